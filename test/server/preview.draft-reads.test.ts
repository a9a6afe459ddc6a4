import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeHandler, type FakeStrapi } from '../support/fake-strapi';
import { strapiFixture } from '../support/strapi-fixtures';
import { getPage } from '../support/html';

const SECRET = 'preview-secret-0123456789';
const PAGE = '/ru/deposit/omonat-plus';
const DRAFT = 'Омонат Плюс — новая редакция';
const BAR = 'Предпросмотр — не опубликовано';

const LAYOUT: Record<string, string> = {
  '/api/news-categories': 'news-categories.ru.json',
  '/api/social-link': 'social-link.ru.json',
  '/api/legal-entities': 'legal-entities-list.ru.json',
};

type Entry = Record<string, unknown> & { attributes?: Record<string, unknown> };

/**
 * A Strapi of one version from its samples: the layout, and the deposit `omonat-plus` whose draft
 * (asked for the way that version takes it) has a new name; a plain read gets the published one.
 */
function strapiWithDraft(version: 4 | 5, isDraftRead: (query: object) => boolean): FakeHandler {
  return (request) => {
    const file = LAYOUT[request.path];
    if (file) return { body: strapiFixture(version, file) };
    if (request.path !== '/api/contributions') return undefined;
    const { data } = structuredClone(strapiFixture(version, 'contribution-detail.ru.json')) as {
      data: Entry;
    };
    if (isDraftRead(request.query)) (data.attributes ?? data).name = DRAFT;
    const pagination = { page: 1, pageSize: 25, pageCount: 1, total: 1 };
    return { body: { data: [data], meta: { pagination } } };
  };
}

const STAND_INS = [
  { version: 5, draftQuery: { status: 'draft' } },
  { version: 4, draftQuery: { publicationState: 'preview' } },
] as const;

for (const { version, draftQuery } of STAND_INS) {
  const [[name, value]] = Object.entries(draftQuery) as [[string, string]];
  const isDraftRead = (query: object) => (query as Record<string, unknown>)[name] === value;

  describe(`preview of drafts from a Strapi ${version} (${name}=${value})`, () => {
    let cms: FakeStrapi;
    let app: App;
    let cookie: string;
    const deposits = () => cms.requests.filter((r) => r.path === '/api/contributions');

    beforeEach(async () => {
      cms = await startFakeStrapi(strapiWithDraft(version, isDraftRead));
      app = createTestApp({
        CMS_URL: cms.baseUrl,
        CMS_TOKEN: 'site-token',
        CMS_PREVIEW_TOKEN: 'draft-token',
        CMS_PREVIEW_SECRET: SECRET,
      });
      const enter = await request(app).get(`/api/preview?secret=${SECRET}&url=${PAGE}`);
      cookie = (enter.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    });
    afterEach(async () => {
      await app.stop();
      await cms.close();
    });

    it('asks the CMS for the draft with the preview token and shows it under the bar', async () => {
      const page = await getPage(app, PAGE, { Cookie: cookie });
      expect(page.status).to.equal(200);
      expect(page.text).to.include(`${BAR} Выйти из предпросмотра`);
      expect(page.text).to.include(DRAFT);
      const [read] = deposits();
      expect(read?.query).to.deep.include({ ...draftQuery, locale: 'ru' });
      expect(read?.headers.authorization).to.equal('Bearer draft-token');
    });

    it('answers the preview for this browser only: private, no-store, noindex, no ETag', async () => {
      const page = await getPage(app, PAGE, { Cookie: cookie });
      expect(page.headers.get('cache-control')).to.equal('private, no-store');
      expect(page.headers.get('x-robots-tag')).to.equal('noindex');
      expect(page.headers.get('etag')).to.equal(null);
      expect(page.html).to.include('<meta name="robots" content="noindex"/>');
    });

    it('lets the CMS admin frame a preview, and only a preview', async () => {
      const preview = await getPage(app, PAGE, { Cookie: cookie });
      const published = await getPage(app, PAGE);
      expect(preview.headers.get('content-security-policy')).to.include(
        `frame-ancestors 'self' ${cms.baseUrl};`,
      );
      expect(preview.headers.get('x-frame-options')).to.equal(null);
      expect(published.headers.get('content-security-policy')).to.include(
        "frame-ancestors 'self';",
      );
      expect(published.headers.get('x-frame-options')).to.equal('SAMEORIGIN');
    });

    it('leaves nothing of the draft in a cache: the next visitor gets the published deposit', async () => {
      await getPage(app, PAGE, { Cookie: cookie });
      const visitor = await getPage(app, PAGE);
      expect(visitor.text).to.include('Омонат Плюс');
      expect(visitor.text).not.to.include(DRAFT);
      expect(visitor.text).not.to.include(BAR);
      const published = deposits().at(-1);
      expect(published?.query).not.to.have.property(name);
      expect(published?.headers.authorization).to.equal('Bearer site-token');
      const again = await getPage(app, PAGE);
      expect(again.text).not.to.include(DRAFT);
      expect(again.headers.get('etag')).to.equal(visitor.headers.get('etag'));
    });

    it('does not answer a preview from the page cached for visitors, nor disturb it', async () => {
      const visitor = await getPage(app, PAGE);
      expect(visitor.headers.get('cache-control')).to.equal(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
      const preview = await getPage(app, PAGE, { Cookie: cookie });
      expect(preview.text).to.include(DRAFT);
      const reads = deposits().length;
      const after = await getPage(app, PAGE);
      expect(after.html).to.equal(visitor.html);
      expect(deposits().length).to.equal(reads);
    });

    it('reads drafts through the read API too, for the browser app, and shares none', async () => {
      const api = `/api/v1/deposits/omonat-plus?locale=ru`;
      const draft = await request(app).get(api).set('Cookie', cookie);
      expect(draft.body).to.deep.include({ name: DRAFT });
      expect(draft.headers['cache-control']).to.equal('private, no-store');
      expect(draft.headers.etag).to.equal(undefined);
      const published = await request(app).get(api);
      expect(published.body).to.deep.include({ name: 'Омонат Плюс' });
      expect(published.headers['cache-control']).to.equal('public, max-age=60');
    });

    it('searches the drafts in a preview without putting them in the shared index', async () => {
      const search = `/api/v1/search?locale=ru&query=${encodeURIComponent('редакция')}`;
      const preview = await request(app).get(search).set('Cookie', cookie);
      expect(preview.body).to.have.length(1);
      const visitor = await request(app).get(search);
      expect(visitor.body).to.deep.equal([]);
    });
  });
}
