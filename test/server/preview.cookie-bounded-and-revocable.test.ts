import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { previewKeyId, signPreview } from '../../server/preview/preview-cookie';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeHandler, type FakeStrapi } from '../support/fake-strapi';
import { strapiFixture } from '../support/strapi-fixtures';
import { getPage } from '../support/html';

const SECRET = 'preview-secret-0123456789';
const PAGE = '/ru/deposit/omonat-plus';
const PUBLISHED = 'Омонат Плюс';
const DRAFT = 'Омонат Плюс — черновик';
const BAR = 'Предпросмотр — не опубликовано';
const HOUR = 60 * 60 * 1000;
/** Random cookie ids have this shape (16 bytes, base64url). */
const SOME_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

const LAYOUT: Record<string, string> = {
  '/api/news-categories': 'news-categories.ru.json',
  '/api/social-link': 'social-link.ru.json',
  '/api/legal-entities': 'legal-entities-list.ru.json',
};

/** A Strapi 5 whose deposit `omonat-plus` has a draft of another name. */
const strapiWithDraft: FakeHandler = (request) => {
  const file = LAYOUT[request.path];
  if (file) return { body: strapiFixture(5, file) };
  if (request.path !== '/api/contributions') return undefined;
  const { data } = structuredClone(strapiFixture(5, 'contribution-detail.ru.json')) as {
    data: Record<string, unknown>;
  };
  if ((request.query as Record<string, unknown>).status === 'draft') data.name = DRAFT;
  const pagination = { page: 1, pageSize: 25, pageCount: 1, total: 1 };
  return { body: { data: [data], meta: { pagination } } };
};

/**
 * Issue 32, item 5. The preview cookie is a bearer token: it must end by itself within the hour
 * it is issued for, end when the editor exits, and end for every holder when the secret changes.
 */
describe('the preview cookie is bounded and revocable', () => {
  let cms: FakeStrapi;
  let app: App;
  const sees = async (cookie: string) => {
    const page = await getPage(app, PAGE, { Cookie: `cms_preview=${cookie}` });
    return {
      status: page.status,
      draft: page.text.includes(DRAFT),
      bar: page.text.includes(BAR),
      published: page.text.includes(PUBLISHED),
    };
  };
  const PUBLISHED_PAGE = { status: 200, draft: false, bar: false, published: true };
  const DRAFT_PAGE = { status: 200, draft: true, bar: true, published: true };
  const enter = async () => {
    const response = await request(app).get(`/api/preview?secret=${SECRET}&url=${PAGE}`);
    const [set] = response.headers['set-cookie'] as unknown as string[];
    return /^cms_preview=([^;]+);/.exec(set!)![1]!;
  };

  before(async () => {
    cms = await startFakeStrapi(strapiWithDraft);
    app = createTestApp({
      CMS_URL: cms.baseUrl,
      CMS_VERSION: '5',
      CMS_TOKEN: 'site-token',
      CMS_PREVIEW_TOKEN: 'draft-token',
      CMS_PREVIEW_SECRET: SECRET,
    });
  });
  after(async () => {
    await app.stop();
    await cms.close();
  });

  it('a fresh cookie from "Open preview" shows the draft under the preview bar', async () => {
    const cookie = await enter();
    expect(cookie).to.match(/^[\w-]{8}\.[\w-]{22}\.\d{13}\.[\w-]{43}$/);
    expect(await sees(cookie)).to.deep.equal(DRAFT_PAGE);
  });

  it('a cookie signed with the secret by hand, for an hour, works like one the site issued', async () => {
    const cookie = signPreview(SECRET, {
      keyId: previewKeyId(SECRET),
      id: SOME_ID,
      expiresAt: Date.now() + HOUR - 1000,
    });
    expect(await sees(cookie)).to.deep.equal(DRAFT_PAGE);
  });

  describe('an expiry further than an hour from now is refused', () => {
    const expiries = {
      'the year 33658 (999999999999999 ms)': () => 999_999_999_999_999,
      'a day from now': () => Date.now() + 24 * HOUR,
      'two hours from now': () => Date.now() + 2 * HOUR,
    };
    for (const [when, expiresAt] of Object.entries(expiries)) {
      it(`signed with the right secret for ${when}: the published page`, async () => {
        const cookie = signPreview(SECRET, {
          keyId: previewKeyId(SECRET),
          id: SOME_ID,
          expiresAt: expiresAt(),
        });
        expect(await sees(cookie)).to.deep.equal(PUBLISHED_PAGE);
      });
    }
  });

  describe('a cookie of another key id is refused', () => {
    it('signed with the right secret but naming another key id: the published page', async () => {
      const cookie = signPreview(SECRET, {
        keyId: 'oldKey00',
        id: SOME_ID,
        expiresAt: Date.now() + HOUR / 2,
      });
      expect(await sees(cookie)).to.deep.equal(PUBLISHED_PAGE);
    });

    it('a valid cookie whose key id is swapped for another: the published page', async () => {
      const [, ...rest] = (await enter()).split('.');
      expect(await sees(['oldKey00', ...rest].join('.'))).to.deep.equal(PUBLISHED_PAGE);
    });

    it('issued under the secret before a rotation: the published page', async () => {
      const old = 'the-secret-before-rotation';
      const cookie = signPreview(old, {
        keyId: previewKeyId(old),
        id: SOME_ID,
        expiresAt: Date.now() + HOUR / 2,
      });
      expect(previewKeyId(old)).not.to.equal(previewKeyId(SECRET));
      expect(await sees(cookie)).to.deep.equal(PUBLISHED_PAGE);
    });
  });

  describe('exit ends the cookie', () => {
    it('replayed after exit it shows the published page, and the read API reads published', async () => {
      const cookie = await enter();
      expect(await sees(cookie)).to.deep.equal(DRAFT_PAGE);
      const exit = await request(app)
        .get(`/api/preview/exit?url=${encodeURIComponent(PAGE)}`)
        .set('Cookie', `cms_preview=${cookie}`);
      expect(exit.status).to.equal(303);
      expect(exit.headers.location).to.equal(PAGE);
      expect(await sees(cookie)).to.deep.equal(PUBLISHED_PAGE);
      const api = await request(app)
        .get('/api/v1/deposits/omonat-plus?locale=ru')
        .set('Cookie', `cms_preview=${cookie}`);
      expect(api.status).to.equal(200);
      expect(api.body.name).to.equal(PUBLISHED);
      expect(api.headers['cache-control']).to.equal('public, max-age=60');
    });

    it('ends that cookie only: another editor’s preview goes on', async () => {
      const mine = await enter();
      const theirs = await enter();
      await request(app).get('/api/preview/exit').set('Cookie', `cms_preview=${mine}`);
      expect(await sees(mine)).to.deep.equal(PUBLISHED_PAGE);
      expect(await sees(theirs)).to.deep.equal(DRAFT_PAGE);
    });

    it('and "Open preview" again gives a new cookie that works', async () => {
      const first = await enter();
      await request(app).get('/api/preview/exit').set('Cookie', `cms_preview=${first}`);
      const second = await enter();
      expect(second).not.to.equal(first);
      expect(await sees(second)).to.deep.equal(DRAFT_PAGE);
    });
  });
});
