import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { SAMPLE_PDF, VALID, formBody, postForm } from '../support/form-files';

type Stored = { attributes: Record<string, unknown> };

describe('submissions say where they came from (issue 33), stored by the embedded CMS', () => {
  const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '1000' });
  const stored = (collection: string, key: string) =>
    (
      JSON.parse(
        readFileSync(join(suite.dataDir, 'submissions', collection, `${key}.json`), 'utf8'),
      ) as Stored
    ).attributes;

  it('stores an appeal from Payariq with its SOATO codes, Uzbek names, language and reference', async () => {
    const key = 'appeal-payariq-00001';
    const body = { ...VALID.appeal, region: '1718', city: '1718224', locale: 'ru' };
    const { status, json } = await postForm(
      suite.app,
      'appeal',
      formBody({ ...body, idempotency_key: key }),
    );
    expect(status).to.equal(201);
    expect(json).to.deep.equal({ id: key, reference: '2DEXB-42WC3', status: 'delivered' });
    expect(stored('appeals', key)).to.deep.include({
      region: 'Samarqand viloyati',
      region_code: '1718',
      city: 'Payariq tumani',
      city_code: '1718224',
      language: 'ru',
      reference: '2DEXB-42WC3',
      confirmation: true,
    });
  });

  it('takes the names of an old page or integrator in any script when they name one place', async () => {
    for (const [index, [region, city]] of [
      ['Samarqand viloyati', 'Payariq tumani'],
      ['Самаркандская область', 'Пайарыкский район'],
      ['', 'Jomboy tumani'],
      ['Samarkand region', 'Tayloq tumani'],
    ].entries()) {
      const key = `appeal-by-name-0000${index}`;
      const { status } = await postForm(
        suite.app,
        'appeal',
        formBody({ ...VALID.appeal, region: region!, city: city!, idempotency_key: key }),
      );
      expect(status, `${region} / ${city}`).to.equal(201);
      expect(stored('appeals', key)).to.include({
        region_code: '1718',
        region: 'Samarqand viloyati',
      });
    }
  });

  it('refuses a city of another region, an unknown code and an ambiguous name (400)', async () => {
    for (const [region, city] of [
      ['1718', '1726294'],
      ['1718', '1718999'],
      ['1727', 'Bekobod'],
    ]) {
      const { status, json } = await postForm(
        suite.app,
        'appeal',
        formBody({ ...VALID.appeal, region: region!, city: city!, locale: 'en' }),
      );
      expect(status, city).to.equal(400);
      expect(json.codes).to.deep.equal({ city: 'errors.city' });
    }
  });

  it('stores a call-back with the page it was asked from and the page language', async () => {
    const key = 'contact-from-deposit-1';
    const { status, json } = await postForm(
      suite.app,
      'contact',
      formBody({
        ...VALID.contact,
        page_path: '/ru/deposit/dollar-plus',
        locale: 'ru',
        idempotency_key: key,
      }),
    );
    expect(status).to.equal(201);
    expect(stored('contact-requests', key)).to.deep.include({
      page_path: '/ru/deposit/dollar-plus',
      language: 'ru',
      reference: json.reference,
    });
  });

  it('refuses a call-back whose page is another site', async () => {
    for (const page_path of ['//evil.example/x', 'https://evil.example/', '/ru/deposit?utm=1']) {
      const { status, json } = await postForm(
        suite.app,
        'contact',
        formBody({ ...VALID.contact, page_path, locale: 'en' }),
      );
      expect(status, page_path).to.equal(400);
      expect(json.codes).to.deep.equal({ page_path: 'errors.invalidValue' });
    }
  });

  it('stores a vacancy application with the consent and the time it was given', async () => {
    const key = 'vacancy-consent-00001';
    const before = Date.now();
    const { status } = await postForm(
      suite.app,
      'vacancy-application',
      formBody({ ...VALID.vacancy, locale: 'en', idempotency_key: key }, [
        { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF },
      ]),
    );
    expect(status).to.equal(201);
    const entry = stored('vacancy-applications', key);
    expect(entry).to.include({ consent: true, language: 'en', reference: 'P82SB-DF4AP' });
    const at = Date.parse(String(entry.consented_at));
    expect(at).to.be.within(before - 1000, Date.now());
  });

  it('stores the chosen office by its slug with its name in the page language', async () => {
    const key = 'open-account-slug-001';
    const { status } = await postForm(
      suite.app,
      'open-account',
      formBody({ ...VALID.openAccount, branch: 'chilonzor', locale: 'ru', idempotency_key: key }),
    );
    expect(status).to.equal(201);
    expect(stored('open-account-requests', key)).to.include({
      branch: 'Филиал Чиланзар',
      branch_code: 'chilonzor',
      language: 'ru',
    });
  });

  it('takes the office’s name in another language, and refuses one that is not an office', async () => {
    const key = 'open-account-name-0001';
    const named = formBody({
      ...VALID.openAccount,
      branch: 'Chilonzor filiali',
      locale: 'en',
      idempotency_key: key,
    });
    expect((await postForm(suite.app, 'open-account', named)).status).to.equal(201);
    expect(stored('open-account-requests', key)).to.include({
      branch: 'Chilonzor branch',
      branch_code: 'chilonzor',
    });
    const atm = formBody({ ...VALID.openAccount, branch: 'atm-airport', locale: 'en' });
    expect((await postForm(suite.app, 'open-account', atm)).status).to.equal(400);
  });

  it('gives a resend under the same key the same reference', async () => {
    const send = () =>
      postForm(
        suite.app,
        'contact',
        formBody({ ...VALID.contact, idempotency_key: 'contact-resent-000001' }),
      );
    const [first, again] = [await send(), await send()];
    expect(first.json.reference).to.equal('KBML2-B4PTX');
    expect(again.json.reference).to.equal('KBML2-B4PTX');
  });
});
