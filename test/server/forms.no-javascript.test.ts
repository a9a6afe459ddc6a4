import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { SAMPLE_PDF, VALID, formBody, postMultipart, postPage } from '../support/form-files';

describe('forms without JavaScript: a plain multipart POST to the page', () => {
  const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '6' });

  it('renders the appeal form again with the messages and the typed values (files excepted)', async () => {
    const page = await postPage(
      suite.app,
      '/en/appeals',
      formBody({ ...VALID.appeal, name: 'Al', email: 'nope' }, [
        { field: 'files', name: 'a.pdf', bytes: SAMPLE_PDF },
      ]),
    );
    expect(page.status).to.equal(400);
    expect(page.text).to.include('Name must be 3 to 100 characters long.');
    expect(page.text).to.include('Invalid email format. Example: name@example.com');
    expect(page.html).to.include('value="Al"');
    expect(page.html).to.match(
      /<textarea[^>]*name="text"[^>]*>Depozit haqida maslahat kerak<\/textarea>/,
    );
    expect(page.html).to.match(/<option value="1726294" selected="">Chilanzar district<\/option>/);
  });

  it('answers a valid vacancy application with the thank-you page and stores it under DATA_DIR', async () => {
    const body = formBody({ ...VALID.vacancy, idempotency_key: 'no-js-application-0001' }, [
      { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF },
    ]);
    const page = await postPage(suite.app, '/en/vacancies/frontend-developer', body);
    expect(page.status).to.equal(201);
    expect(page.text).to.include('Thank you for your application! Our HR team will contact you.');
    expect(readdirSync(join(suite.dataDir, 'submissions', 'vacancy-applications'))).to.deep.equal([
      'no-js-application-0001.json',
    ]);
  });

  it('stores a resent POST once (the idempotency key), thanking both times', async () => {
    const send = () =>
      postPage(
        suite.app,
        '/ru/contact',
        formBody({ ...VALID.contact, idempotency_key: 'no-js-contact-00001' }),
      );
    expect((await send()).text).to.include('Спасибо! Оператор вам перезвонит.');
    expect((await send()).status).to.equal(201);
    expect(readdirSync(join(suite.dataDir, 'submissions', 'contact-requests'))).to.deep.equal([
      'no-js-contact-00001.json',
    ]);
  });

  it('shows the rate limit on the page with Retry-After, keeping the values', async () => {
    let last;
    for (let i = 0; i < 7; i += 1)
      last = await postPage(
        suite.app,
        '/en/contact',
        formBody({ ...VALID.contact, name: 'Rate Limited' }),
      );
    expect(last!.status).to.equal(429);
    expect(last!.headers.get('retry-after')).to.match(/^\d+$/);
    expect(last!.text).to.include(
      'Too many submissions from your address. Please try again later.',
    );
    expect(last!.html).to.include('value="Rate Limited"');
  });

  it('answers 405 to a POST to a page without a form', async () => {
    const response = await postMultipart(suite.app, '/en/deposit', formBody({}));
    expect(response.status).to.equal(405);
  });
});
