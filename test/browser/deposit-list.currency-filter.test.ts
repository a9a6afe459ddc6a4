import { expect } from 'chai';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';

describe('browser: deposits filtered by currency', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows only the dollar deposits on /deposit/usd, in popularity order', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/deposit/usd`);
      const titles = await page.$$eval('main article h2', (els) => els.map((el) => el.textContent));
      expect(titles).to.deep.equal(['Dollar Plus', 'Currency Premium']);
      // Each card's "Minimum amount" fact, read by its label.
      const minimums = await page.$$eval('main article dt', (terms) =>
        terms
          .filter((term) => term.textContent === 'Minimum amount')
          .map((term) => term.nextElementSibling?.textContent ?? ''),
      );
      expect(minimums).to.have.length(2);
      expect(minimums.every((text) => text.startsWith('$'))).to.equal(true);
      expect(problems).to.deep.equal([]);
    });
  });
});
