import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import type { Target } from '../support/html';
import { startFakeRecaptcha } from '../support/fake-recaptcha';
import {
  PNG,
  VALID,
  docx,
  formBody,
  pdfOfSize,
  plainZip,
  postForm,
  SAMPLE_PDF,
} from '../support/form-files';

type Messages = Record<string, string>;
const messages = (lang: string): Messages =>
  (
    JSON.parse(
      readFileSync(new URL(`../../locales/${lang}/forms.json`, import.meta.url), 'utf8'),
    ) as { errors: Messages }
  ).errors;
const MB10 = 10 * 1024 * 1024;

describe('POST /api/forms: the §5 rules on the server', () => {
  const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '1000' });

  it('uses the English texts of §5 exactly', () => {
    const spec = {
      phoneFormat: 'Please enter a phone number in the format: +998*********',
      consent: 'Please provide consent to the processing of your personal data.',
      textShort: 'Title text must contain at least 3 characters.',
      textLong: 'Hit text is too big.',
      cvType: 'Please select a PDF, DOC, or DOCX file',
      fileSize: 'File size must be less than 10MB',
      recaptcha: 'Please complete the reCAPTCHA verification',
      contactPhoneRequired: 'Phone number is required',
      contactPhoneFormat: 'Invalid phone number format. Use +998********* format',
      contactEmailFormat: 'Invalid email format',
      contactRecaptcha: 'reCAPTCHA verification is required',
      vacancyNotFound: 'Vacancy not found',
      generic: 'An error occurred',
      emailFormat: 'Invalid email format. Example: {{email}}',
    };
    const en = messages('en');
    expect(Object.fromEntries(Object.keys(spec).map((key) => [key, en[key]]))).to.deep.equal(spec);
  });

  for (const lang of ['uz', 'en', 'ru'] as const) {
    describe(`in ${lang}`, () => {
      const text = messages(lang);
      const appeal = (fields: Record<string, string>) =>
        postForm(suite.app, 'appeal', formBody({ ...VALID.appeal, locale: lang, ...fields }));
      const cv = (bytes: Buffer, name: string) =>
        postForm(
          suite.app,
          'vacancy-application',
          formBody({ ...VALID.vacancy, locale: lang }, [{ field: 'cv_file', name, bytes }]),
        );

      it('refuses a name shorter than 3 characters with 400', async () => {
        const { status, json } = await appeal({ name: 'Al' });
        expect(status).to.equal(400);
        expect(json.errors).to.deep.equal({ name: text.nameLength });
      });

      it('refuses a malformed email, showing an example address', async () => {
        const { status, json } = await appeal({ email: 'aziz.example.com' });
        expect(status).to.equal(400);
        expect(json.errors?.email).to.equal(
          text.emailFormat!.replace('{{email}}', 'name@example.com'),
        );
      });

      it('refuses a phone number that is not +998 and 9 digits', async () => {
        const { json } = await appeal({ phone_number: '+99890123' });
        expect(json.errors).to.deep.equal({ phone_number: text.phoneFormat });
      });

      it('refuses an appeal without consent', async () => {
        const body = formBody({ ...VALID.appeal, locale: lang });
        body.delete('confirmation');
        const { status, json } = await postForm(suite.app, 'appeal', body);
        expect(status).to.equal(400);
        expect(json.errors).to.deep.equal({ confirmation: text.consent });
      });

      it('refuses an appeal text over the maximum', async () => {
        const { json } = await appeal({ text: 'x'.repeat(3001) });
        expect(json.errors).to.deep.equal({ text: text.textLong });
      });

      it('answers 413 to a CV of 10 MB + 1 byte', async () => {
        const { status, json } = await cv(pdfOfSize(MB10 + 1), 'cv.pdf');
        expect(status).to.equal(413);
        expect(json.errors).to.deep.equal({ cv_file: text.fileSize });
      });

      it('answers 415 to a .pdf that is really a PNG', async () => {
        const { status, json } = await cv(PNG, 'cv.pdf');
        expect(status).to.equal(415);
        expect(json.errors).to.deep.equal({ cv_file: text.cvType });
      });

      it('accepts a DOCX and refuses a ZIP that is not a Word document', async () => {
        expect((await cv(docx(), 'cv.docx')).status).to.equal(201);
        expect((await cv(plainZip(), 'cv.docx')).status).to.equal(415);
      });

      it('gives the contact form its own phone and email messages', async () => {
        const body = formBody({ name: 'Dilnoza', phone: '', email: 'nope', locale: lang });
        const missing = await postForm(suite.app, 'contact', body);
        expect(missing.json.errors).to.deep.equal({
          phone: text.contactPhoneRequired,
          email: text.contactEmailFormat,
        });
        const wrong = await postForm(
          suite.app,
          'contact',
          formBody({ name: 'Dilnoza', phone: '90 111 22 33', locale: lang }),
        );
        expect(wrong.json.errors).to.deep.equal({ phone: text.contactPhoneFormat });
      });
    });
  }

  it('accepts a valid appeal with its attachment (201 and an id)', async () => {
    const { status, json } = await postForm(
      suite.app,
      'appeal',
      formBody(VALID.appeal, [{ field: 'files', name: 'a.pdf', bytes: SAMPLE_PDF }]),
    );
    expect(status).to.equal(201);
    expect(json)
      .to.have.property('id')
      .that.matches(/^[0-9a-f]{32}$/);
  });

  it('takes the language from Referer, then Accept-Language, then Uzbek', async () => {
    const short = { ...VALID.contact, name: 'Al' };
    const byReferer = await postForm(suite.app, 'contact', formBody(short), {
      Host: 'bank.test',
      Referer: 'http://bank.test/ru/contact',
    });
    expect(byReferer.json.errors?.name).to.equal(messages('ru').nameLength);
    const byHeader = await postForm(suite.app, 'contact', formBody(short), {
      'Accept-Language': 'en-GB,en;q=0.9',
    });
    expect(byHeader.json.errors?.name).to.equal(messages('en').nameLength);
    const byDefault = await postForm(suite.app, 'contact', formBody(short));
    expect(byDefault.json.errors?.name).to.equal(messages('uz').nameLength);
  });

  it('refuses an application to a vacancy that does not exist', async () => {
    const { status, json } = await cvFor(suite.app, 'no-such-vacancy');
    expect(status).to.equal(400);
    expect(json.errors).to.deep.equal({ vacancy: messages('en').vacancyNotFound });
  });
});

