import { get, type IncomingMessage } from 'node:http';
import { expect } from 'chai';
import request from 'supertest';
import { startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import {
  HOME_NEWS_TITLE,
  HOME_RATE_NAME,
  homeSite,
  isSlowRegionCall,
} from '../support/slow-home-cms';
import { visibleText } from '../support/html';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A GET that hands over the response as it arrives: its head, then each chunk in turn. */
function openPage(
  url: string,
): Promise<{ response: IncomingMessage; next: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.setEncoding('utf8');
      const next = () =>
        new Promise<string>((resolveChunk, rejectChunk) => {
          response.once('data', resolveChunk);
          response.once('error', rejectChunk);
        });
      resolve({ response, next });
    }).on('error', reject);
  });
}

function rest(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => resolve(text));
    response.on('error', reject);
  });
}

describe('a page missed by the HTML cache while its slow regions are read', () => {
  let cms: FakeStrapi;
  let site: RunningApp;
  let releaseSlowRegions: () => void;

  beforeEach(async () => {
    const slowRegions = new Promise<void>((resolve) => (releaseSlowRegions = resolve));
    cms = await startFakeStrapi(
      homeSite((call) => (isSlowRegionCall(call) ? slowRegions : Promise.resolve())),
    );
    site = await startApp({ CMS_URL: cms.baseUrl, CMS_TOKEN: 'test-token', CMS_CACHE_TTL: '0' });
  });
  afterEach(async () => {
    releaseSlowRegions();
    await site.close();
    await cms.close();
  });

  it('sends the status and the head before the news and rates have answered, then the whole page', async () => {
    const { response, next } = await openPage(`${site.url}/ru`);
    expect(response.statusCode).to.equal(200);
    expect(response.headers['cache-control']).to.equal(SHARED);
    expect(response.headers.etag).to.equal(undefined);
    const first = await next();
    expect(first).to.match(/^<!doctype html><html lang="ru"/);
    expect(first).to.match(/<\/head>$/);
    // The first screen's CSS is in the head itself.
    expect(first).to.include('<style>');
    expect(cms.requests.filter(isSlowRegionCall).map((call) => call.path)).to.have.members([
      '/api/news',
      '/api/currency-rates',
    ]);

    releaseSlowRegions();
    const page = first + (await rest(response));
    expect(page).to.match(/<\/html>$/);
    expect(visibleText(page)).to.include(HOME_NEWS_TITLE);
    expect(page).to.include(`title="${HOME_RATE_NAME}"`);
    expect(page.match(/<\/head>/g)).to.have.length(1);
  });

  it('keeps the finished page: the next visitor gets it in one buffer with an ETag, and 304 when it matches', async () => {
    const { response, next } = await openPage(`${site.url}/ru`);
    expect(response.headers.etag).to.equal(undefined);
    const first = await next();
    releaseSlowRegions();
    const miss = { text: first + (await rest(response)) };
    const newsCalls = cms.requests.filter((call) => call.path === '/api/news').length;

    const hit = await request(site.url).get('/ru').set('Accept-Encoding', 'identity');
    expect(hit.status).to.equal(200);
    expect(hit.headers.etag).to.match(/^"[A-Za-z0-9_-]{27}"$/);
    expect(hit.headers['content-length']).to.equal(String(Buffer.byteLength(miss.text)));
    expect(hit.text).to.equal(miss.text);
    expect(cms.requests.filter((call) => call.path === '/api/news')).to.have.length(newsCalls);

    const again = await request(site.url)
      .get('/ru')
      .set({ 'If-None-Match': hit.headers.etag!, 'Cache-Control': 'max-age=0' });
    expect(again.status).to.equal(304);
    expect(again.text).to.equal('');
  });

  it('answers a missing page with 404 without waiting for any slow region', async () => {
    const missing = await request(site.url).get('/ru/no-such-page');
    expect(missing.status).to.equal(404);
    expect(missing.headers['cache-control']).to.equal('no-store');
  });

  it('shows a slow region that failed as unavailable in a 200 page that no cache keeps', async () => {
    releaseSlowRegions();
    const home = homeSite(() => Promise.resolve());
    cms.handle((call) =>
      call.path === '/api/news'
        ? { status: 500, body: { data: null, error: { status: 500 } } }
        : home(call),
    );
    const page = await request(site.url).get('/ru');
    expect(page.status).to.equal(200);
    expect(visibleText(page.text)).to.include(
      'Не удалось загрузить этот раздел. Обновите страницу чуть позже.',
    );
    expect(page.text).to.include(`title="${HOME_RATE_NAME}"`);
    expect(page.headers['cache-control']).to.equal('private, no-cache');
    await request(site.url).get('/ru');
    expect(cms.requests.filter((call) => call.path === '/api/news')).to.have.length(2);
  });
});
