import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';
import { getPage, htmlLang } from '../support/html';
import { VALID, formBody, postForm } from '../support/form-files';

const nameLength = (lang: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../locales/${lang}/forms.json`, import.meta.url), 'utf8'),
    ) as { errors: Record<string, string> }
  ).errors.nameLength;

/** Every item's `locale` in a read-API list. */
const localesOf = (body: unknown) => new Set((body as { locale: string }[]).map((d) => d.locale));

// The detector (server/language-detector.ts) decides `/`, the read API and the form API.
describe('the language of `/` and the APIs (i18next-http-middleware detector)', () => {
  const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '1000' });

  describe('GET /', () => {
    it('follows the lang cookie before Accept-Language, privately and varying by both', async () => {
      const page = await getPage(suite.app, '/', { Cookie: 'lang=en', 'Accept-Language': 'ru' });
      expect(page.status).to.equal(302);
      expect(page.headers.get('location')).to.equal('/en');
      expect(page.headers.get('cache-control')).to.equal('private, no-cache');
      expect(page.headers.get('vary')).to.include('Cookie').and.include('Accept-Language');
    });

    it('stays in Uzbek for unsupported languages in the cookie and the header', async () => {
      const page = await getPage(suite.app, '/', { Cookie: 'lang=de', 'Accept-Language': 'fr-FR' });
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal('uz');
    });

    it('reads a regional tag as its language: uz-UZ first stays Uzbek', async () => {
      const page = await getPage(suite.app, '/', { 'Accept-Language': 'uz-UZ,ru;q=0.5' });
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal('uz');
      const russian = await getPage(suite.app, '/', { 'Accept-Language': 'ru-RU,en;q=0.5' });
      expect(russian.headers.get('location')).to.equal('/ru');
    });
  });

  describe('the read API', () => {
    // Uncompressed, as the page door keeps headers to send again only from those answers.
    const get = (path: string, language?: string) => {
      const call = request(suite.app).get(path).set('Accept-Encoding', 'identity');
      return language ? call.set('Accept-Language', language) : call;
    };

    it('answers in ?locale= whatever Accept-Language says, without varying by it', async () => {
      for (let view = 0; view < 3; view++) {
        // The third view comes from the page door: the same answer.
        const answer = await get('/api/v1/deposits?locale=ru', 'en');
        expect(answer.status).to.equal(200);
        expect([...localesOf(answer.body)]).to.deep.equal(['ru']);
        expect(answer.headers.vary ?? '').not.to.include('Accept-Language');
      }
    });

    it('answers in the Accept-Language language without ?locale=, varying by it', async () => {
      for (const [language, lang] of [
        ['en-GB,en;q=0.9', 'en'],
        ['ru', 'ru'],
        ['de', 'uz'],
        ['ru', 'ru'],
        ['en', 'en'],
      ] as const) {
        const answer = await get('/api/deposits', language);
        expect(answer.status, language).to.equal(200);
        expect([...localesOf(answer.body)], language).to.deep.equal([lang]);
        expect(answer.headers.vary, language).to.include('Accept-Language');
        expect(answer.headers['cache-control']).to.equal('public, max-age=60');
      }
      expect([...localesOf((await get('/api/deposits')).body)]).to.deep.equal(['uz']);
      // A named read shares that answer, and the door sends it again with its own headers.
      for (let view = 0; view < 3; view++) {
        const named = await get('/api/deposits?locale=en', 'ru');
        expect([...localesOf(named.body)]).to.deep.equal(['en']);
        expect(named.headers.vary ?? '').not.to.include('Accept-Language');
      }
    });

    it('still refuses a locale that is no site language, whatever Accept-Language says, in that language', async () => {
      const answer = await get('/api/v1/deposits?locale=de', 'ru');
      expect(answer.status).to.equal(400);
      expect(answer.body).to.deep.equal({
        error: {
          status: 400,
          code: 'unknownLocale',
          message: 'Параметр "locale" должен быть одним из: uz, en, ru',
        },
      });
    });
  });

  describe('the form API', () => {
    const short = () => formBody({ ...VALID.contact, name: 'Al' });

    it('answers in ?locale= before Accept-Language', async () => {
      const { status, json } = await postForm(suite.app, 'contact?locale=ru', short(), {
        'Accept-Language': 'en',
      });
      expect(status).to.equal(400);
      expect(json.errors?.name).to.equal(nameLength('ru'));
    });

    it('answers in the Accept-Language language alone', async () => {
      const { json } = await postForm(suite.app, 'contact', short(), {
        'Accept-Language': 'ru-RU,ru;q=0.9',
      });
      expect(json.errors?.name).to.equal(nameLength('ru'));
    });

    it('answers in Uzbek for languages the site does not have', async () => {
      const { json } = await postForm(suite.app, 'contact?locale=de', short(), {
        'Accept-Language': 'de-DE,fr;q=0.8',
      });
      expect(json.errors?.name).to.equal(nameLength('uz'));
    });
  });
});
