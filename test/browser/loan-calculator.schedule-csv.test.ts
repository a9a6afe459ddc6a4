import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'puppeteer-core';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { loanSchedule } from '../../src/features/credits/lib/loan-schedule';

const payment = (page: Page) =>
  page.$eval('[data-result="payment"] dd', (el) => el.textContent ?? '');

async function paymentChangedFrom(page: Page, before: string) {
  await page.waitForFunction(
    (previous) => document.querySelector('[data-result="payment"] dd')?.textContent !== previous,
    { timeout: 5_000 },
    before,
  );
  return payment(page);
}

describe('browser: loan calculator and its schedule', function () {
  this.timeout(60_000);
  const suite = browserSuite();
  let page: Page;
  let problems: string[];
  let session: CDPSession;
  const downloads = mkdtempSync(join(tmpdir(), 'bank-csv-'));

  before(async () => {
    ({ page, problems } = await openPage(suite.browser));
    session = await suite.browser.target().createCDPSession();
    await session.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloads,
      eventsEnabled: true,
    });
    await page.goto(`${suite.app.url}/en/credit/istemol-krediti`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  });

  after(() => rmSync(downloads, { recursive: true, force: true }));

  it('updates the monthly payment when the slider and the term change', async () => {
    const first = await payment(page);
    await page.focus('.amount-field__slider');
    await page.keyboard.press('ArrowRight');
    const afterSlider = await paymentChangedFrom(page, first);
    expect(
      await page.$eval('.amount-field__input', (el) => (el as HTMLInputElement).value),
    ).to.equal('10\u00a0100\u00a0000');
    await page.click('.choice-group__option:nth-child(2)');
    const afterTerm = await paymentChangedFrom(page, afterSlider);
    expect(await page.$eval('[data-result="rate"] dd', (el) => el.textContent)).to.equal('27%');
    expect(await page.$$eval('.scroll-table tbody tr', (rows) => rows.length)).to.equal(24);
    expect(afterTerm).to.not.equal(afterSlider);
  });

  it('downloads the full schedule as CSV with the rows on screen', async () => {
    const done = new Promise<void>((resolve) =>
      session.on('Browser.downloadProgress', (event) => event.state === 'completed' && resolve()),
    );
    await page.click('.calculator__download');
    await done;
    const csv = readFileSync(join(downloads, 'istemol-krediti-annuity-10100000-24m.csv'), 'utf8');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).to.equal('Month,Payment,Principal,Interest,Debt left');
    const expected = loanSchedule({
      amount: 10_100_000,
      annualRate: 27,
      months: 24,
      kind: 'annuity',
    }).rows;
    expect(lines.slice(1)).to.deep.equal(
      expected.map((r) =>
        [
          r.month,
          r.payment.toFixed(2),
          r.principal.toFixed(2),
          r.interest.toFixed(2),
          r.balance.toFixed(2),
        ].join(','),
      ),
    );
    expect(lines.at(-1)!.endsWith(',0.00')).to.equal(true);
    expect(problems).to.deep.equal([]);
  });
});
