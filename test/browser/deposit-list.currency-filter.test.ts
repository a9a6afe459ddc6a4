import { expect } from 'chai';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { getJson } from '../support/html';

interface DepositRow {
  name: string;
  currency: string;
}

describe('browser: deposits filtered by currency', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows only the dollar deposits on /deposit/usd, in popularity order', async () => {
    const all = await getJson<DepositRow[]>(suite.app.url, `/api/deposits?locale=en`);
    const usd = all.filter((d) => d.currency === 'USD').map((d) => d.name);
    expect(usd.length).to.be.greaterThan(0);
    expect(usd.length).to.be.lessThan(all.length);
    await withPage(suite.browser, async ({ page, problems }) => {
      await page.goto(`${suite.app.url}/en/deposit/usd`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const titles = await page.$$eval('.product-card__title', (els) =>
        els.map((el) => el.textContent),
      );
      expect(titles).to.deep.equal(usd);
      const minimums = await page.$$eval('.product-card__facts > div:nth-child(3) dd', (els) =>
        els.map((el) => el.textContent ?? ''),
      );
      expect(minimums.filter((text) => text.startsWith('$'))).to.have.length(usd.length);
      expect(problems).to.deep.equal([]);
    });
  });
});
