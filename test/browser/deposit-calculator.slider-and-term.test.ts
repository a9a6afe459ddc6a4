import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { withPage, type OpenedPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';
import { byRole, byText, resultChangedFrom, resultValue } from '../support/queries';

const INCOME = 'Доход';
const AMOUNT = 'Начальная сумма';

describe('browser: deposit calculator', function () {
  this.timeout(60_000);
  const suite = browserSuite();
  const onCalculator = (use: (opened: OpenedPage) => Promise<void>) =>
    withPage(suite.browser, { width: 375, height: 800 }, async (opened) => {
      await gotoHydrated(opened.page, `${suite.app.url}/ru/deposit/mustahkam-kelajak`);
      await use(opened);
    });
  const amountText = (page: Page) =>
    page.$eval(byRole('textbox', AMOUNT), (el) => (el as HTMLInputElement).value);

  it('hydrates the server-computed result without a mismatch', () =>
    onCalculator(async ({ page, problems }) => {
      // Interest added quarterly, as the product's conditions say (issue 33).
      expect(await resultValue(page, INCOME)).to.equal('28\u00a0201\u00a0127,14 сум');
      expect(problems).to.deep.equal([]);
    }));

  it('recomputes the income when the slider moves by keyboard', () =>
    onCalculator(async ({ page }) => {
      const before = await resultValue(page, INCOME);
      await page.focus(byRole('slider', AMOUNT));
      await page.keyboard.press('ArrowRight');
      expect(await resultChangedFrom(page, INCOME, before)).to.not.equal(before);
      expect(await amountText(page)).to.equal('50\u00a0100\u00a0000');
    }));

  it('applies the rate of the chosen term', () =>
    onCalculator(async ({ page }) => {
      const before = await resultValue(page, INCOME);
      await page.click(byRole('radio', '1 год'));
      expect(await resultChangedFrom(page, INCOME, before)).to.not.equal(before);
      expect(await resultValue(page, 'Процентная ставка')).to.equal('21\u00a0%');
      const rows = `${byRole('region', 'Рост вклада по месяцам, сум')} tbody tr`;
      expect(await page.$$eval(rows, (found) => found.length)).to.equal(12);
    }));

  it('refuses a top-up below the product’s minimum of 100 000 sum, then adds one above it', () =>
    onCalculator(async ({ page, problems }) => {
      // Its label, pressed as a visitor would (the name's brackets do not fit an ARIA selector).
      await page.click(byText('Ежемесячное пополнение'));
      await page.keyboard.type('50 000');
      const message =
        'Минимальное пополнение — 100\u00a0000 сум. Введите 100\u00a0000 сум или больше либо оставьте поле пустым.';
      await page.waitForSelector(`${byRole('region', 'Расчёт')} ::-p-text(${message})`);
      await page.keyboard.type('0');
      expect(await resultChangedFrom(page, INCOME, null)).to.not.equal(null);
      // "50 0000" reads 500 000: 50 000 000 and 23 top-ups (any time, never at the end of month 24).
      expect(await resultValue(page, 'Внесено')).to.equal('61\u00a0500\u00a0000,00 сум');
      expect(problems).to.deep.equal([]);
    }));

  it('rejects an amount below the product minimum with a message in Russian', () =>
    onCalculator(async ({ page, problems }) => {
      await page.click(byRole('textbox', AMOUNT), { count: 3 });
      await page.keyboard.type('4 000 000');
      const message =
        'Минимальная сумма — 5\u00a0000\u00a0000 сум. Введите 5\u00a0000\u00a0000 сум или больше.';
      await page.waitForSelector(`${byRole('region', 'Расчёт')} ::-p-text(${message})`);
      expect(await resultValue(page, INCOME)).to.equal(null);
      expect(problems).to.deep.equal([]);
    }));
});
