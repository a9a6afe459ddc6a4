import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, withPage } from '../support/browser';
import { startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { HOME_NEWS_TITLE, homeSite, isSlowRegionCall } from '../support/slow-home-cms';

/** The API reads a page makes from the browser. */
function apiReadsOf(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(request.url());
  });
  return reads;
}

/**
 * The page's content as it stands at the load event: the streamed page's late regions are in
 * place by then (an async script holds the event), and the modules that hydrate it start after.
 */
const recordRootAtLoad = (page: Page) =>
  page.evaluateOnNewDocument(() =>
    addEventListener('load', () => {
      Object.assign(window, { rootAtLoad: document.getElementById('root')!.outerHTML });
    }),
  );
const rootAtLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { rootAtLoad?: string }).rootAtLoad);

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

describe('browser: a home page streamed on an HTML-cache miss', function () {
  this.timeout(60_000);
  let browser: Browser;
  let cms: FakeStrapi;
  let site: RunningApp;
  let dataDir: string;
  let slowRegions: Promise<void>;
  let releaseSlowRegions: () => void;
  /** The news and rates answer only once released. */
  const hold = () => (slowRegions = new Promise<void>((resolve) => (releaseSlowRegions = resolve)));

  before(async function () {
    browser = await launchBrowser(this);
    hold();
    cms = await startFakeStrapi(
      homeSite((call) => (isSlowRegionCall(call) ? slowRegions : Promise.resolve())),
    );
    dataDir = mkdtempSync(join(tmpdir(), 'bank-browser-'));
    site = await startApp({ DATA_DIR: dataDir, CMS_URL: cms.baseUrl, CMS_CACHE_TTL: '0' });
  });
  after(async () => {
    releaseSlowRegions?.();
    await browser?.close();
    await site?.close();
    await cms?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the page before the news, puts the news in place and hydrates to the cached page', async () => {
    hold();
    const streamed = await withPage(browser, async ({ page, problems }) => {
      const apiReads = apiReadsOf(page);
      await recordRootAtLoad(page);
      const loaded = page.goto(`${site.url}/ru`, { waitUntil: 'load' });
      // DOM queries: the accessibility tree (`::-p-aria`) waits for the parser to finish.
      const newsHeading = await page.waitForSelector('main h2 ::-p-text(Новости)');
      expect(await newsHeading?.isVisible()).to.equal(true);
      expect(await page.$(`::-p-text(${HOME_NEWS_TITLE})`)).to.equal(null);
      releaseSlowRegions();
      const response = await loaded;
      expect(response?.status()).to.equal(200);
      // No ETag: the streamed miss, whose bytes were not known when its headers went out.
      expect(response?.headers().etag).to.equal(undefined);
      await hydrated(page);
      const news = await page.waitForSelector(
        `::-p-aria([name="${HOME_NEWS_TITLE}"][role="link"])`,
      );
      expect(await news?.evaluate((link) => link.getAttribute('href'))).to.match(/^\/ru\/news\//);
      expect(await news?.evaluate((link) => link.closest('main') !== null)).to.equal(true);
      // The hidden copies and the script that moved them are gone.
      expect(await page.$$('[data-late-for], script[src^="/assets/late-regions-"]')).to.have.length(
        0,
      );
      expect(apiReads).to.deep.equal([]);
      expect(problems).to.deep.equal([]);
      return rootAtLoad(page);
    });
    const cached = await withPage(browser, async ({ page, problems }) => {
      await recordRootAtLoad(page);
      const response = await page.goto(`${site.url}/ru`, { waitUntil: 'load' });
      expect(response?.headers().etag).to.match(/^"[A-Za-z0-9_-]{27}"$/);
      await hydrated(page);
      expect(problems).to.deep.equal([]);
      return rootAtLoad(page);
    });
    expect(streamed).to.include(HOME_NEWS_TITLE);
    expect(streamed).to.equal(cached);
  });

  it('shows the news below the page when scripts are off', async () => {
    hold();
    await withPage(browser, async ({ page }) => {
      await page.setJavaScriptEnabled(false);
      page.on('response', (response) => {
        if (response.url() === `${site.url}/en`) releaseSlowRegions();
      });
      await page.goto(`${site.url}/en`, { waitUntil: 'load' });
      const news = await page.waitForSelector(`::-p-text(${HOME_NEWS_TITLE})`);
      expect(await news?.isVisible()).to.equal(true);
      expect(await page.$eval('main h2 ::-p-text(News)', (title) => title.isConnected)).to.equal(
        true,
      );
    });
  });
});