function cvFor(target: Target, vacancy: string) {
  return postForm(
    target,
    'vacancy-application',
    formBody({ ...VALID.vacancy, vacancy, locale: 'en' }, [
      { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF },
    ]),
  );
}

describe('POST /api/forms with a reCAPTCHA secret', () => {
  let verifier: Awaited<ReturnType<typeof startFakeRecaptcha>>;
  before(async () => {
    verifier = await startFakeRecaptcha();
  });
  after(() => verifier.close());
  const suite = appForSuite(() => ({
    RECAPTCHA_SECRET: 'test-secret',
    RECAPTCHA_VERIFY_URL: verifier.verifyUrl,
  }));

  const contact = (token?: string, lang = 'en') =>
    postForm(
      suite.app,
      'contact',
      formBody({ ...VALID.contact, locale: lang, ...(token && { 'g-recaptcha-response': token }) }),
    );

  for (const lang of ['uz', 'en', 'ru']) {
    it(`refuses a form without the reCAPTCHA token with 400 (${lang})`, async () => {
      const { status, json } = await contact(undefined, lang);
      expect(status).to.equal(400);
      expect(json.errors).to.deep.equal({
        'g-recaptcha-response': messages(lang).contactRecaptcha,
      });
      const vacancy = await postForm(
        suite.app,
        'vacancy-application',
        formBody({ ...VALID.vacancy, locale: lang }, [
          { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF },
        ]),
      );
      expect(vacancy.json.errors).to.deep.equal({
        'g-recaptcha-response': messages(lang).recaptcha,
      });
    });
  }

  it('accepts a verified token once, and answers 403 when it is used again', async () => {
    expect((await contact('ok-token-1')).status).to.equal(201);
    expect((await contact('ok-token-1')).status).to.equal(403);
    expect(verifier.asked.filter((token) => token === 'ok-token-1')).to.have.length(1);
  });

  it('answers 403 to a failed check and to a token solved on another hostname', async () => {
    expect((await contact('bad-token')).status).to.equal(403);
    expect((await contact('ok-elsewhere')).status).to.equal(403);
  });
});

describe('POST /api/forms rate limit', () => {
  const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '2', FORMS_RATE_LIMIT_WINDOW_SECONDS: '60' });

  // A limited request's body is never read, so its language comes from the headers.
  it('answers 429 with Retry-After past the limit, per form', async () => {
    const send = (kind: string, fields: Record<string, string>) =>
      postForm(suite.app, kind, formBody(fields), { 'Accept-Language': 'en' });
    await send('contact', VALID.contact);
    await send('contact', VALID.contact);
    const limited = await send('contact', VALID.contact);
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    expect(limited.json.errors?._form).to.equal(messages('en').rateLimited);
    expect((await send('appeal', VALID.appeal)).status).to.equal(201);
  });
});
