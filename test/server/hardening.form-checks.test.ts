import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { appForSuite, createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { startFakeRecaptcha } from '../support/fake-recaptcha';
import { SAMPLE_PDF, VALID, formBody, postForm, postPage } from '../support/form-files';

const CROSS_SITE_EN = "This form can only be sent from the bank's website.";

describe('form checks (issue 21, low defects)', () => {
  describe('cross-site posts', () => {
    const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '100' });
    const contact = (headers: Record<string, string>) =>
      postForm(suite.app, 'contact', formBody({ ...VALID.contact, locale: 'en' }), headers);

    // A refused body is never read, so the message's language comes from the headers.
    it('a hidden origin (Origin: null) without Sec-Fetch-Site is refused 403, in the visitor’s language', async () => {
      const { status, json } = await contact({ Origin: 'null', 'Accept-Language': 'en' });
      expect(status).to.equal(403);
      expect(json.errors).to.deep.equal({ _form: CROSS_SITE_EN });
    });

    it('a page on this host under another scheme or port (Sec-Fetch-Site: same-site) is refused 403', async () => {
      const { status, json } = await contact({
        Host: 'bank.internal:8080',
        Origin: 'http://bank.internal:8080',
        'Sec-Fetch-Site': 'same-site',
      });
      expect(status).to.equal(403);
      expect(json.codes).to.deep.equal({ _form: 'errors.crossSite' });
    });

    it('the site’s own page (Sec-Fetch-Site: same-origin) still posts', async () => {
      const { status } = await contact({
        Origin: 'http://bank.test',
        'Sec-Fetch-Site': 'same-origin',
      });
      expect(status).to.equal(201);
    });
  });

  describe('the open-account branch', () => {
    const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '100' });
    const openAccount = (branch: string, locale: string) =>
      postForm(suite.app, 'open-account', formBody({ ...VALID.openAccount, branch, locale }));

    it('must be one of the bank’s offices, with the message in the visitor’s language', async () => {
      const free = await openAccount('My garage', 'ru');
      expect(free.status).to.equal(400);
      expect(free.json.errors).to.deep.equal({ branch: 'Выберите отделение.' });
      expect((await openAccount('Chilonzor filiali', 'uz')).status).to.equal(201);
    });
  });

  describe('stored file names', () => {
    let cms: FakeStrapi;
    let fake: ReturnType<typeof formsCms>;
    let app: App;
    before(async () => {
      fake = formsCms(4);
      cms = await startFakeStrapi(fake.handler);
      app = createTestApp({ CMS_URL: cms.baseUrl, CMS_VERSION: '4' });
    });
    after(async () => {
      await app.stop();
      await cms.close();
    });

    it('lose the bidirectional controls that would make them read in another order', async () => {
      const name = 'scan\u202Egpj\u2066\u200E\u200F\u202A\u2069.pdf';
      const body = formBody(VALID.appeal, [{ field: 'files', name, bytes: SAMPLE_PDF }]);
      expect((await postForm(app, 'appeal', body)).status).to.equal(201);
      expect(fake.records[0]!.files.files!.map((file) => file.name)).to.deep.equal(['scangpj.pdf']);
    });
  });

  describe('the human check is where §1 puts it: the vacancy and contact forms', () => {
    let recaptcha: Awaited<ReturnType<typeof startFakeRecaptcha>>;
    before(async () => {
      recaptcha = await startFakeRecaptcha();
    });
    after(() => recaptcha.close());
    const suite = appForSuite(() => ({
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
    }));

    it('shows no widget on the appeal page, and takes an appeal without a token (201)', async () => {
      const page = await request(suite.app).get('/ru/appeals').expect(200);
      expect(page.text).not.to.include('class="form-field human-check"');
      const sent = await postForm(suite.app, 'appeal', formBody({ ...VALID.appeal, locale: 'en' }));
      expect(sent.status).to.equal(201);
      expect(recaptcha.asked).to.deep.equal([]);
    });

    it('takes an appeal sent without JavaScript (the page thanks the visitor)', async () => {
      const page = await postPage(suite.app, '/en/appeals', formBody(VALID.appeal));
      expect(page.status).to.equal(201);
      expect(page.text).to.include('Thank you! Your appeal has been received.');
    });

    it('refuses a call-back without a token (400) and takes one with a verified token (201)', async () => {
      const without = await postForm(
        suite.app,
        'contact',
        formBody({ ...VALID.contact, locale: 'en' }),
      );
      expect(without.status).to.equal(400);
      expect(without.json.errors).to.deep.equal({
        'g-recaptcha-response': 'reCAPTCHA verification is required',
      });
      const checked = await postForm(
        suite.app,
        'contact',
        formBody({ ...VALID.contact, 'g-recaptcha-response': 'ok-contact' }),
      );
      expect(checked.status).to.equal(201);
      expect(recaptcha.asked).to.deep.equal(['ok-contact']);
    });

    it('refuses an appeal whose hidden trap field a script filled, in the visitor’s language', async () => {
      const trapped = await postForm(
        suite.app,
        'appeal',
        formBody({ ...VALID.appeal, locale: 'en', leave_empty: 'https://spam.example' }),
      );
      expect(trapped.status).to.equal(400);
      expect(trapped.json.errors).to.deep.equal({
        _form: 'An error occurred',
      });
    });
  });
});
