import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';
import { byRole, resultChangedFrom, resultValue } from '../support/queries';

const PAYMENT = 'Monthly payment';

/** Moves the amount slider one step up and picks the two-year term, as a visitor would. */
async function chooseLoan(page: Page) {
  const first = await resultValue(page, PAYMENT);
  await page.focus(byRole('slider', 'Loan amount'));
  await page.keyboard.press('ArrowRight');
  const afterSlider = await resultChangedFrom(page, PAYMENT, first);
  await page.click(byRole('radio', '2 years'));
  return { afterSlider, afterTerm: await resultChangedFrom(page, PAYMENT, afterSlider) };
}

describe('browser: loan calculator and its schedule', function () {
  this.timeout(60_000);
  const suite = browserSuite();
  const open = (page: Page) => gotoHydrated(page, `${suite.app.url}/en/credit/istemol-krediti`);

  it('updates the monthly payment when the slider and the term change', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await open(page);
      // English numbers: a decimal point and commas between thousands (issue 33, item 6).
      expect(await resultValue(page, PAYMENT)).to.equal('955,301.39 sum');
      const { afterSlider, afterTerm } = await chooseLoan(page);
      expect(afterSlider).to.equal('964,854.40 sum');
      expect(
        await page.$eval(byRole('textbox', 'Loan amount'), (el) => (el as HTMLInputElement).value),
      ).to.equal('10,100,000');
      expect(afterTerm).to.equal('549,240.31 sum');
      expect(await resultValue(page, 'Interest rate')).to.equal('27%');
      const rows = `${byRole('region', 'Repayment schedule, sum')} tbody tr`;
      expect(await page.$$eval(rows, (found) => found.length)).to.equal(24);
      expect(problems).to.deep.equal([]);
    });
  });

  it('downloads the full schedule as CSV with the rows on screen', async () => {
    const downloads = mkdtempSync(join(tmpdir(), 'bank-csv-'));
    const session = await suite.browser.target().createCDPSession();
    try {
      await withPage(suite.browser, async ({ page, problems, context }) => {
        await session.send('Browser.setDownloadBehavior', {
          behavior: 'allow',
          browserContextId: context.id,
          downloadPath: downloads,
          eventsEnabled: true,
        });
        await open(page);
        await chooseLoan(page);
        const done = new Promise<void>((resolve) =>
          session.on(
            'Browser.downloadProgress',
            (event) => event.state === 'completed' && resolve(),
          ),
        );
        await page.click(byRole('button', 'Download the schedule (CSV)'));
        await done;
        expect(problems).to.deep.equal([]);
      });
      const csv = readFileSync(join(downloads, 'istemol-krediti-annuity-10100000-24m.csv'), 'utf8');
      const lines = csv
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).to.have.length(25);
      expect(lines[0]).to.equal('Month,Payment,Principal,Interest,Debt left');
      // 10 100 000 at 27 % a year over 24 months: 549 240.31 a month, the last one absorbs rounding.
      expect(lines[1]).to.equal('1,549240.31,321990.31,227250.00,9778009.69');
      expect(lines[2]).to.equal('2,549240.31,329235.09,220005.22,9448774.60');
      expect(lines[24]).to.equal('24,549240.36,537154.39,12085.97,0.00');
    } finally {
      await session.detach();
      rmSync(downloads, { recursive: true, force: true });
    }
  });

  it("refuses a sum above the credit's own maximum, saying the bank does not lend more", async () => {
    await withPage(suite.browser, { width: 375, height: 800 }, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/ru/credit/mikroqarz`);
      await page.click(byRole('textbox', 'Сумма кредита'), { count: 3 });
      await page.keyboard.type('60 000 000');
      const message = 'Этот кредит выдаётся на сумму до 50\u00a0000\u00a0000 сум.';
      await page.waitForSelector(`${byRole('region', 'Расчёт')} ::-p-text(${message})`);
      expect(await resultValue(page, 'Ежемесячный платёж')).to.equal(null);
      await page.click(byRole('textbox', 'Сумма кредита'), { count: 3 });
      await page.keyboard.type('50 000 000');
      // 50 000 000 at 25 % a year over 12 months: i = 25 / 1200; 50e6 · i / (1 − (1 + i)^−12).
      expect(await resultChangedFrom(page, 'Ежемесячный платёж', null)).to.equal(
        '4\u00a0752\u00a0210,16 сум',
      );
      expect(problems).to.deep.equal([]);
    });
  });
});
