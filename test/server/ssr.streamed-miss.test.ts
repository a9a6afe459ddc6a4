import { get, type IncomingMessage } from 'node:http';
import { Script } from 'node:vm';
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
import { elementHtml } from '../../src/app/late-html';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const UNAVAILABLE = 'Не удалось загрузить этот раздел. Обновите страницу чуть позже.';

/** A GET whose text grows as its chunks arrive; `until` waits for the text to satisfy a test. */
function openPage(url: string): Promise<{
  response: IncomingMessage;
  text: () => string;
  until: (test: (text: string) => boolean) => Promise<string>;
  end: Promise<string>;
}> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let text = '';
      let waiters: (() => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (const waiter of waiters) waiter();
      });
      const end = new Promise<string>((resolveEnd, rejectEnd) => {
        response.on('end', () => resolveEnd(text));
        response.on('error', rejectEnd);
      });
      const until = (test: (text: string) => boolean) =>
        new Promise<string>((resolveText) => {
          const check = () => {
            if (!test(text)) return;
            waiters = waiters.filter((waiter) => waiter !== check);
            resolveText(text);
          };
          waiters.push(check);
          check();
        });
      resolve({ response, text: () => text, until, end });
    }).on('error', reject);
  });
}

/** The tag that loads the script revealing the late regions, a file with a hashed name. */
const REVEAL_SCRIPT = /<script src="(\/assets\/late-regions-\w+\.js)" async><\/script>/;

/** What src/app/late-regions.ts does in the browser: each late region in place of its placeholder. */
function withRegionsInPlace(streamed: string): string {
  let page = streamed.replace(REVEAL_SCRIPT, '');
  for (const [source, id] of streamed.matchAll(/<div hidden data-late-for="([^"]+)">/g)) {
    const at = page.indexOf(source);
    const region = elementHtml(page.slice(at + source.length), id!);
    page = page.slice(0, at) + page.slice(at + source.length + region.length + '</div>'.length);
    page = page.replace(elementHtml(page, id!), region);
  }
  return page;
}

