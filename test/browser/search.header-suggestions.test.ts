import { expect } from 'chai';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';

describe('browser: suggestions under the header search (loaded with the first key press)', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('lists the matching card as a link once the visitor has typed, and follows it', async () => {
    const { page, problems } = await openPage(suite.browser);
    try {
      await gotoHydrated(page, `${suite.app.url}/en`);
      await page.click('button[aria-label="Search the site"]');
      await page.keyboard.type('visa');
      const suggestion = await page.waitForSelector(
        '::-p-aria(Suggestions) ::-p-text(Visa Classic)',
        {
          timeout: 15_000,
        },
      );
      await suggestion!.click();
      await page.waitForFunction(
        () => document.querySelector('h1')?.textContent === 'Visa Classic',
      );
      expect(await page.evaluate(() => location.pathname)).to.equal('/en/cards/visa-classic');
      expect(problems).to.deep.equal([]);
    } finally {
      await page.close();
    }
  });
});
