import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { screenshot, withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { byRole } from '../support/queries';

const CONTACT = byRole('link', 'Заказать обратный звонок');

describe('browser: the call-back request from a product page', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('opens the contact modal, shows the phone rule, then confirms the call back (ru)', async () => {
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await page.goto(`${suite.app.url}/ru/deposit/omonat-plus`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.click(CONTACT);
      const modal = 'dialog[open]';
      await page.waitForSelector(`${modal} form`);
      await page.type(`${modal} input[name="name"]`, 'Дилноза');
      await page.type(`${modal} input[name="phone"]`, '12345');
      await page.click(`${modal} button[type="submit"]`);
      await page.waitForSelector(`${modal} ::-p-text(+998*********)`);
      await page.$eval(
        `${modal} input[name="phone"]`,
        (input) => ((input as HTMLInputElement).value = ''),
      );
      await page.type(`${modal} input[name="phone"]`, '+998901234567');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/contact'));
      await page.click(`${modal} button[type="submit"]`);
      expect((await answered).status()).to.equal(201);
      await page.waitForSelector(`${modal} ::-p-text(Спасибо! Оператор вам перезвонит.)`);
      const reference = (await (await answered).json()) as { reference: string };
      expect(await page.$eval(`${modal} .form-thanks__reference`, (el) => el.textContent)).to.equal(
        `Номер обращения: ${reference.reference}. Назовите его, если будете звонить в колл-центр.`,
      );
      // The call centre sees which product the visitor asked about, and in which language.
      const dir = join(suite.app.config.dataDir, 'submissions', 'contact-requests');
      const [file] = readdirSync(dir);
      const stored = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as {
        attributes: Record<string, unknown>;
      };
      expect(stored.attributes).to.include({
        page_path: '/ru/deposit/omonat-plus',
        language: 'ru',
        reference: reference.reference,
      });
      await screenshot(page, 'contact-modal-thanks-ru-375');
      expect(problems).to.deep.equal([]);
    });
  });
});
