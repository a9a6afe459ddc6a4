import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

const result = (page: Page, key: string) =>
  page.$eval(`[data-result="${key}"] dd`, (el) => el.textContent ?? '');

async function waitForChange(page: Page, key: string, before: string) {
  await page.waitForFunction(
    (selector, previous) => document.querySelector(selector)?.textContent !== previous,
    { timeout: 5_000 },
    `[data-result="${key}"] dd`,
    before,
  );
  return result(page, key);
}

describe('browser: deposit calculator', function () {
  this.timeout(60_000);
  const suite = browserSuite();
  let page: Page;
  let problems: string[];

  before(async () => {
    ({ page, problems } = await openPage(suite.browser, 375, 800));
    await page.goto(`${suite.app.url}/ru/deposit/mustahkam-kelajak`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  });

  it('hydrates the server-computed result without a mismatch', async () => {
    expect(await result(page, 'income')).to.equal('28\u00a0859\u00a0690,45 сум');
    expect(problems).to.deep.equal([]);
  });

  it('recomputes the income when the slider moves by keyboard', async () => {
    const before = await result(page, 'income');
    await page.focus('.amount-field__slider');
    await page.keyboard.press('ArrowRight');
    const after = await waitForChange(page, 'income', before);
    expect(after).to.not.equal(before);
    expect(
      await page.$eval('.amount-field__input', (el) => (el as HTMLInputElement).value),
    ).to.equal('50\u00a0100\u00a0000');
  });

  it('applies the rate of the chosen term', async () => {
    const before = await result(page, 'income');
    await page.click('.choice-group__option:first-child');
    expect(await waitForChange(page, 'income', before)).to.not.equal(before);
    expect(await result(page, 'rate')).to.equal('21%');
    expect(await page.$$eval('.scroll-table tbody tr', (rows) => rows.length)).to.equal(12);
  });

  it('rejects an amount below the product minimum with a message in Russian', async () => {
    await page.click('.amount-field__input', { count: 3 });
    await page.keyboard.type('4 000 000');
    await page.waitForSelector('.results__problem');
    const message = await page.$eval('.results__problem', (el) => el.textContent);
    expect(message).to.equal(
      'Минимальная сумма — 5\u00a0000\u00a0000 сум. Введите 5\u00a0000\u00a0000 сум или больше.',
    );
    expect(await page.$('[data-result="income"]')).to.equal(null);
    expect(problems).to.deep.equal([]);
  });
});
