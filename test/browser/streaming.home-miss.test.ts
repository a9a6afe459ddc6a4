import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, withPage } from '../support/browser';
import { startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { HOME_NEWS_TITLE, homeSite, isSlowRegionCall } from '../support/slow-home-cms';

describe('browser: a home page streamed on an HTML-cache miss', function () {
  this.timeout(60_000);
  let browser: Browser;
  let cms: FakeStrapi;
  let site: RunningApp;
  let dataDir: string;
  let releaseSlowRegions: () => void;

  before(async function () {
    browser = await launchBrowser(this);
    const slowRegions = new Promise<void>((resolve) => (releaseSlowRegions = resolve));
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

  it('shows the news the server streamed, hydrated without console errors or a second read', async () => {
    await withPage(browser, async ({ page, problems }) => {
      const apiReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(request.url());
      });
      // The news and rates answer only once the browser has the page's status and headers, which
      // a page that waited for them could never send.
      page.on('response', (response) => {
        if (response.url() === `${site.url}/ru`) releaseSlowRegions();
      });
      const response = await page.goto(`${site.url}/ru`, { waitUntil: 'networkidle0' });
      expect(response?.status()).to.equal(200);
      // No ETag: the streamed miss, whose bytes were not known when its headers went out.
      expect(response?.headers().etag).to.equal(undefined);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const news = await page.waitForSelector(`::-p-text(${HOME_NEWS_TITLE})`);
      expect(await news?.evaluate((link) => link.closest('a')?.getAttribute('href'))).to.match(
        /^\/ru\/news\//,
      );
      expect(apiReads).to.deep.equal([]);
      expect(problems).to.deep.equal([]);
    });
  });
});
