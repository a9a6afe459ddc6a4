import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { browserSuite } from '../support/browser-suite';
import { PHONE, withPage } from '../support/browser';
import { waitForHydration } from '../support/page-helpers';

/** The deposit list's first card image, the page's largest image. */
const FIRST_CARD_IMAGE = '/uploads/deposit-omonat-plus.svg';

/**
 * In page time: when the entry module was asked for, when DOMContentLoaded and the load event
 * began, when the page was first painted, and when the first key went down (recorded by
 * `recordFirstKey`).
 */
const timings = (page: Page) =>
  page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/entry-client-\w+\.js$/.test(resource.name));
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      entryStart: entry?.startTime ?? null,
      readyStart: navigation!.domContentLoadedEventStart,
      loadStart: navigation!.loadEventStart,
      paintStart:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
        (null as number | null),
      keyAt: (window as unknown as { __keyAt?: number }).__keyAt ?? null,
    };
  });

function recordFirstKey() {
  addEventListener(
    'keydown',
    () => ((window as unknown as { __keyAt: number }).__keyAt = performance.now()),
    { once: true, capture: true },
  );
}

describe('browser: the page starts its modules once the first screen has loaded', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  it('asks for the modules at low priority only after the load event and the first paint, then hydrates', async () => {
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      const cdp = await page.createCDPSession();
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/assets/') && path.endsWith('.js'))
          priorities.set(path, request.initialPriority);
      });
      await cdp.send('Network.enable');
      try {
        await page.goto(`${suite.app.url}/ru/deposit`, { waitUntil: 'load' });
        await waitForHydration(page);
        const { entryStart, loadStart, paintStart } = await timings(page);
        expect(entryStart, 'the entry module was loaded').to.be.a('number');
        expect(entryStart).to.be.at.least(loadStart);
        expect(paintStart, 'the page was painted').to.be.a('number');
        expect(entryStart).to.be.above(paintStart!);
        const listed = await page.$eval('#modules', (element) => {
          const modules = JSON.parse(element.textContent!) as { entry: string; preloads: string[] };
          return [modules.entry, ...modules.preloads];
        });
        expect(listed.length).to.be.above(10);
        expect(new Set(listed.map((path) => priorities.get(path)))).to.deep.equal(new Set(['Low']));
        expect(problems).to.deep.equal([]);
      } finally {
        await cdp.detach();
      }
    });
  });

  it('starts them at the first key press while the largest image is still loading', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      const held: HTTPRequest[] = [];
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === FIRST_CARD_IMAGE) held.push(request);
        else void request.continue();
      });
      await page.evaluateOnNewDocument(recordFirstKey);
      try {
        await page.goto(`${suite.app.url}/ru/deposit`, { waitUntil: 'domcontentloaded' });
        await page.keyboard.press('Tab');
        await waitForHydration(page);
        expect(held, 'the image is held, so the load event waits').to.have.length(1);
        expect(await page.evaluate(() => document.readyState)).to.equal('interactive');
        const { entryStart, readyStart, keyAt } = await timings(page);
        expect(keyAt, 'the key press was seen').to.be.a('number');
        expect(entryStart).to.be.at.least(keyAt!);
        // Not the fallback for a stalled image, which starts them 3 s after DOMContentLoaded.
        expect(entryStart).to.be.below(readyStart + 3000);
      } finally {
        for (const request of held) await request.continue().catch(() => undefined);
      }
    });
  });
});
