import { expect } from 'chai';
import { withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated, isShown } from '../support/page-helpers';
import { byRole, byText } from '../support/queries';

/** Idle after hydration: React has reported any mismatch by then. */
const settled = (page: import('puppeteer-core').Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

describe("browser: a vacancy's own not-found page survives hydration (§5, issue 33)", function () {
  this.timeout(60_000);
  const suite = browserSuite();

  for (const [prefix, title, text, generic] of [
    [
      '/en',
      'Vacancy not found',
      'The requested vacancy does not exist or has been removed',
      'Page not found',
    ],
    [
      '/ru',
      'Вакансия не найдена',
      'Запрошенная вакансия не существует или была удалена',
      'Страница не найдена',
    ],
  ] as const) {
    it(`keeps "${title}" after hydration, without a hydration error (${prefix}, 375)`, async () => {
      await withPage(suite.browser, PHONE, async ({ page, problems }) => {
        const response = await gotoHydrated(page, `${suite.app.url}${prefix}/vacancies/no-such`);
        expect(response?.status()).to.equal(404);
        await settled(page);
        expect(await isShown(page, byRole('heading', title))).to.equal(true);
        expect(await isShown(page, byText(text))).to.equal(true);
        expect(await isShown(page, byRole('heading', generic))).to.equal(false);
        expect(problems.filter((problem) => /418|hydrat/i.test(problem))).to.deep.equal([]);
      });
    });
  }
});
