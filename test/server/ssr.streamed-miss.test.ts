import { get, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
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
import { waitFor } from '../support/wait-for';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const UNAVAILABLE = 'Не удалось загрузить этот раздел. Обновите страницу чуть позже.';

/** A GET that records when its headers and its bytes arrive. */
function openPage(url: string) {
  let response: IncomingMessage | undefined;
  let text = '';
  const end = new Promise<string>((resolve, reject) => {
    get(url, (answer) => {
      response = answer;
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve(text));
      answer.on('error', reject);
    }).on('error', reject);
  });
  return { response: () => response, text: () => text, end };
}

/** The script elements whose text runs in the page (neither a file nor JSON). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map(
    (match) => match[0],
  );

/**
 * Issue 34: the home's news and rates are read like every other read, so a miss whose CMS is slow
 * for them sends nothing until they have answered, then the whole page at once (rendered by
 * React's stream renderer), the same bytes the HTML cache keeps. The hand-made late-region
 * streaming this file tested before is gone (decision 007).
 */
describe('a page missed by the HTML cache while its slow reads are out', () => {
  let cms: FakeStrapi;
  let site: RunningApp;
  const held = new Map<string, () => void>();
  const release = (path: string) => held.get(path)?.();
  /** CMS paths that answer 500 (once released, for a held one). */
  let failing: Set<string>;

  beforeEach(async () => {
    const holds = new Map(
      ['/api/news', '/api/currency-rates'].map((path) => [
        path,
        new Promise<void>((resolve) => held.set(path, resolve)),
      ]),
    );
    failing = new Set();
    const home = homeSite(() => Promise.resolve());
    cms = await startFakeStrapi(async (call) => {
      if (isSlowRegionCall(call)) await holds.get(call.path);
      return failing.has(call.path)
        ? { status: 500, body: { data: null, error: { status: 500 } } }
        : home(call);
    });
    site = await startApp({ CMS_URL: cms.baseUrl, CMS_TOKEN: 'test-token', CMS_CACHE_TTL: '0' });
  });
  afterEach(async () => {
    for (const resolve of held.values()) resolve();
    await site.close();
    await cms.close();
  });

  it('sends no byte before every read has answered, then the whole page with its ETag', async () => {
    const page = openPage(`${site.url}/ru`);
    await waitFor(() => cms.requests.filter(isSlowRegionCall).length === 2);
    release('/api/currency-rates');
    await sleep(200);
    expect(page.response()).to.equal(undefined);
    release('/api/news');
    const whole = await page.end;
    const headers = page.response()!.headers;
    expect(page.response()!.statusCode).to.equal(200);
    expect(headers['cache-control']).to.equal(SHARED);
    expect(headers.etag).to.match(/^"[A-Za-z0-9_-]{27}"$/);
    expect(whole).to.match(/^<!DOCTYPE html><html lang="ru"/);
    expect(whole).to.include('<style>');
    expect(visibleText(whole)).to.include(HOME_NEWS_TITLE).and.to.include('Вклады');
    expect(whole).to.include(`title="${HOME_RATE_NAME}"`);
    expect(whole).to.match(/<\/html>$/);
    // Every Suspense boundary inline, none completed later by React's inline scripts.
    expect(whole).not.to.include('<template');
    expect(inlineScripts(whole)).to.deep.equal(['<script id="head-script">']);
  });

  it('keeps the bytes the first visitor got: the next gets them from the cache, and 304 when it matches', async () => {
    const page = openPage(`${site.url}/ru`);
    release('/api/currency-rates');
    release('/api/news');
    const miss = await page.end;
    const newsCalls = cms.requests.filter((call) => call.path === '/api/news').length;

    const hit = await request(site.url).get('/ru').set('Accept-Encoding', 'identity');
    expect(hit.status).to.equal(200);
    expect(hit.headers.etag).to.equal(page.response()!.headers.etag);
    expect(hit.text).to.equal(miss);
    expect(cms.requests.filter((call) => call.path === '/api/news')).to.have.length(newsCalls);

    const again = await request(site.url)
      .get('/ru')
      .set({ 'If-None-Match': hit.headers.etag!, 'Cache-Control': 'max-age=0' });
    expect(again.status).to.equal(304);
    expect(again.text).to.equal('');
  });

  it('answers a missing page with 404 without waiting for any slow read', async () => {
    const missing = await request(site.url).get('/ru/no-such-page');
    expect(missing.status).to.equal(404);
    expect(missing.headers['cache-control']).to.equal('no-store');
  });

  it('shows a slow region whose read failed as unavailable in a 200 page that no cache keeps', async () => {
    failing.add('/api/news');
    for (const resolve of held.values()) resolve();
    const page = await request(site.url).get('/ru');
    expect(page.status).to.equal(200);
    expect(visibleText(page.text)).to.include(UNAVAILABLE);
    expect(page.text).to.include(`title="${HOME_RATE_NAME}"`);
    expect(page.headers['cache-control']).to.equal('private, no-cache');
    await request(site.url).get('/ru');
    expect(cms.requests.filter((call) => call.path === '/api/news')).to.have.length(2);
  });
});
