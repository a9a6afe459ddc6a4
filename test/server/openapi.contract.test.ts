import { expect } from 'chai';
import request from 'supertest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { App } from '../../server/app';
import { appOverSwitchableCms } from '../support/switchable-cms';
import { PNG, SAMPLE_PDF, VALID, tempDataDir } from '../support/form-files';
import { responseValidator } from '../support/openapi-responses';

/** Every path below /api/v1 the server answers (the CMS webhook is Strapi's, outside the contract). */
const SERVED = [
  '/branches',
  '/cards',
  '/cards/{key}',
  '/correspondent-accounts',
  '/credits',
  '/credits/{key}',
  '/currency-rates',
  '/deposits',
  '/deposits/{key}',
  '/docs',
  '/forms/appeal',
  '/forms/contact',
  '/forms/open-account',
  '/forms/vacancy-application',
  '/investment-funds',
  '/legal-entities',
  '/legal-entities/{key}',
  '/legal-entity-call-to-action',
  '/legal-entity-recommended-products',
  '/legal-entity-sliders',
  '/news',
  '/news-categories',
  '/news/{key}',
  '/openapi.json',
  '/pages/{key}',
  '/search',
  '/social-link',
  '/transfers',
  '/transfers/{key}',
  '/vacancies',
  '/vacancies/{key}',
];

/** A key that exists in the demo content, for each detail path. */
const KEYS: Record<string, string> = {
  cards: 'uzcard-classic',
  credits: 'avtokredit',
  deposits: 'omonat-plus',
  'legal-entities': 'credits',
  news: 'namangan-branch-opened',
  pages: 'about',
  transfers: 'international-transfers',
  vacancies: 'frontend-developer',
};

type Document = Parameters<typeof responseValidator>[0] & { openapi: string };

const LANGS = ['uz', 'en', 'ru'] as const;

