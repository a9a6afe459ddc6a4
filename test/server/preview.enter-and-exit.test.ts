import { expect } from 'chai';
import request from 'supertest';
import { previewKeyId, signPreview } from '../../server/preview/preview-cookie';
import { appForSuite, createTestApp } from '../support/start-app';
import { getPage } from '../support/html';

const SECRET = 'preview-secret-0123456789';
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const enterLink = (secret: string, url: string) =>
  `/api/preview?secret=${encodeURIComponent(secret)}&url=${encodeURIComponent(url)}`;

describe('GET /api/preview (Strapi\'s "Open preview")', () => {
  const suite = appForSuite({ CMS_PREVIEW_SECRET: SECRET });

  it('answers 401 to a wrong secret and sets no cookie', async () => {
    const response = await request(suite.app).get(enterLink('not-the-preview-secret', '/ru'));
    expect(response.status).to.equal(401);
    expect(response.body).to.deep.equal({
      error: { status: 401, message: 'Wrong preview secret' },
    });
    expect(response.headers['set-cookie']).to.equal(undefined);
  });

  it('answers 401 without a secret and sets no cookie', async () => {
    const response = await request(suite.app).get('/api/preview?url=%2Fru');
    expect(response.status).to.equal(401);
    expect(response.headers['set-cookie']).to.equal(undefined);
  });

  for (const url of ['//evil.com', 'https://evil.com', '/\\evil.com', 'ru/deposit']) {
    it(`refuses to send the editor to ${url} (400, no cookie)`, async () => {
      const response = await request(suite.app).get(enterLink(SECRET, url));
      expect(response.status).to.equal(400);
      expect(response.body).to.deep.equal({
        error: { status: 400, message: 'Parameter "url" must be a path of this site' },
      });
      expect(response.headers['set-cookie']).to.equal(undefined);
    });
  }

  it('sets an hour-long HttpOnly, SameSite=Lax preview cookie and opens the page', async () => {
    const response = await request(suite.app).get(enterLink(SECRET, '/ru/deposit?tab=2'));
    expect(response.status).to.equal(303);
    expect(response.headers.location).to.equal('/ru/deposit?tab=2');
    expect(response.headers['cache-control']).to.equal('no-store');
    const [cookie] = response.headers['set-cookie'] as unknown as string[];
    expect(cookie).to.match(
      /^cms_preview=[\w-]{8}\.[\w-]{22}\.\d{13}\.[\w-]{43}; Max-Age=3600; Path=\/; Expires=[^;]+ GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it('ends the preview at /api/preview/exit and goes back to the same page', async () => {
    const response = await request(suite.app).get('/api/preview/exit?url=%2Fru%2Fdeposit');
    expect(response.status).to.equal(303);
    expect(response.headers.location).to.equal('/ru/deposit');
    expect(response.headers['set-cookie']).to.deep.equal([
      'cms_preview=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ]);
  });

  it('shows the embedded content under the preview bar, whose link ends the preview', async () => {
    const enter = await request(suite.app).get(enterLink(SECRET, '/ru/deposit'));
    const cookie = (enter.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const page = await getPage(suite.app, '/ru/deposit', { Cookie: cookie });
    expect(page.status).to.equal(200);
    expect(page.text).to.include('Предпросмотр — не опубликовано Выйти из предпросмотра');
    expect(page.text).to.include('Омонат Плюс');
    expect(page.html).to.include('href="/api/preview/exit?url=%2Fru%2Fdeposit"');
    expect(page.headers.get('cache-control')).to.equal('private, no-store');
  });

  describe('a cookie the site did not sign, or signed long ago', () => {
    const signed = (secret: string, expiresAt: number) =>
      signPreview(secret, { keyId: previewKeyId(secret), id: 'A'.repeat(22), expiresAt });
    const cookies = {
      forged: 'cms_preview=99999999999999.c2lnbmVkLWJ5LW5vYm9keQ',
      'signed with another secret': `cms_preview=${signed('another-secret-0123456789', Date.now() + 60_000)}`,
      expired: `cms_preview=${signed(SECRET, Date.now() - 1000)}`,
    };
    for (const [kind, cookie] of Object.entries(cookies)) {
      it(`changes nothing when ${kind}: the published page, shared by caches`, async () => {
        const page = await getPage(suite.app, '/en/deposit', { Cookie: cookie });
        expect(page.status).to.equal(200);
        expect(page.headers.get('cache-control')).to.equal(SHARED);
        expect(page.headers.get('etag')).to.match(/^"[\w-]{27}"$/);
        expect(page.text).not.to.include('Preview — not published');
        expect(page.html).not.to.include('noindex');
      });
    }
  });
});

describe('GET /api/preview in production', () => {
  it("makes the cookie SameSite=None; Secure; Partitioned, for the CMS admin's iframe", async () => {
    const app = createTestApp({ NODE_ENV: 'production', CMS_PREVIEW_SECRET: SECRET });
    try {
      const response = await request(app).get(enterLink(SECRET, '/'));
      expect(response.status).to.equal(303);
      const [cookie] = response.headers['set-cookie'] as unknown as string[];
      expect(cookie).to.match(
        /^cms_preview=[\w-]{8}\.[\w-]{22}\.\d{13}\.[\w-]{43}; Max-Age=3600; Path=\/; Expires=[^;]+ GMT; HttpOnly; Secure; Partitioned; SameSite=None$/,
      );
    } finally {
      await app.stop();
    }
  });
});

describe('GET /api/preview without CMS_PREVIEW_SECRET', () => {
  const suite = appForSuite();

  it('does not exist (404), like the webhook without its secret', async () => {
    const enter = await request(suite.app).get(enterLink('anything-at-all-here', '/'));
    const exit = await request(suite.app).get('/api/preview/exit?url=%2F');
    expect([enter.status, exit.status]).to.deep.equal([404, 404]);
    expect(enter.headers['set-cookie']).to.equal(undefined);
  });
});
