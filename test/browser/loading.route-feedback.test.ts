import { expect } from 'chai';
import { withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';

describe('browser: loading, offline and recovery feedback', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows the loading bar and, past 200 ms, the full-screen loader while a page loads', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/transfers')
          setTimeout(() => void request.continue(), 800);
        else void request.continue();
      });
      await page.click('.site-header__menu a[href="/en/transfers"]');
      await page.waitForSelector('.loading-bar[data-active]');
      await page.waitForSelector('.route-loader');
      await page.waitForFunction(
        () =>
          document.querySelector('h1')?.textContent === 'Money transfers' &&
          !document.querySelector('.route-loader'),
      );
      expect(problems).to.deep.equal([]);
    });
  });

  it('starts a new page at the top', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.click('.site-footer a[href="/en/branches"]');
      await page.waitForFunction(
        () =>
          location.pathname === '/en/branches' && document.querySelector('.branch-list') !== null,
      );
      expect(await page.evaluate(() => window.scrollY)).to.equal(0);
    });
  });

  it('tells the visitor while the browser is offline', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/ru`);
      expect(await page.$('.notice--offline')).to.equal(null);
      await page.setOfflineMode(true);
      // Shown, not just in the document: it may be laid out a frame after it is inserted.
      const notice = await page.waitForSelector('.notice--offline', { visible: true });
      expect(await notice?.evaluate((el) => el.textContent?.trim().length)).to.be.greaterThan(0);
      await page.setOfflineMode(false);
      await page.waitForFunction(() => document.querySelector('.notice--offline') === null);
    });
  });

  it('reloads once when a page chunk fails to load, then shows the page', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await page.setRequestInterception(true);
      let isReloading = false;
      let failures = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && failures > 0) isReloading = true;
        if (!isReloading && /\/assets\/transfers-[A-Z0-9]+\.js$/.test(request.url())) {
          failures += 1;
          void request.abort();
        } else void request.continue();
      });
      await gotoHydrated(page, `${suite.app.url}/en`);
      const reload = page.waitForNavigation({ waitUntil: 'networkidle0' });
      await page.click('.site-header__menu a[href="/en/transfers"]');
      await reload;
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(failures).to.be.greaterThan(0);
      expect(await page.$eval('h1', (h) => h.textContent)).to.equal('Money transfers');
      expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).to.match(
        /^\d+$/,
      );
    });
  });

  it('prefetches the page modules behind visible links once the browser is idle', async () => {
    await withPage(suite.browser, async ({ page }) => {
      const prefetched = new Promise<string>((resolve) => {
        page.on('request', (request) => {
          if (/\/assets\/branches-[A-Z0-9]+\.js$/.test(request.url())) resolve(request.url());
        });
      });
      await gotoHydrated(page, `${suite.app.url}/en/news`);
      expect(await prefetched).to.include('/assets/branches-');
    });
  });

  it('registers the service worker at scope /', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).to.equal('/');
    });
  });
});
