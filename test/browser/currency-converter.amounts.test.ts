import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';
import { byRole, byText, resultChangedFrom, resultValue } from '../support/queries';

const RESULT = 'You receive';

/** Replaces what the amount field holds, as a visitor selecting it and typing would. */
async function typeAmount(page: Page, label: string, text: string) {
  await page.click(byRole('textbox', label), { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type(byRole('textbox', label), text);
}

describe('browser: the currency converter (rounded down, bounded amounts)', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('pays what the money buys, and sends amounts past its range to a branch', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/currency`);
      // 1 000 000 / 12 110 = 82.5764…: rounded down.
      expect(await resultValue(page, RESULT)).to.equal('$82.57');

      await page.click(byRole('radio', 'Sell currency for sums'));
      await page.select(byRole('combobox', 'Currency'), 'EUR');
      await typeAmount(page, 'You pay, EUR', '10.55');
      // 10.55 × 13 850 (the head office's euro purchase rate) = 146 117.50.
      expect(await resultChangedFrom(page, RESULT, '$82.57')).to.equal('146,117.50 sum');

      await typeAmount(page, 'You pay, EUR', '2,000,000,000');
      await page.waitForSelector(
        byText(
          'The calculator covers amounts up to 1,000,000,000 EUR. For a larger sum, please visit a branch.',
        ),
      );
      expect(await resultValue(page, RESULT)).to.equal(null);

      await page.click(byRole('radio', 'Buy currency for sums'));
      await typeAmount(page, 'You pay, sum', '9'.repeat(40));
      await page.waitForSelector(
        byText(
          'The calculator covers amounts up to 1,000,000,000,000 sum. For a larger sum, please visit a branch.',
        ),
      );
      await typeAmount(page, 'You pay, sum', 'a lot');
      await page.waitForSelector(byText('Enter the amount in digits, for example 1 000 000.'));
      expect(await resultValue(page, RESULT)).to.equal(null);
      expect(problems).to.deep.equal([]);
    });
  });
});