/** The script elements whose text runs in the page (neither a file nor JSON). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map(
    (match) => match[0],
  );

describe('a page missed by the HTML cache while its slow regions are read', () => {
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

  it('sends the head and the body with placeholders at once, then each region as it answers, then the boot data', async () => {
    const page = await openPage(`${site.url}/ru`);
    expect(page.response.statusCode).to.equal(200);
    expect(page.response.headers['cache-control']).to.equal(SHARED);
    expect(page.response.headers.etag).to.equal(undefined);

    const shell = await page.until((text) => REVEAL_SCRIPT.test(text));
    expect(shell).to.match(/^<!doctype html><html lang="ru"/);
    // The first screen's CSS is in the head itself.
    expect(shell).to.include('<style>');
    expect(shell).to.match(
      /<div id="late-region-rates" class="late-region late-region--waiting" aria-busy="true">/,
    );
    expect(shell).to.match(
      /<div id="late-region-news" class="late-region late-region--waiting" aria-busy="true">/,
    );
    expect(visibleText(shell)).to.include('Вклады');
    expect(shell).to.include('</footer>');
    expect(shell).not.to.include(HOME_NEWS_TITLE);
    expect(shell).not.to.include('id="boot-data"');
    expect(cms.requests.filter(isSlowRegionCall).map((call) => call.path)).to.have.members([
      '/api/news',
      '/api/currency-rates',
    ]);

    release('/api/currency-rates');
    const rates = await page.until((text) => text.includes('data-late-for="late-region-rates"'));
    expect(rates.slice(shell.length)).to.include(`title="${HOME_RATE_NAME}"`);
    expect(rates).not.to.include('data-late-for="late-region-news"');
    expect(rates).not.to.include('id="boot-data"');

    release('/api/news');
    const whole = await page.end;
    const afterRates = whole.slice(rates.length);
    expect(afterRates.indexOf('data-late-for="late-region-news"')).to.be.above(-1);
    expect(afterRates.indexOf(HOME_NEWS_TITLE)).to.be.above(
      afterRates.indexOf('data-late-for="late-region-news"'),
    );
    expect(afterRates.indexOf('id="boot-data"')).to.be.above(afterRates.indexOf(HOME_NEWS_TITLE));
    expect(whole).to.match(/<\/html>$/);
    expect(whole.match(/<\/head>/g)).to.have.length(1);
    expect(inlineScripts(whole)).to.deep.equal(['<script id="head-script">']);
  });

  it('keeps the finished page: the next visitor gets it in one buffer with an ETag, and 304 when it matches', async () => {
    const page = await openPage(`${site.url}/ru`);
    await page.until((text) => REVEAL_SCRIPT.test(text));
    release('/api/currency-rates');
    release('/api/news');
    const miss = await page.end;
    const newsCalls = cms.requests.filter((call) => call.path === '/api/news').length;

    const hit = await request(site.url).get('/ru').set('Accept-Encoding', 'identity');
    expect(hit.status).to.equal(200);
    expect(hit.headers.etag).to.match(/^"[A-Za-z0-9_-]{27}"$/);
    expect(hit.headers['content-length']).to.equal(String(Buffer.byteLength(hit.text)));
    // The document the streamed miss becomes once its regions are in place, and nothing else.
    expect(hit.text).to.equal(withRegionsInPlace(miss));
    expect(hit.text).not.to.include('<div hidden data-late-for');
    expect(hit.text).not.to.include('class="late-region late-region--waiting"');
    expect(hit.text).not.to.include('late-regions-');
    expect(visibleText(hit.text)).to.include(HOME_NEWS_TITLE);
    expect(cms.requests.filter((call) => call.path === '/api/news')).to.have.length(newsCalls);

    const again = await request(site.url)
      .get('/ru')
      .set({ 'If-None-Match': hit.headers.etag!, 'Cache-Control': 'max-age=0' });
    expect(again.status).to.equal(304);
    expect(again.text).to.equal('');
  });

  it('reveals the regions with a script whose name changes with its content, cached for good, that runs as a classic script', async () => {
    const page = await openPage(`${site.url}/ru`);
    const [, src] = REVEAL_SCRIPT.exec(await page.until((text) => REVEAL_SCRIPT.test(text)))!;
    release('/api/currency-rates');
    release('/api/news');
    await page.end;

    const script = await request(site.url).get(src!).set('Accept-Encoding', 'identity');
    expect(script.status).to.equal(200);
    expect(script.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(script.text).to.include('data-late-for');
    // A classic script: an import statement, which the build adds to module entries, would not parse.
    expect(() => new Script(script.text)).not.to.throw();
  });

  it('answers a missing page with 404 without waiting for any slow region', async () => {
    const missing = await request(site.url).get('/ru/no-such-page');
    expect(missing.status).to.equal(404);
    expect(missing.headers['cache-control']).to.equal('no-store');
  });

  it('streams a region whose read failed after the body went out as unavailable, and keeps no copy', async () => {
    const page = await openPage(`${site.url}/ru`);
    await page.until((text) => REVEAL_SCRIPT.test(text));
    failing.add('/api/news');
    release('/api/currency-rates');
    release('/api/news');
    const whole = await page.end;
    const news = elementHtml(
      whole.slice(whole.indexOf('data-late-for="late-region-news"')),
      'late-region-news',
    );
    expect(visibleText(`<div id="root">${news}`)).to.include(UNAVAILABLE);
    expect(whole).to.include(`title="${HOME_RATE_NAME}"`);

    const next = await request(site.url).get('/ru');
    expect(next.headers['cache-control']).to.equal('private, no-cache');
    expect(visibleText(next.text)).to.include(UNAVAILABLE);
    expect(cms.requests.filter((call) => call.path === '/api/news')).to.have.length(2);
  });

  it('shows a slow region that failed as unavailable in a 200 page that no cache keeps', async () => {
    for (const resolve of held.values()) resolve();
    failing.add('/api/news');
    const page = await request(site.url).get('/ru');
    expect(page.status).to.equal(200);
    expect(visibleText(page.text)).to.include(UNAVAILABLE);
    expect(page.text).to.include(`title="${HOME_RATE_NAME}"`);
    expect(page.headers['cache-control']).to.equal('private, no-cache');
    await request(site.url).get('/ru');
    expect(cms.requests.filter((call) => call.path === '/api/news')).to.have.length(2);
  });
});
