import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { depositsSite as strapi, strapiFixture } from '../support/strapi-fixtures';
import { bootJson, getPage, visibleText } from '../support/html';

const HOSTILE = '</script><script>window.pwned=1</script><!--';
const serverErrorText = 'Ошибка сервера: на сервере произошла ошибка';

function hostileDeposits() {
  const body = structuredClone(strapiFixture(4, 'contributions-list.ru.json')) as {
    data: { attributes: { name: string } }[];
  };
  body.data[0]!.attributes.name = HOSTILE;
  return body;
}

describe('pages served from a Strapi CMS (CMS_URL set)', () => {
  let cms: FakeStrapi;
  let app: App;
  // A fresh app (and so an empty CMS cache) per test, so one test's cached answers cannot hide another's failure.
  beforeEach(async () => {
    cms = await startFakeStrapi();
    app = createTestApp({
      CMS_URL: cms.baseUrl,
      CMS_TOKEN: 'test-token',
      CMS_TIMEOUT_MS: '300',
      CMS_CACHE_TTL: '0',
    });
  });
  afterEach(async () => {
    await app.stop();
    await cms.close();
  });

  it('renders the CMS content with absolute media URLs, asking in the page language with the token', async () => {
    cms.handle(strapi(() => ({ body: strapiFixture(4, 'contributions-list.ru.json') })));
    const page = await getPage(app, `/ru/deposit`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('Омонат Плюс');
    expect(page.html).to.include(`src="${cms.baseUrl}/uploads/`);
    const deposits = cms.requests.find((r) => r.path === '/api/contributions')!;
    expect(deposits.query).to.deep.include({ locale: 'ru', sort: ['popular_status:desc'] });
    expect(deposits.headers.authorization).to.equal('Bearer test-token');
  });

  it('escapes hostile CMS text in the page and in the serialized state', async () => {
    cms.handle(strapi(() => ({ body: hostileDeposits() })));
    const page = await getPage(app, `/ru/deposit`);
    expect(page.status).to.equal(200);
    expect(page.html).not.to.include('<script>window.pwned');
    expect(page.html).not.to.include('<!--</');
    const boot = bootJson(page.html);
    expect(boot).to.include('\\u003c/script\\u003e');
    expect(JSON.stringify(JSON.parse(boot))).to.include(HOSTILE.replace(/"/g, '\\"'));
    expect(visibleText(page.html)).to.include(HOSTILE);
  });

  it('shows the server-error page with 503 when the CMS answers 500', async () => {
    cms.handle(
      strapi(() => ({
        status: 500,
        body: {
          data: null,
          error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
        },
      })),
    );
    const page = await getPage(app, `/ru/deposit`);
    expect(page.status).to.equal(503);
    expect(page.text).to.include(serverErrorText);
    expect(page.text).to.include('25.12.2021');
  });

  it('shows the server-error page with 503 when the CMS does not answer in time', async () => {
    cms.handle(strapi(() => 'hang'));
    const page = await getPage(app, `/ru/deposit`);
    expect(page.status).to.equal(503);
    expect(page.text).to.include(serverErrorText);
  });

  it('treats a 4xx from the CMS as an empty result: an empty list, a missing detail', async () => {
    cms.handle(
      strapi(() => ({
        status: 403,
        body: strapiFixture(4, 'extra.forbidden-find-appeals-403.json'),
      })),
    );
    const list = await getPage(app, `/ru/deposit`);
    expect(list.status).to.equal(200);
    // Not the class name alone: the inlined first-screen CSS names it.
    expect(list.html).not.to.match(/class="product-card[ "]/);
    const detail = await getPage(app, `/ru/deposit/omonat-plus`);
    expect(detail.status).to.equal(404);
  });

  it('still answers with a page and a link home when the layout data fails', async () => {
    cms.handle(() => ({ status: 502, text: 'Bad gateway' }));
    const page = await getPage(app, `/en/cards`);
    expect(page.status).to.equal(503);
    expect(page.text).to.include('Server error: an error occurred on the server');
    expect(page.html).to.include('href="/en"');
  });

  it('keeps serving the last good content while the CMS fails', async () => {
    cms.handle(strapi(() => ({ body: strapiFixture(4, 'contributions-list.ru.json') })));
    expect((await getPage(app, `/ru/deposit`)).status).to.equal(200);
    cms.handle(() => ({ status: 500, body: {} }));
    const page = await getPage(app, `/ru/deposit`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('Омонат Плюс');
  });

  it('answers the read API with 503 and Retry-After when the CMS is down', async () => {
    cms.handle(() => ({ status: 500, body: {} }));
    const response = await request(app).get('/api/deposits?locale=ru');
    expect(response.status).to.equal(503);
    expect(response.headers['retry-after']).to.equal('30');
  });
});
