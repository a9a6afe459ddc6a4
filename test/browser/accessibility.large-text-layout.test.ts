import { expect } from 'chai';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import {
  fullPageScreenshot,
  gotoHydrated,
  overflowWidth,
  viewportScreenshot,
  waitForAnimations,
} from '../support/page-helpers';
import { control, presetAccessibility, rootState } from '../support/accessibility';

/** Five templates with the widest content: hero, product detail, legal entity, news, a form. */
const TEMPLATES = [
  '/ru',
  '/en/deposit/omonat-plus',
  '/juristic/credits',
  '/ru/news/namangan-branch-opened',
  '/en/appeals',
];

describe('browser: greyscale and the largest font level (§5, WCAG 1.4.10)', function () {
  this.timeout(120_000);
  const suite = browserSuite();

  it('never scrolls sideways at 320 px on level 3', async () => {
    const context = await suite.browser.createBrowserContext();
    const { page, problems } = await openPage(context, 320, 640);
    try {
      await presetAccessibility(page, { shb: 'true', lvl: '3' });
      for (const path of TEMPLATES) {
        await gotoHydrated(page, `${suite.app.url}${path}`);
        expect(await rootState(page), path).to.deep.equal({
          greyscale: true,
          level: '3',
          fontSize: '24px',
        });
        expect(await overflowWidth(page), `${path} at 320px, level 3`).to.be.at.most(0);
      }
      expect(problems).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('offers the tools in the mobile menu sheet, and saves screenshots with them on', async () => {
    const context = await suite.browser.createBrowserContext();
    const { page, problems } = await openPage(context, 375, 812);
    try {
      await gotoHydrated(page, `${suite.app.url}/en`);
      await page.click('::-p-aria([name="Menu"][role="button"])');
      const sheet = (await page.waitForSelector('#sheet-menu[data-open]'))!;
      await waitForAnimations(page);
      await (await control(sheet, 'Black and white')).click();
      const larger = await control(sheet, 'Larger text');
      for (let press = 0; press < 3; press += 1) await larger.click();
      await page.waitForFunction(() => document.documentElement.dataset.fontLevel === '3');
      expect(await rootState(page)).to.deep.equal({
        greyscale: true,
        level: '3',
        fontSize: '24px',
      });
      await larger.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await viewportScreenshot(page, 'a11y-menu-sheet-en-375');
      await page.keyboard.press('Escape');
      await fullPageScreenshot(page, 'a11y-home-en-375');
      await page.setViewport({ width: 1280, height: 800 });
      await gotoHydrated(page, `${suite.app.url}/ru/deposit/omonat-plus`);
      await page.click('::-p-aria([name="Специальные возможности"][role="button"])');
      await viewportScreenshot(page, 'a11y-dropdown-ru-1280');
      expect(problems).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