describe('GET /api/v1/openapi.json: the contract integrators read', () => {
  let app: App;
  let state: { failing: boolean };
  let document: Document;
  let validate: ReturnType<typeof responseValidator>;
  const data = tempDataDir();
  before(async () => {
    ({ app, state } = appOverSwitchableCms({ DATA_DIR: data.path, FORMS_RATE_LIMIT_MAX: '100' }));
    const answer = await request(app).get('/api/v1/openapi.json').expect(200);
    document = answer.body as Document;
    validate = responseValidator(document);
  });
  after(async () => {
    await app.stop();
    data.remove();
  });

  const keyOf = (template: string) => KEYS[template.split('/')[1] ?? ''] ?? 'missing-key';

  async function call(template: string, query = '', key = keyOf(template)) {
    const answer = await request(app).get(`/api/v1${template.replace('{key}', key)}${query}`);
    validate(template, 'get', answer);
    return answer;
  }

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).to.deep.equal([]);
    expect(result.valid).to.equal(true);
    expect(validator.version).to.equal('3.1');
  });

  it('has a live response validator: a wrong answer fails it', () => {
    const headers = { 'content-type': 'application/json', etag: 'W/"1"', 'cache-control': 'x' };
    const wrong = { status: 200, headers };
    expect(() => validate('/deposits', 'get', { ...wrong, body: [{ id: 'one' }] })).to.throw(
      /must be integer/,
    );
    expect(() => validate('/deposits', 'get', { ...wrong, status: 418, body: {} })).to.throw(
      /documents no 418/,
    );
    expect(() =>
      validate('/deposits', 'get', {
        ...wrong,
        headers: { 'content-type': 'application/json' },
        body: [],
      }),
    ).to.throw(/ETag header is missing/);
  });

  it('documents exactly the paths the server answers', async () => {
    expect(Object.keys(document.paths).sort()).to.deep.equal(SERVED);
    for (const [path, unserved] of [
      ['/pages', 404],
      ['/news-categories/1', 404],
      ['/branches/1', 404],
      ['/no-such-resource', 404],
    ] as const) {
      expect((await request(app).get(`/api/v1${path}`)).status, path).to.equal(unserved);
    }
  });

  for (const lang of LANGS) {
    it(`answers every documented read in ${lang} as its schema says`, async () => {
      const reads = Object.keys(document.paths).filter(
        (path) => document.paths[path]?.get && !['/openapi.json', '/docs'].includes(path),
      );
      expect(reads).to.have.length(25);
      for (const template of reads) {
        const query = template === '/search' ? `?locale=${lang}&query=kredit` : `?locale=${lang}`;
        const answer = await call(template, query);
        expect(answer.status, template).to.equal(200);
      }
    });
  }

  it('answers 400, 404 and 503 with the documented error body', async () => {
    expect((await call('/deposits', '?locale=de')).status).to.equal(400);
    expect((await call('/news', '?page=0')).status).to.equal(400);
    expect((await call('/deposits/{key}', '', 'no-such-deposit')).status).to.equal(404);
    state.failing = true;
    try {
      const down = await call('/vacancies/{key}', '', 'not-cached-yet');
      expect(down.status).to.equal(503);
      expect(down.headers['retry-after']).to.equal('30');
    } finally {
      state.failing = false;
    }
  });

  it('answers every documented form with 201 and a refused one with its documented 400', async () => {
    const forms = {
      appeal: VALID.appeal,
      'vacancy-application': VALID.vacancy,
      contact: VALID.contact,
      'open-account': VALID.openAccount,
    };
    for (const [kind, fields] of Object.entries(forms)) {
      const path = `/forms/${kind}`;
      const post = () => {
        const form = request(app).post(`/api/v1${path}`).field(fields);
        return kind === 'vacancy-application' ? form.attach('cv_file', SAMPLE_PDF, 'cv.pdf') : form;
      };
      const sent = await post();
      validate(path, 'post', sent);
      expect(sent.status, kind).to.be.oneOf([201, 202]);
      const refused = await request(app)
        .post(`/api/v1${path}`)
        .field({ ...fields, name: 'x', contact_person: 'x', company_name: 'x' });
      validate(path, 'post', refused);
      expect(refused.status, kind).to.equal(400);
    }
  });

  it('answers a cross-site post, a reused key and a wrong file type as documented', async () => {
    const contact = () => request(app).post('/api/v1/forms/contact');
    const crossSite = await contact().set('Origin', 'https://evil.example').field(VALID.contact);
    validate('/forms/contact', 'post', crossSite);
    expect(crossSite.status).to.equal(403);
    const key = 'contract-test-key-0001';
    const first = await contact().field({ ...VALID.contact, idempotency_key: key });
    expect(first.status).to.be.oneOf([201, 202]);
    const reused = await contact().field({ ...VALID.contact, name: 'Other', idempotency_key: key });
    validate('/forms/contact', 'post', reused);
    expect(reused.status).to.equal(409);
    const wrongType = await request(app)
      .post('/api/v1/forms/vacancy-application')
      .field(VALID.vacancy)
      .attach('cv_file', PNG, 'cv.pdf');
    validate('/forms/vacancy-application', 'post', wrongType);
    expect(wrongType.status).to.equal(415);
  });

  it('shows the same description to people at /api/docs, without scripts', async () => {
    const page = await request(app).get('/api/docs').expect(200);
    expect(page.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).to.include("script-src 'self'");
    expect(page.text).not.to.include('<script');
    expect(page.text).to.include('<h2><code>POST /api/v1/forms/vacancy-application</code></h2>');
    expect(page.text).to.include('<h2><code>GET /api/v1/deposits/{key}</code></h2>');
    expect(page.text).to.include(
      '<strong>409</strong> The idempotency key was used with other content.',
    );
  });

  it('documents the unversioned paths as aliases that answer the same', async () => {
    expect(document as unknown as { servers: unknown }).to.have.deep.property('servers', [
      { url: '/api/v1', description: 'The versioned contract' },
      { url: '/api', description: 'Alias of /api/v1' },
    ]);
    const versioned = await request(app).get('/api/v1/deposits/omonat-plus?locale=en');
    const alias = await request(app).get('/api/deposits/omonat-plus?locale=en');
    expect(alias.status).to.equal(200);
    expect(alias.body).to.deep.equal(versioned.body);
    expect(alias.headers.etag).to.equal(versioned.headers.etag);
  });
});
