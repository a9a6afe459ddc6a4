import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { screenshot, withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

type Messages = Record<string, string>;
const errorsOf = (lang: string): Messages =>
  (
    JSON.parse(
      readFileSync(new URL(`../../locales/${lang}/forms.json`, import.meta.url), 'utf8'),
    ) as { errors: Messages }
  ).errors;

async function fieldErrors(page: Page): Promise<string[]> {
  return page.$$eval('.form--appeal .form-field__error', (els) =>
    els.map((el) => el.textContent ?? ''),
  );
}

describe('browser: the appeal form checks §5 before anything is sent', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  for (const lang of ['en', 'ru'] as const) {
    it(`shows the messages in ${lang === 'en' ? 'English' : 'Russian'} on leaving a field and on submit`, async () => {
      const text = errorsOf(lang);
      await withPage(suite.browser, async ({ page, problems }) => {
        const posts: string[] = [];
        page.on(
          'request',
          (request) => void (request.method() === 'POST' && posts.push(request.url())),
        );
        await page.goto(`${suite.app.url}/${lang}/appeals`, { waitUntil: 'networkidle0' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.type('.form--appeal input[name="name"]', 'Al');
        await page.type('.form--appeal input[name="email"]', 'aziz.example.com');
        await page.type('.form--appeal input[name="phone_number"]', '+99890');
        await page.focus('.form--appeal textarea[name="text"]');
        // Validation loads with the first field entered, so a message can come a moment after the blur.
        await page.waitForFunction(
          () => document.querySelectorAll('.form--appeal .form-field__error').length === 3,
        );
        expect(await fieldErrors(page)).to.deep.equal([
          text.nameLength,
          text.emailFormat!.replace('{{email}}', 'name@example.com'),
          text.phoneFormat,
        ]);
        await page.click('.form--appeal button[type="submit"]');
        await page.waitForFunction(
          () => document.querySelectorAll('.form--appeal .form-field__error').length >= 7,
        );
        const all = await fieldErrors(page);
        expect(all).to.include.members([text.textShort, text.consent, text.region, text.city]);
        expect(posts, 'nothing is sent while the form is invalid').to.deep.equal([]);
        for (const width of [375, 1280]) {
          await page.setViewport({ width, height: 900 });
          await screenshot(page, `forms-appeal-errors-${lang}-${width}`);
        }
        expect(problems).to.deep.equal([]);
      });
    });
  }
});
