import { expect } from 'chai';
import { screenshot, withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { tempDataDir } from '../support/form-files';

describe('browser: the call-back request from a product page', function () {
  this.timeout(60_000);
  const data = tempDataDir();
  const suite = browserSuite({ DATA_DIR: data.path });
  after(() => data.remove());

  it('opens the contact modal, shows the phone rule, then confirms the call back (ru)', async () => {
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await page.goto(`${suite.app.url}/ru/deposit/omonat-plus`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.click('.product-detail__contact');
      await page.waitForSelector('dialog.contact-modal[open] .form--contact');
      await page.type('.contact-modal input[name="name"]', 'Дилноза');
      await page.type('.contact-modal input[name="phone"]', '12345');
      await page.click('.contact-modal button[type="submit"]');
      await page.waitForFunction(() =>
        document.querySelector('.contact-modal')?.textContent?.includes('+998*********'),
      );
      await page.$eval(
        '.contact-modal input[name="phone"]',
        (input) => ((input as HTMLInputElement).value = ''),
      );
      await page.type('.contact-modal input[name="phone"]', '+998901234567');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/contact'));
      await page.click('.contact-modal button[type="submit"]');
      expect((await answered).status()).to.equal(201);
      await page.waitForFunction(() =>
        document
          .querySelector('.contact-modal')
          ?.textContent?.includes('Спасибо! Оператор вам перезвонит.'),
      );
      await screenshot(page, 'contact-modal-thanks-ru-375');
      expect(problems).to.deep.equal([]);
    });
  });
});
