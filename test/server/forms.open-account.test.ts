import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { VALID, formBody, postForm, postPage } from '../support/form-files';

const MESSAGES = {
  uz: {
    inn: 'STIR (INN) ni kiriting: 9 ta raqam.',
    phone: 'Telefon raqamini quyidagi formatda kiriting: +998*********',
    consent: 'Iltimos, shaxsiy maʼlumotlaringizni qayta ishlashga rozilik bering.',
  },
  en: {
    inn: 'Please enter the taxpayer number (INN): 9 digits.',
    phone: 'Please enter a phone number in the format: +998*********',
    consent: 'Please provide consent to the processing of your personal data.',
  },
  ru: {
    inn: 'Введите ИНН: 9 цифр.',
    phone: 'Введите номер телефона в формате: +998*********',
    consent: 'Пожалуйста, дайте согласие на обработку персональных данных.',
  },
};

/**
 * What reaches the CMS from VALID.openAccount: the INN and phone without the spaces people type.
 * This CMS lists no branches, so the office's slug goes as sent, without a name to look up.
 */
const DELIVERED = {
  company_name: 'Ipak Yoli Savdo MChJ',
  inn: '301234567',
  contact_person: 'Sardor Tursunov',
  phone: '+998905554433',
  email: 'info@ipakyoli.example',
  branch: 'chilonzor',
  consent: true,
};

const outboxItems = (dataDir: string) => {
  const dir = join(dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : [];
};

describe('POST /api/forms/open-account: the request to open a company account', () => {
  const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '1000' });

  for (const lang of ['uz', 'en', 'ru'] as const) {
    it(`refuses a bad INN, a bad phone and a missing consent with 400 in ${lang}`, async () => {
      const body = formBody({
        ...VALID.openAccount,
        inn: '12345678',
        phone: '+99890123',
        locale: lang,
      });
      body.delete('consent');
      const { status, json } = await postForm(suite.app, 'open-account', body);
      expect(status).to.equal(400);
      expect(json.errors).to.deep.equal({
        inn: MESSAGES[lang].inn,
        phone: MESSAGES[lang].phone,
        consent: MESSAGES[lang].consent,
      });
    });
  }

  it('refuses an INN with letters and one of ten digits', async () => {
    for (const inn of ['30123456A', '3012345678']) {
      const { status, json } = await postForm(
        suite.app,
        'open-account',
        formBody({ ...VALID.openAccount, inn, locale: 'en' }),
      );
      expect(status).to.equal(400);
      expect(json.errors).to.deep.equal({ inn: MESSAGES.en.inn });
    }
  });

  it('stores a valid request in the embedded CMS under DATA_DIR (201)', async () => {
    const { status, json } = await postForm(
      suite.app,
      'open-account',
      formBody({ ...VALID.openAccount, idempotency_key: 'open-account-key-0001' }),
    );
    expect(status).to.equal(201);
    expect(json).to.deep.equal({
      id: 'open-account-key-0001',
      reference: 'QFDK9-86USU',
      status: 'delivered',
    });
    expect(readdirSync(join(suite.dataDir, 'submissions', 'open-account-requests'))).to.deep.equal([
      'open-account-key-0001.json',
    ]);
  });
});

for (const version of [4, 5] as const) {
  describe(`open-account request relayed to Strapi ${version}`, () => {
    let cms: FakeStrapi;
    let fake: ReturnType<typeof formsCms>;
    before(async () => {
      fake = formsCms(version);
      cms = await startFakeStrapi(fake.handler);
    });
    after(() => cms.close());
    const suite = appForSuite(() => ({ CMS_URL: cms.baseUrl, CMS_TOKEN: 'form-token' }));

    it('creates an open-account-requests entry with the fields and the idempotency key', async () => {
      const { status, json } = await postForm(
        suite.app,
        'open-account',
        formBody({ ...VALID.openAccount, locale: 'ru' }),
      );
      expect(status).to.equal(201);
      expect(fake.records).to.have.length(1);
      expect(fake.records[0]!.collection).to.equal('open-account-requests');
      expect(json.reference).to.match(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
      expect(fake.records[0]!.data).to.deep.equal({
        ...DELIVERED,
        language: 'ru',
        reference: json.reference,
        idempotency_key: json.id,
      });
      const writes = cms.requests.filter((request) => request.method === 'POST');
      expect(writes.map((request) => request.path)).to.deep.equal(['/api/open-account-requests']);
      expect(writes[0]!.headers.authorization).to.equal('Bearer form-token');
    });
  });
}

describe('open-account request while the CMS is down', function () {
  this.timeout(20_000);
  let cms: FakeStrapi;
  let isDown = true;
  const fake = formsCms(4, () => (isDown ? 'before' : null));
  before(async () => {
    cms = await startFakeStrapi(fake.handler);
  });
  after(() => cms.close());
  const suite = appForSuite(() => ({
    CMS_URL: cms.baseUrl,
    OUTBOX_RETRY_BASE_MS: '20',
    OUTBOX_RETRY_MAX_MS: '150',
    // Retries wait at least the delivery lease: this timeout and 2 s.
    FORMS_CMS_TIMEOUT_MS: '500',
  }));

  it('answers 202, keeps the request in the outbox, and delivers it once the CMS is back', async () => {
    const { status, json } = await postForm(
      suite.app,
      'open-account',
      formBody({ ...VALID.openAccount, locale: 'uz' }),
    );
    expect(status).to.equal(202);
    expect(json.status).to.equal('queued');
    expect(outboxItems(suite.dataDir)).to.deep.equal([`open-account-${json.id}`]);
    expect(fake.records).to.deep.equal([]);
    isDown = false;
    const end = Date.now() + 10_000;
    while (outboxItems(suite.dataDir).length > 0 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(outboxItems(suite.dataDir)).to.deep.equal([]);
    expect(fake.records.map((record) => record.data.inn)).to.deep.equal(['301234567']);
  });
});

describe('open-account request without JavaScript: a plain POST to the page', () => {
  const suite = appForSuite();

  it('renders the form again with the messages and the typed values', async () => {
    const page = await postPage(
      suite.app,
      '/ru/juristic/open-account',
      formBody({ ...VALID.openAccount, inn: '123' }),
    );
    expect(page.status).to.equal(400);
    expect(page.text).to.include('Введите ИНН: 9 цифр.');
    expect(page.html).to.include('value="Ipak Yoli Savdo MChJ"');
    expect(page.html).to.include('value="123"');
  });

  it('thanks the visitor for a valid request', async () => {
    const page = await postPage(
      suite.app,
      '/en/juristic/open-account',
      formBody({ ...VALID.openAccount, idempotency_key: 'no-js-open-account-01' }),
    );
    expect(page.status).to.equal(201);
    expect(page.text).to.include(
      'Thank you! Your request has been received. A manager will call you within one business day.',
    );
  });
});
