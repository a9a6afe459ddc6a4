import { expect } from 'chai';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { getJson } from '../support/html';
import { byRole } from '../support/queries';
import { fullPageScreenshot, gotoHydrated, overflowWidth } from '../support/page-helpers';

/** Every page this layout work styles, in one language each; none may scroll sideways from 320 px up. */
const PAGES = [
  '/',
  '/en/news',
  '/ru/vacancies',
  '/en/about',
  '/individual',
  '/ru/individual/tariff',
  '/en/search?query=card',
  '/ru/juristic',
  '/en/juristic/credits',
  '/en/financial-institutions',
  '/ru/investment-funds',
  '/en/branches',
  '/ru/no-such-page',
  '/news',
  '/news/namangan-branch-opened',
];

describe('browser: every page in the layout', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  it('renders without console errors and without horizontal scrolling at 320, 768, 1024 and 1140 px', async () => {
    for (const [width, height] of [
      [320, 640],
      [768, 1024],
      [1024, 768],
      [1140, 800],
    ] as const) {
      await withPage(suite.browser, { width, height }, async ({ page, problems }) => {
        for (const path of PAGES) {
          await gotoHydrated(page, `${suite.app.url}${path}`);
          expect(await overflowWidth(page), `${path} at ${width}px`).to.be.at.most(0);
        }
        expect(problems.filter((p) => !p.includes('404 (Not Found)'))).to.deep.equal([]);
      });
    }
  });

  it('saves screenshots of home, a deposit and the legal-entity page in two languages at both widths', async () => {
    const [deposit] = await getJson<{ slug: string }[]>(suite.app.url, `/api/deposits?locale=en`);
    for (const [width, height] of [
      [375, 812],
      [1280, 800],
    ] as const) {
      await withPage(suite.browser, { width, height }, async ({ page, problems }) => {
        for (const lang of ['en', 'ru']) {
          for (const [name, path] of [
            ['home', ''],
            ['deposit', `/deposit/${deposit!.slug}`],
            ['juristic', '/juristic'],
          ]) {
            await gotoHydrated(page, `${suite.app.url}/${lang}${path}`);
            await page.evaluate(async () => {
              const images = [...document.images];
              images.forEach((img) => (img.loading = 'eager'));
              await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
            });
            await fullPageScreenshot(page, `${name}-${lang}-${width}`);
          }
        }
        expect(problems).to.deep.equal([]);
      });
    }
  });

  it("puts a tariff table's price heading over the prices, right-aligned as they are", async () => {
    await withPage(suite.browser, { width: 1280, height: 800 }, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/ru/individual/tariff`);
      // Where each cell's text ends on screen, for the heading and the first row's price.
      const textEnds = await page.$$eval('.prose table', ([table]) =>
        ['thead th:last-child', 'tbody tr:first-child td:last-child'].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(table!.querySelector(cell)!);
          return { text: range.toString(), right: Math.round(range.getBoundingClientRect().right) };
        }),
      );
      expect(textEnds.map((cell) => cell.text)).to.deep.equal(['Стоимость', '15\u00a0000 сумов']);
      expect(textEnds[0]!.right).to.equal(textEnds[1]!.right);
      expect(problems).to.deep.equal([]);
    });
  });

  it("underlines a correspondent bank's link on a phone, where nothing hovers", async () => {
    await withPage(suite.browser, { width: 375, height: 812 }, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/financial-institutions`);
      const [link] = await page.$$(byRole('link', 'Rhein Handelsbank AG'));
      const decoration = await link!.evaluate((el) => getComputedStyle(el).textDecorationLine);
      expect(decoration).to.equal('underline');
      expect(problems).to.deep.equal([]);
    });
  });
});
