import { expect } from 'chai';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { startApp, type RunningApp } from '../support/start-app';
import { launchBrowser, withPage } from '../support/browser';

describe('browser: hydration and client-side navigation', function () {
  this.timeout(60_000);
  let app: RunningApp;
  let browser: Browser;

  before(async function () {
    browser = await launchBrowser(this);
    app = await startApp();
  });

  after(async () => {
    await browser?.close();
    await app?.close();
  });

  it('hydrates the home page without console errors or refetching its data', async () => {
    await withPage(browser, async ({ page, problems }) => {
      const apiCalls: string[] = [];
      page.on('request', (request: HTTPRequest) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(`${app.url}/ru`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(problems).to.deep.equal([]);
      expect(apiCalls).to.deep.equal([]);
    });
  });

  it('fetches the next page from the read API and shows it without a full load', async () => {
    await withPage(browser, async ({ page, problems }) => {
      await page.goto(`${app.url}/en`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      const apiResponse = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/transfers',
      );
      await page.click('.site-header__menu a[href="/en/transfers"]');
      const response = await apiResponse;
      expect(response.status()).to.equal(200);
      expect(new URL(response.url()).searchParams.get('locale')).to.equal('en');
      await page.waitForFunction(
        () => document.querySelector('h1')?.textContent === 'Money transfers',
      );
      const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker);
      expect(marker, 'the page was reloaded instead of navigated').to.equal(42);
      expect(await page.title()).to.equal('Money transfers | Namuna Bank');
      expect(problems).to.deep.equal([]);
    });
  });
});
