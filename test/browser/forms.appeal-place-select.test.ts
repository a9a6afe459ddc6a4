import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated, overflowWidth, viewportScreenshot } from '../support/page-helpers';

const CITY = '.form--appeal select[name="city"]';

/** The city select's box and its options' texts. */
const citySelect = (page: Page) =>
  page.$eval(CITY, (select) => {
    const box = select.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      height: box.height,
      options: Array.from((select as HTMLSelectElement).options, (option) => option.text),
    };
  });

describe('browser: the appeal form’s region and district selects (issue 33)', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  for (const width of [375, 1280])
    it(`lists Samarkand region’s 16 places in a select that fits ${width} px`, async () => {
      await withPage(suite.browser, { width, height: 900 }, async ({ page, problems }) => {
        await gotoHydrated(page, `${suite.app.url}/ru/appeals`);
        const before = await citySelect(page);
        expect(before.options).to.have.length(207, 'every place of the country, and the prompt');
        await page.select('.form--appeal select[name="region"]', '1718');
        await page.waitForFunction(
          (selector) => document.querySelector<HTMLSelectElement>(selector)?.options.length === 17,
          {},
          CITY,
        );
        const city = await citySelect(page);
        expect(city.options.slice(1, 3)).to.deep.equal(['город Каттакурган', 'город Самарканд']);
        expect(city.options).to.include.members([
          'Пайарыкский район',
          'Джамбайский район',
          'Тайлакский район',
        ]);
        expect(city.left).to.be.at.least(0);
        expect(city.right).to.be.at.most(width);
        expect(city.height, 'a thumb-sized target').to.be.at.least(40);
        expect(await overflowWidth(page)).to.be.at.most(0);
        await page.select(CITY, '1718224');
        await page.$eval(CITY, (select) => select.scrollIntoView({ block: 'center' }));
        await viewportScreenshot(page, `forms-appeal-places-ru-${width}`);
        // The opened picker is drawn by the browser outside the page, so no screenshot shows it;
        // the same options as an in-page list show how long their lines run at this width.
        await page.$eval(CITY, (select) => ((select as HTMLSelectElement).size = 12));
        await viewportScreenshot(page, `forms-appeal-places-open-ru-${width}`);
        expect(problems).to.deep.equal([]);
      });
    });
});
