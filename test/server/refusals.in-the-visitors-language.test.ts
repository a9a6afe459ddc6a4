import { expect } from 'chai';
import request from 'supertest';
import { appOverSwitchableCms } from '../support/switchable-cms';

/**
 * Every refusal reads in the visitor's language: the read API's in its `locale` (else
 * Accept-Language), with a stable code for programs; a page address's in its prefix's language,
 * as a page where §2.10 asks for one.
 */
describe('refusals in the visitor’s language', function () {
  this.timeout(60_000);

  describe('the read API', () => {
    const { app } = appOverSwitchableCms();
    after(() => app.stop());

    it('names the bad parameter in the language of `locale`', async () => {
      const answers = {
        ru: 'Недопустимое значение параметра "page"',
        uz: '"page" parametrining qiymati notoʻgʻri',
        en: 'Invalid value for parameter "page"',
      };
      for (const [locale, message] of Object.entries(answers)) {
        // The browser's language loses to the one the caller named.
        const answer = await request(app)
          .get(`/api/v1/news?locale=${locale}&page=abc`)
          .set('Accept-Language', 'en');
        expect(answer.status, locale).to.equal(400);
        expect(answer.body, locale).to.deep.equal({
          error: { status: 400, code: 'invalidParameter', message },
        });
      }
    });

    it('answers a locale that is no site language in the Accept-Language one, and keeps it nowhere', async () => {
      const ru = await request(app).get('/api/v1/deposits?locale=de').set('Accept-Language', 'ru');
      expect(ru.status).to.equal(400);
      expect(ru.headers['cache-control']).to.equal('no-store');
      expect(ru.body.error.message).to.equal('Параметр "locale" должен быть одним из: uz, en, ru');
      // The next caller's own language: the first refusal was kept for nobody.
      const en = await request(app).get('/api/v1/deposits?locale=de').set('Accept-Language', 'en');
      expect(en.body.error.message).to.equal('Parameter "locale" must be one of uz, en, ru');
      // Neither the CMS's language nor a browser's: Uzbek, the site's default (§4).
      const bare = await request(app).get('/api/v1/deposits?locale=de');
      expect(bare.body.error.message).to.equal('"locale" parametri uz, en yoki ru boʻlishi kerak');
    });

    it('says "not found" and "no such resource" in the caller’s language', async () => {
      const entry = await request(app).get('/api/v1/deposits/no-such-deposit?locale=uz');
      expect(entry.status).to.equal(404);
      expect(entry.body).to.deep.equal({
        error: { status: 404, code: 'notFound', message: 'Topilmadi' },
      });
      const resource = await request(app).get('/api/v1/loans').set('Accept-Language', 'ru-RU,ru');
      expect(resource.status).to.equal(404);
      expect(resource.body).to.deep.equal({
        error: { status: 404, code: 'noSuchResource', message: 'Такого ресурса нет: /loans' },
      });
    });

    it('refuses a write with 405, Allow and the reason in Russian', async () => {
      const answer = await request(app).delete('/api/v1/deposits?locale=ru');
      expect(answer.status).to.equal(405);
      expect(answer.headers.allow).to.equal('GET, HEAD');
      expect(answer.body).to.deep.equal({
        error: { status: 405, code: 'methodNotAllowed', message: 'Метод не разрешён' },
      });
    });
  });

  it('the form relay refuses a form it does not have as it refuses a submission, in the caller’s language', async () => {
    const { app } = appOverSwitchableCms();
    try {
      const answer = await request(app)
        .post('/api/v1/forms/loan-application')
        .set('Accept-Language', 'ru')
        .send({ name: 'Анна' });
      expect(answer.status).to.equal(404);
      expect(answer.body).to.deep.equal({
        error: { status: 404, message: 'Такой формы на сайте банка нет.' },
        errors: { _form: 'Такой формы на сайте банка нет.' },
        codes: { _form: 'errors.unknownForm' },
      });
      const uz = await request(app).get('/api/forms/nothing?locale=uz');
      expect(uz.status).to.equal(404);
      expect(uz.body.error.message).to.equal('Bank saytida bunday shakl yoʻq.');
    } finally {
      await app.stop();
    }
  });

  it('a form body of a type no parser reads is refused 415 as such, not judged an empty form', async () => {
    const { app } = appOverSwitchableCms();
    try {
      const message =
        'Не удалось прочитать форму: отправьте её как JSON, multipart/form-data или application/x-www-form-urlencoded.';
      const api = await request(app)
        .post('/api/v1/forms/contact?locale=ru')
        .set('Content-Type', 'text/plain')
        .send('name=Anna&phone=+998901112233');
      expect(api.status).to.equal(415);
      expect(api.body).to.deep.equal({
        error: { status: 415, message },
        errors: { _form: message },
        codes: { _form: 'errors.unsupportedType' },
      });
      // Without JavaScript: the form page again, saying so.
      const page = await request(app)
        .post('/ru/appeals')
        .set('Content-Type', 'application/xml')
        .send('<appeal><name>Anna</name></appeal>');
      expect(page.status).to.equal(415);
      expect(page.text).to.include(message).and.not.to.include('aria-invalid="true"');
      // A POST without a body is still an empty form, judged field by field.
      const empty = await request(app).post('/api/v1/forms/contact?locale=en');
      expect(empty.status).to.equal(400);
      expect(empty.body.codes.name).to.equal('errors.required');
    } finally {
      await app.stop();
    }
  });

  it('the read API says the content service is down in Russian, with Retry-After', async () => {
    const { app, state } = appOverSwitchableCms({}, 0);
    try {
      state.failing = true;
      const answer = await request(app).get('/api/v1/deposits?locale=ru');
      expect(answer.status).to.equal(503);
      expect(answer.headers['retry-after']).to.equal('30');
      expect(answer.body).to.deep.equal({
        error: { status: 503, code: 'unavailable', message: 'Сервис контента недоступен' },
      });
    } finally {
      await app.stop();
    }
  });

  it('a page address that does not decode is §2.10’s 400 page in its prefix’s language, with a refresh button', async () => {
    const { app, state } = appOverSwitchableCms();
    try {
      const pages = {
        '/ru/%E0%A4%A': ['ru', 'Неверный запрос', 'Обновить'],
        '/en/news/%E0%A4%A?page=2': ['en', 'Bad request', 'Refresh'],
        '/deposit/%E0%A4%A': ['uz', 'Notoʻgʻri soʻrov', 'Yangilash'],
      };
      for (const [path, [lang, title, refresh]] of Object.entries(pages)) {
        const answer = await request(app).get(path).set('Accept-Language', 'en');
        expect(answer.status, path).to.equal(400);
        expect(answer.headers['content-type'], path).to.equal('text/html; charset=utf-8');
        expect(answer.headers['cache-control'], path).to.equal('no-store');
        expect(answer.text, path).to.include(`<html lang="${lang}"`);
        expect(answer.text, path).to.include(`<h1 class="error-page__title">${title}</h1>`);
        expect(answer.text, path).to.match(new RegExp(`<button [^>]*>${refresh}</button>`));
      }
      // A CMS outage does not make it a 503: the address is what is wrong.
      state.failing = true;
      const outage = await request(app).get('/ru/%E0%A4%A');
      expect(outage.status).to.equal(400);
      expect(outage.text).to.include('<h1 class="error-page__title">Неверный запрос</h1>');
      state.failing = false;
      // The API and a post get the refusal's text: in `locale`, else the prefix's language.
      const api = await request(app).get('/api/v1/%E0%A4%A?locale=ru');
      expect([api.status, api.type, api.text]).to.deep.equal([
        400,
        'text/plain',
        'Неверный запрос: адрес страницы недействителен.',
      ]);
      const post = await request(app).post('/en/%E0%A4%A').type('form').send('name=Ann');
      expect([post.status, post.text]).to.deep.equal([
        400,
        'Bad request: the address is not valid.',
      ]);
    } finally {
      await app.stop();
    }
  });

  it('each 400 page of an address that does not decode is a render the address’s budget counts', async () => {
    const { app } = appOverSwitchableCms({ RENDERS_PER_ADDRESS_MAX: '2' });
    try {
      const statuses: number[] = [];
      for (const path of ['/ru/%E0%A4%A', '/ru/%E0%A4%A', '/ru/%E0%A4%B']) {
        statuses.push((await request(app).get(path)).status);
      }
      expect(statuses).to.deep.equal([400, 400, 429]);
      const refused = await request(app).get('/ru/%E0%A4%C');
      expect(refused.text).to.equal(
        'Слишком много запросов с вашего адреса. Попробуйте через минуту.',
      );
    } finally {
      await app.stop();
    }
  });

  it('a visitor over the read limit on Russian pages is told so in Russian, then the read API in its locale', async () => {
    const { app } = appOverSwitchableCms({ READ_RATE_LIMIT_MAX: '3' });
    try {
      // Pages of entries that do not exist: each one a CMS read the HTML cache cannot answer.
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1)
        statuses.push((await request(app).get(`/ru/deposit/no-such-${index}`)).status);
      expect(statuses).to.deep.equal([404, 404, 404]);
      const page = await request(app).get('/ru/deposit/no-such-3');
      expect(page.status).to.equal(429);
      expect(page.text).to.equal(
        'Слишком много запросов с вашего адреса. Попробуйте через минуту.',
      );
      const read = await request(app).get('/api/v1/deposits/no-such-4?locale=uz');
      expect(read.status).to.equal(429);
      expect(read.body).to.deep.equal({
        error: {
          status: 429,
          code: 'tooManyRequests',
          message: 'Manzilingizdan soʻrovlar juda koʻp. Bir daqiqadan soʻng urinib koʻring.',
        },
      });
    } finally {
      await app.stop();
    }
  });
});
