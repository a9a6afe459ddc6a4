import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { ElementHandle, Page } from 'puppeteer-core';
import { PHONE, screenshot, withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { SAMPLE_PDF } from '../support/form-files';

/** What a sighted visitor reads in the file field: the face once hydrated, else nothing of ours. */
const faceText = (page: Page, selector: string) =>
  page.$eval(selector, (field) => {
    const face = field.querySelector('.file-picker__face');
    return face && getComputedStyle(face).display !== 'none'
      ? (face as HTMLElement).innerText.replace(/\s+/g, ' ').trim()
      : null;
  });

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

describe('browser: a file field speaks the page’s language, not the browser’s', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('names the button and the chosen file in Russian, on the input the label names', async () => {
    const cv = join(suite.app.config.dataDir, 'Резюме Бобур.pdf');
    writeFileSync(cv, SAMPLE_PDF);
    await withPage(suite.browser, async ({ page, problems }) => {
      await page.goto(`${suite.app.url}/ru/vacancies/frontend-developer`, {
        waitUntil: 'networkidle0',
      });
      await hydrated(page);
      const field = '.form--vacancy .form-field:has(input[type="file"])';
      expect(await faceText(page, field)).to.equal('Выберите файл Файл не выбран');
      // The control a click, a key and a screen reader reach is still the labelled file input.
      // (puppeteer's aria selector does not parse the brackets of this label: found by its `for`.)
      const input = (
        await page.evaluateHandle(() => {
          const label = [...document.querySelectorAll('label')].find(
            (each) => each.textContent?.trim() === 'Резюме (PDF, DOC или DOCX) *',
          );
          return label ? document.getElementById(label.htmlFor) : null;
        })
      ).asElement() as ElementHandle<HTMLInputElement> | null;
      expect(await input!.evaluate((el) => el.type)).to.equal('file');
      await input!.uploadFile(cv);
      expect(await faceText(page, field)).to.equal('Выберите файл Резюме Бобур.pdf');
      await screenshot(page, 'forms-file-picker-ru-1280');
      expect(problems).to.deep.equal([]);
    });
  });

  it('lists several chosen files in Uzbek on a phone, and shows the browser’s own control until hydration', async () => {
    const files = ['passport.pdf', 'ariza.pdf'].map((name) => {
      const path = join(suite.app.config.dataDir, name);
      writeFileSync(path, SAMPLE_PDF);
      return path;
    });
    await withPage(suite.browser, PHONE, async ({ page }) => {
      const field = '.form--appeal .form-field:has(input[type="file"])';
      await page.setJavaScriptEnabled(false);
      await page.goto(`${suite.app.url}/appeals`, { waitUntil: 'load' });
      expect(await faceText(page, field)).to.equal(null);
      const native = await page.$eval(
        `${field} input[type="file"]`,
        (el) => getComputedStyle(el).opacity,
      );
      expect(native).to.equal('1');

      await page.setJavaScriptEnabled(true);
      await page.goto(`${suite.app.url}/appeals`, { waitUntil: 'networkidle0' });
      await hydrated(page);
      expect(await faceText(page, field)).to.equal('Fayllarni tanlang Fayllar tanlanmagan');
      const input = await page.$(`${field} input[type="file"]`);
      await input!.uploadFile(...files);
      expect(await faceText(page, field)).to.equal('Fayllarni tanlang passport.pdf, ariza.pdf');
      await screenshot(page, 'forms-file-picker-uz-375');
    });
  });
});
