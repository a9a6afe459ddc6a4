import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { CLIENT_DIST } from '../../server/paths';
import { browserSuite } from '../support/browser-suite';
import { PHONE, withPage, type OpenedPage } from '../support/browser';
import { gotoHydrated } from '../support/page-helpers';

/** The built chunk holding `marker`, a class name only one lazily loaded module renders. */
function chunkWith(marker: string): string {
  const dir = join(CLIENT_DIST, 'assets');
  const files = readdirSync(dir).filter(
    (file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(marker),
  );
  expect(files, `chunks rendering ${marker}`).to.have.length(1);
  return `/assets/${files[0]}`;
}

/** Before any page script: notes when the app marks itself hydrated. */
function noteHydration() {
  const state = window as unknown as { hydratedAt?: number };
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    state.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** When `chunk` was requested, on the page's clock, or null if it was not. */
function requestedAt(page: Page, chunk: string): Promise<number | null> {
  return page.evaluate((path) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new URL(resource.name).pathname === path);
    return entry ? entry.startTime : null;
  }, chunk);
}

/** Waits until `chunk` has arrived (a resource entry is added when its response ends). */
function loaded(page: Page, chunk: string) {
  return page.waitForFunction(
    (path) =>
      performance
        .getEntriesByType('resource')
        .some((resource) => new URL(resource.name).pathname === path),
    {},
    chunk,
  );
}

const hydratedAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { hydratedAt?: number }).hydratedAt ?? null);

/** Resolves once the page's main thread is idle: React has no hydration work left. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

/** Marks the document, so a test can tell a navigation in place from a full page load. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);

describe('browser: hydration in small pieces (issue 24)', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  /** A phone page with the CPU throttled 4x whose footer code never arrives, on any page. */
  const withFooterCodeHeld = (use: (opened: OpenedPage) => Promise<void>) =>
    withPage(suite.browser, PHONE, async (opened) => {
      const footerChunk = chunkWith('site-footer__legal');
      await opened.page.emulateCPUThrottling(4);
      await opened.page.setRequestInterception(true);
      opened.page.on('request', (request) => {
        if (new URL(request.url()).pathname !== footerChunk) void request.continue();
      });
      await use(opened);
    });

  describe('on a phone with the CPU throttled 4x', () => {
    it('loads the footer only after hydration, then hydrates it (its links navigate in place)', async () => {
      const footerChunk = chunkWith('site-footer__legal');
      await withPage(suite.browser, PHONE, async ({ page, problems }) => {
        await page.emulateCPUThrottling(4);
        await page.evaluateOnNewDocument(noteHydration);
        await gotoHydrated(page, `${suite.app.url}/en/deposit`);
        await loaded(page, footerChunk);
        const [requested, hydrated] = [
          await requestedAt(page, footerChunk),
          await hydratedAt(page),
        ];
        expect(requested, 'footer chunk requested after hydration').to.be.greaterThan(hydrated!);
        await idle(page);
        await mark(page);
        await page.locator('footer ::-p-aria([name="News"][role="link"])').click();
        await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'News');
        expect(await marker(page), 'the footer link reloaded the page').to.equal(1);
        expect(problems).to.deep.equal([]);
      });
    });

    it('answers a header button pressed while the footer is still server HTML', async () => {
      await withFooterCodeHeld(async ({ page, problems }) => {
        // Pressed as the shell marks itself hydrated, when the regions are still hydrating: React
        // hydrates the header's region on the spot and replays the press. The footer stays
        // server HTML throughout.
        await page.evaluateOnNewDocument(() => {
          new MutationObserver((_, observer) => {
            if (document.documentElement.dataset.hydrated !== 'true') return;
            observer.disconnect();
            document.querySelector<HTMLElement>('[aria-label="Search the site"]')?.click();
          }).observe(document, { subtree: true, attributes: true });
        });
        await gotoHydrated(page, `${suite.app.url}/en/news`);
        const search = page.locator('::-p-aria([name="Search text"][role="searchbox"])');
        await search.wait();
        const expanded = await page.$eval('[aria-label="Search the site"]', (button) =>
          button.getAttribute('aria-expanded'),
        );
        expect(expanded).to.equal('true');
        expect(problems).to.deep.equal([]);
      });
    });

    it('follows a footer link pressed before the footer hydrates as a plain link', async () => {
      await withFooterCodeHeld(async ({ page, problems }) => {
        await gotoHydrated(page, `${suite.app.url}/en/deposit`);
        await mark(page);
        await page.locator('footer ::-p-aria([name="Branches and ATMs"][role="link"])').click();
        await page.waitForFunction(() => location.pathname === '/en/branches', { timeout: 20_000 });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        expect(await marker(page), 'a full page load').to.equal(undefined);
        expect(problems).to.deep.equal([]);
      });
    });
  });

  it('loads the accessibility panel when its dropdown first opens, not before hydration', async () => {
    const panelChunk = chunkWith('accessibility-panel__notice');
    await withPage(suite.browser, async ({ page, problems }) => {
      await page.evaluateOnNewDocument(noteHydration);
      await gotoHydrated(page, `${suite.app.url}/en`);
      await page.locator('::-p-aria([name="Special features"][role="button"])').click();
      await page.locator('::-p-aria([name="Special features"][role="heading"])').wait();
      const [requested, hydrated] = [await requestedAt(page, panelChunk), await hydratedAt(page)];
      expect(requested, 'panel chunk requested after hydration').to.be.greaterThan(hydrated!);
      expect(problems).to.deep.equal([]);
    });
  });

  const PAGES = ['/', '/deposit', '/deposit/omonat-plus', '/news', '/branches'];
  for (const prefix of ['', '/en', '/ru'])
    for (const path of PAGES) {
      const url = path === '/' ? prefix || '/' : prefix + path;
      it(`hydrates every region of ${url} without a console error or a mismatch`, async () => {
        const footerChunk = chunkWith('site-footer__legal');
        await withPage(suite.browser, PHONE, async ({ page, problems }) => {
          await gotoHydrated(page, suite.app.url + url);
          await loaded(page, footerChunk);
          await idle(page);
          expect(problems).to.deep.equal([]);
        });
      });
    }
});
