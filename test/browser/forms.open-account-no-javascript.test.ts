import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { screenshot, withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

const form = '.form--open-account';

describe('browser: the open-account request without JavaScript', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows the messages after a wrong INN, then thanks the visitor once it is right', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${suite.app.url}/en/juristic/open-account`, { waitUntil: 'load' });
      await page.type('::-p-aria([name="Company name"][role="textbox"])', 'Ipak Yoli Savdo MChJ');
      await page.type('::-p-aria([name="Taxpayer number (INN)"][role="textbox"])', '12345');
      await page.type('::-p-aria([name="Contact person"][role="textbox"])', 'Sardor Tursunov');
      await page.type('::-p-aria([name="Phone number"][role="textbox"])', '+998 90 555 44 33');
      await page.type('::-p-aria([name="Email"][role="textbox"])', 'info@ipakyoli.example');
      // Offices are chosen by their slug, the same in every language.
      await page.select(`${form} select[name="branch"]`, 'chilonzor');
      await page.click('::-p-aria([name="I agree to the processing of my personal data"])');
      await Promise.all([page.waitForNavigation(), page.click(`${form} button[type="submit"]`)]);
      expect(await page.$eval(form, (el) => el.textContent)).to.include(
        'Please enter the taxpayer number (INN): 9 digits.',
      );
      expect(await page.$eval(`${form} input[name="company_name"]`, (el) => el.value)).to.equal(
        'Ipak Yoli Savdo MChJ',
      );
      await screenshot(page, 'open-account-no-js-error-en-375');
      const inn = await page.$('::-p-aria([name="Taxpayer number (INN)"][role="textbox"])');
      await inn!.click({ count: 3 });
      await inn!.type('301234567');
      await Promise.all([page.waitForNavigation(), page.click(`${form} button[type="submit"]`)]);
      expect(await page.$eval('.form-thanks__message', (el) => el.textContent)).to.equal(
        'Thank you! Your request has been received. A manager will call you within one business day.',
      );
      expect(await page.$eval('.form-thanks__reference', (el) => el.textContent)).to.match(
        /^Reference number: [2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}\. Please quote it if you call our call centre\.$/,
      );
      expect(
        readdirSync(join(suite.app.config.dataDir, 'submissions', 'open-account-requests')),
      ).to.have.length(1);
    });
  });
});
