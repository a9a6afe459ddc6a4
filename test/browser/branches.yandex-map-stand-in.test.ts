import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { startFakeYmaps } from '../support/fake-ymaps';
import { startApp } from '../support/start-app';
import { fullPageScreenshot, gotoHydrated } from '../support/page-helpers';

type Call = { type: string; [key: string]: unknown };
const calls = (page: Page) =>
  page.evaluate(() => (window as { __ymaps3Calls?: Call[] }).__ymaps3Calls ?? []);
const listNames = (page: Page) =>
  page.$$eval('.branch-item__name', (els) => els.map((el) => el.textContent ?? ''));
const markerLabels = (page: Page) =>
  page.$$eval('.stand-in-marker button', (els) => els.map((el) => el.getAttribute('aria-label')));
const UNAVAILABLE_EN =
  'The map is not available right now. Every branch and ATM is in the list, with its address and phone.';

describe('browser: branches with the Yandex map (stand-in ymaps3 on 127.0.0.1)', function () {
  this.timeout(60_000);
  let fake: Awaited<ReturnType<typeof startFakeYmaps>>;
  const env: Record<string, string> = { YANDEX_MAPS_API_KEY: 'test-map-key' };
  before(async () => {
    fake = await startFakeYmaps();
    env.YANDEX_MAPS_SCRIPT_URL = `${fake.url}/v3/`;
  });
  after(() => fake?.close());
  const suite = browserSuite(env);

  it('creates the map in the page language with its React bridge and the clusterer', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/ru/branches`);
      await page.waitForSelector('.stand-in-map');
      expect(await page.$eval('.stand-in-map', (el) => el.getAttribute('data-lang'))).to.equal(
        'ru_RU',
      );
      const recorded = await calls(page);
      expect(recorded[0]).to.deep.equal({ type: 'script', lang: 'ru_RU', apikey: 'test-map-key' });
      expect(recorded.filter((c) => c.type === 'import').map((c) => c.name)).to.deep.equal([
        '@yandex/ymaps3-reactify',
        '@yandex/ymaps3-clusterer@0.0.1',
      ]);
      expect(recorded.find((c) => c.type === 'YMapClusterer')?.method).to.deep.equal({
        method: 'grid',
        gridSize: 64,
      });
      expect(recorded.find((c) => c.type === 'YMap')?.mode).to.equal('raster');
      expect(fake.requests.filter((url) => url.startsWith('/v3/'))).to.have.length.of.at.least(1);
      expect(problems).to.deep.equal([]);
    });
  });

  it('puts markers on exactly the filtered places and follows the filters', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/branches?type=atm`);
      await page.waitForSelector('.stand-in-marker');
      expect(await markerLabels(page)).to.deep.equal([
        "ATM — Fergana farmers' market: show in the list",
        'ATM — Mirzo Ulugbek: show in the list',
        'ATM — Samarkand railway station: show in the list',
        'ATM — Tashkent Airport: show in the list',
      ]);
      await page.select('select[name="region"]', 'tashkent-city');
      await page.waitForFunction(() => document.querySelectorAll('.stand-in-marker').length === 2);
      expect(await markerLabels(page)).to.deep.equal([
        'ATM — Mirzo Ulugbek: show in the list',
        'ATM — Tashkent Airport: show in the list',
      ]);
      expect(await listNames(page)).to.deep.equal([
        'ATM — Mirzo Ulugbek',
        'ATM — Tashkent Airport',
      ]);
      expect(problems).to.deep.equal([]);
    });
  });

  it('selects and focuses the list item of a clicked marker', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/branches?region=samarkand`);
      await page.waitForSelector('.stand-in-marker');
      await page.click('.stand-in-marker button[aria-label="Samarkand branch: show in the list"]');
      await page.waitForSelector('.branch-item[aria-current="true"]');
      const selected = await page.$eval('.branch-item[aria-current="true"]', (el) => ({
        name: el.querySelector('.branch-item__name')?.textContent,
        focused: document.activeElement === el,
      }));
      expect(selected).to.deep.equal({ name: 'Samarkand branch', focused: true });
      expect(problems).to.deep.equal([]);
    });
  });

  it('centres the map on a place from its "show on map" button', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/branches?region=bukhara`);
      await page.waitForSelector('.stand-in-marker');
      const [button] = await page.$$('xpath/.//button[normalize-space(.)="Show on map"]');
      await button!.click();
      await page.waitForFunction(
        () =>
          ((window as { __ymaps3Calls?: { type: string }[] }).__ymaps3Calls ?? []).filter(
            (c) => c.type === 'YMap',
          ).length === 2,
      );
      const maps = (await calls(page)).filter((c) => c.type === 'YMap');
      expect(maps[1]!.location).to.deep.equal({
        center: [64.4286, 39.7747],
        zoom: 16,
        duration: 300,
      });
      expect(
        await page.$eval('.map-pin--selected', (el) => el.getAttribute('aria-label')),
      ).to.equal('Bukhara branch: show in the list');
      expect(problems).to.deep.equal([]);
    });
  });

  it('centres the map on the district typed in the place search, found by ymaps3.search', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/branches`);
      await page.waitForSelector('.stand-in-marker');
      await page.type(
        '::-p-aria([name="District, street or name"][role="searchbox"])',
        'Chilonzor',
      );
      // The map moves after the search for the whole word (a busy machine may pause the typing,
      // so a prefix can be searched first).
      await page.waitForFunction(() => {
        const all = (window as { __ymaps3Calls?: Call[] }).__ymaps3Calls ?? [];
        const searched = all.findLastIndex((c) => c.type === 'search' && c.text === 'Chilonzor');
        return (
          searched >= 0 &&
          all
            .slice(searched)
            .some((c) => c.type === 'YMap' && (c.location as { zoom?: number }).zoom === 14)
        );
      });
      await page.waitForFunction(() => location.search === '?q=Chilonzor');
      const recorded = await calls(page);
      expect(recorded.filter((c) => c.type === 'search').at(-1)).to.deep.equal({
        type: 'search',
        text: 'Chilonzor',
        bounds: [
          [55.9, 45.6],
          [73.2, 37.1],
        ],
        limit: 1,
      });
      expect(recorded.filter((c) => c.type === 'YMap').at(-1)!.location).to.deep.equal({
        center: [69.2045, 41.2756],
        zoom: 14,
        duration: 300,
      });
      // The branch the text matched, and the three nearest to where the map found the district.
      await page.waitForFunction(() => document.querySelectorAll('.branch-item').length > 1);
      expect(await listNames(page)).to.deep.equal([
        'Chilonzor branch',
        'Exchange office — Airport',
        'Exchange office — Tashkent City',
      ]);
      // The list followed the place, and the map stays on it.
      const after = await calls(page);
      expect(after.filter((c) => c.type === 'YMap').at(-1)!.location).to.deep.include({
        center: [69.2045, 41.2756],
      });
      expect(page.url()).to.equal(`${suite.app.url}/en/branches?q=Chilonzor`);
      expect(problems).to.deep.equal([]);
    });
  });

  it('lists the branches nearest to a place the map found though no branch names it', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/branches`);
      await page.waitForSelector('.stand-in-marker');
      await page.type('::-p-aria([name="District, street or name"][role="searchbox"])', 'Chorsu');
      await page.waitForFunction(() => document.querySelectorAll('.branch-item').length === 3);
      expect(await listNames(page)).to.deep.equal([
        'Exchange office — Tashkent City',
        'Head office',
        'Yunusobod branch',
      ]);
      expect(await page.$eval('.branch-finder__count', (el) => el.textContent)).to.equal(
        'Found: 3',
      );
      expect(await markerLabels(page)).to.have.length(3);
      await fullPageScreenshot(page, 'branches-en-near-chorsu-1280');
      expect(problems).to.deep.equal([]);
    });
  });

  it('saves screenshots with the stand-in map at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      await withPage(suite.browser, { width, height: 900 }, async ({ page }) => {
        await gotoHydrated(page, `${suite.app.url}/ru/branches`);
        await page.waitForSelector('.stand-in-marker');
        await fullPageScreenshot(page, `branches-ru-stand-in-map-${width}`);
      });
    }
  });

  describe('when the map cannot load', () => {
    for (const [reason, path] of [
      ['the script answers 404', '/missing/'],
      ['the API never becomes ready (10 s timeout)', '/v3/?never-ready'],
    ] as const) {
      it(`keeps the list and says the map is unavailable when ${reason}`, async function () {
        this.timeout(40_000);
        const app = await startApp({
          YANDEX_MAPS_API_KEY: 'test-map-key',
          YANDEX_MAPS_SCRIPT_URL: `${fake.url}${path}`,
        });
        try {
          await withPage(suite.browser, async ({ page, problems }) => {
            await gotoHydrated(page, `${app.url}/en/branches`);
            await page.waitForSelector('.branch-map--unavailable', { timeout: 15_000 });
            expect(await page.$eval('.branch-map--unavailable', (el) => el.textContent)).to.equal(
              UNAVAILABLE_EN,
            );
            expect(await listNames(page)).to.have.length(16);
            expect(problems.filter((p) => !p.includes('404 (Not Found)'))).to.deep.equal([]);
          });
        } finally {
          await app.close();
        }
      });
    }
  });
});
