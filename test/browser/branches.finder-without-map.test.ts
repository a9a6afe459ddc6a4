import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { fullPageScreenshot, gotoHydrated, overflowWidth } from '../support/page-helpers';

const names = (page: Page) =>
  page.$$eval('.branch-item__name', (els) => els.map((el) => el.textContent ?? ''));

async function tick(page: Page, label: string) {
  const [box] = await page.$$(`xpath/.//label[normalize-space(.)="${label}"]//input`);
  if (!box) throw new Error(`no checkbox labelled ${label}`);
  await box.click();
}

describe('browser: branches without a map key', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows the list and says the map is unavailable, without loading any map script', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
      });
      await gotoHydrated(page, `${suite.app.url}/ru/branches`);
      expect(await names(page)).to.have.length(16);
      const note = await page.$eval('.branch-map--unavailable', (el) => el.textContent);
      expect(note).to.equal(
        'Карта сейчас недоступна. Все филиалы и банкоматы есть в списке, с адресами и телефонами.',
      );
      expect(scripts.filter((url) => !url.startsWith(suite.app.url))).to.deep.equal([]);
      expect(problems).to.deep.equal([]);
    });
  });

  it('narrows the list and keeps the URL in step when a service is ticked and a type chosen', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/branches`);
      await tick(page, 'Business clients');
      await page.waitForFunction(() => location.search === '?service=legal-entities');
      expect(await names(page)).to.deep.equal([
        'Andijan branch',
        'Fergana branch',
        'Head office',
        'Samarkand branch',
        'Yunusobod branch',
      ]);
      await tick(page, 'Loans');
      await page.select('select[name="region"]', 'samarkand');
      await page.waitForFunction(
        () => location.search === '?region=samarkand&service=loans&service=legal-entities',
      );
      expect(await names(page)).to.deep.equal(['Samarkand branch']);
      expect(await page.$eval('.branch-finder__count', (el) => el.textContent)).to.equal(
        'Found: 1',
      );
      expect(await page.$('.branch-filters__apply')).to.equal(null);
      expect(problems).to.deep.equal([]);
    });
  });

  it('keeps every one of four quick changes, whatever URL the router shows meanwhile', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/branches`);
      await tick(page, 'Business clients');
      await tick(page, 'Loans');
      await page.select('select[name="region"]', 'samarkand');
      await tick(page, 'Currency exchange');
      await page.waitForFunction(
        () =>
          location.search ===
          '?region=samarkand&service=currency-exchange&service=loans&service=legal-entities',
      );
      await page.waitForFunction(
        () => document.querySelector('.branch-finder__count')?.textContent === 'Found: 1',
      );
      const ticked = await page.$$eval('input[name="service"]:checked', (boxes) =>
        boxes.map((box) => (box as HTMLInputElement).value),
      );
      expect(ticked).to.deep.equal(['currency-exchange', 'loans', 'legal-entities']);
      expect(problems).to.deep.equal([]);
    });
  });

  it('offers to clear the filters when nothing matches, and clearing brings everything back', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/ru/branches?type=exchange`);
      await page.select('select[name="region"]', 'bukhara');
      await page.waitForSelector('.branch-empty');
      expect(await page.$eval('.branch-empty p', (el) => el.textContent)).to.equal(
        'По этим фильтрам ничего не найдено.',
      );
      await page.click('.branch-empty a');
      await page.waitForFunction(() => document.querySelectorAll('.branch-item').length === 16);
      expect(await page.evaluate(() => location.search)).to.equal('');
      expect(await page.$eval('select[name="type"]', (el) => el.value)).to.equal('');
      expect(problems).to.deep.equal([]);
    });
  });

  it('puts the nearest places first with their distance once the visitor shares a location', async () => {
    await withPage(suite.browser, async ({ page, problems, context }) => {
      await context.overridePermissions(suite.app.url, ['geolocation']);
      await page.setGeolocation({ latitude: 39.66, longitude: 66.95 });
      await gotoHydrated(page, `${suite.app.url}/en/branches`);
      // The button shows once the page knows the browser can locate (after hydration).
      const button = await page.waitForSelector(
        'xpath/.//button[normalize-space(.)="Nearest to me"]',
      );
      await button!.click();
      await page.waitForSelector('.branch-item__distance');
      expect((await names(page)).slice(0, 2)).to.deep.equal([
        'Samarkand branch',
        'ATM — Samarkand railway station',
      ]);
      const distances = await page.$$eval('.branch-item__distance', (els) =>
        els.slice(0, 2).map((el) => el.textContent),
      );
      expect(distances).to.deep.equal(['1.4 km away', '3.5 km away']);
      expect(problems).to.deep.equal([]);
    });
  });

  it('fits 375 and 1280 px without sideways scrolling (screenshots saved)', async () => {
    for (const width of [375, 1280]) {
      await withPage(suite.browser, { width, height: 900 }, async ({ page }) => {
        await gotoHydrated(page, `${suite.app.url}/ru/branches`);
        expect(await overflowWidth(page), `at ${width}px`).to.be.at.most(0);
        await fullPageScreenshot(page, `branches-ru-no-map-${width}`);
      });
    }
  });
});
