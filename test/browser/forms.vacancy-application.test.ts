import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer-core';
import { screenshot, withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { SAMPLE_PDF } from '../support/form-files';

const button = '.form--vacancy button[type="submit"]';

/**
 * No RECAPTCHA_SITE_KEY or secret here: the widget is not shown and the server skips the check
 * (the reCAPTCHA paths are covered by the server tests with a local verifier).
 */
describe('browser: a vacancy application', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('goes idle → Submitting... → thank you', async () => {
    const cv = join(suite.app.config.dataDir, 'cv.pdf');
    writeFileSync(cv, SAMPLE_PDF);
    await withPage(suite.browser, async ({ page, problems }) => {
      await page.goto(`${suite.app.url}/en/vacancies/frontend-developer`, {
        waitUntil: 'networkidle0',
      });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.$eval(button, (el) => el.textContent)).to.equal('Send');
      await page.type('.form--vacancy input[name="name"]', 'Bobur Aliyev');
      await page.type('.form--vacancy input[name="email"]', 'bobur@example.com');
      await page.type('.form--vacancy input[name="phone"]', '+998 90 777 88 99');
      const input = await page.$('.form--vacancy input[name="cv_file"]');
      await input!.uploadFile(cv);
      await page.click('.form--vacancy input[name="consent"]');
      await screenshot(page, 'forms-vacancy-filled-en-1280');
      // Hold the relay's answer back a little, so the Submitting... state can be seen.
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (request.url().includes('/api/forms/')) setTimeout(() => void request.continue(), 400);
        else void request.continue();
      });
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/api/forms/vacancy-application'),
      );
      await page.click(button);
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.textContent === 'Submitting...',
        {},
        button,
      );
      expect((await answered).status()).to.equal(201);
      await page.waitForSelector('.form-thanks');
      expect(await page.$eval('.form-thanks__message', (el) => el.textContent)).to.equal(
        'Thank you for your application! Our HR team will contact you.',
      );
      await screenshot(page, 'forms-vacancy-thanks-en-1280');
      expect(problems).to.deep.equal([]);
    });
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`lays out the vacancy and contact forms at 375 and 1280 px (${lang})`, async () => {
      await withPage(suite.browser, async ({ page, problems }) => {
        for (const [name, path] of [
          ['vacancy', 'vacancies/frontend-developer'],
          ['contact', 'contact'],
        ] as const) {
          await page.goto(`${suite.app.url}/${lang}/${path}`, { waitUntil: 'networkidle0' });
          for (const width of [375, 1280]) {
            await page.setViewport({ width, height: 900 });
            await screenshot(page, `forms-${name}-${lang}-${width}`);
          }
        }
        expect(problems).to.deep.equal([]);
      });
    });
  }
});
