import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { screenshot, withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { advancePageTime, gotoHydrated } from '../support/page-helpers';

const region = (name: string) => `::-p-aria([name="${name}"][role="region"])`;

/** The position of the current slide, as its dot says ("Slide 2 of 4"). */
const current = (page: Page) =>
  page.$eval('.carousel__dot[aria-current="true"]', (dot) => dot.getAttribute('aria-label'));

/** The titles of the slides a visitor can reach (not inert). */
const reachable = (page: Page) =>
  page.$$eval('.carousel__slide:not([inert]) h3', (titles) => titles.map((t) => t.textContent));

describe('browser: the legal-entity offers carousel', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  it('moves with the buttons, the dots and the arrow keys', async () => {
    await withPage(suite.browser, { width: 1280, height: 900 }, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/juristic`);
      await page.locator('::-p-aria([name="Pause"][role="button"])').click();
      expect(await current(page)).to.equal('Slide 1 of 4');
      expect(await reachable(page)).to.deep.equal(['Loans for your business']);
      await page.click('::-p-aria([name="Next slide"][role="button"])');
      expect(await current(page)).to.equal('Slide 2 of 4');
      expect(await reachable(page)).to.deep.equal(['Term deposit for business']);
      await page.keyboard.press('ArrowRight');
      expect(await current(page)).to.equal('Slide 3 of 4');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await current(page)).to.equal('Slide 1 of 4');
      await page.keyboard.press('ArrowLeft');
      expect(await current(page)).to.equal('Slide 4 of 4');
      await page.click('::-p-aria([name="Slide 2 of 4"][role="button"])');
      expect(await current(page)).to.equal('Slide 2 of 4');
      await screenshot(page, 'carousel-en-1280');
      expect(problems).to.deep.equal([]);
    });
  });

  it('advances by itself, and stays on its slide once paused', async () => {
    await withPage(suite.browser, { width: 1280, height: 900 }, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en/juristic`);
      await page.mouse.move(5, 895);
      await page.waitForFunction(
        () =>
          document
            .querySelector('.carousel__dot[aria-current="true"]')
            ?.getAttribute('aria-label') === 'Slide 2 of 4',
        { timeout: 10_000 },
      );
      await page.locator('::-p-aria([name="Pause"][role="button"])').click();
      await page.mouse.move(5, 895);
      await page.$eval('.carousel__pause', (button) => (button as HTMLElement).blur());
      const paused = await current(page);
      await advancePageTime(page, 7000);
      expect(await current(page)).to.equal(paused);
      expect(await page.$eval('.carousel__pause', (button) => button.textContent)).to.equal('Play');
    });
  });

  it('does not advance under prefers-reduced-motion until the visitor presses play', async () => {
    await withPage(suite.browser, { width: 1280, height: 900 }, async ({ page }) => {
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await gotoHydrated(page, `${suite.app.url}/ru/juristic`);
      await page.mouse.move(5, 895);
      // The controls come with the carousel's region, which may hydrate after the shell.
      await page.waitForSelector('::-p-aria([name="Воспроизвести"][role="button"])');
      await advancePageTime(page, 7000);
      expect(await current(page)).to.equal('Слайд 1 из 4');
    });
  });

  for (const width of [320, 1440]) {
    it(`shows every slide whole at ${width} px`, async () => {
      await withPage(suite.browser, { width, height: 900 }, async ({ page }) => {
        await gotoHydrated(page, `${suite.app.url}/en/juristic`);
        await page.locator('::-p-aria([name="Pause"][role="button"])').click();
        for (let slide = 1; slide <= 4; slide += 1) {
          await page.click(`::-p-aria([name="Slide ${slide} of 4"][role="button"])`);
          await page.waitForFunction(
            () => {
              const viewport = document
                .querySelector('.carousel__viewport')!
                .getBoundingClientRect();
              const shown = document.querySelector('.carousel__slide:not([inert])')!;
              const box = shown.getBoundingClientRect();
              return (
                Math.abs(box.left - viewport.left) < 1 && Math.abs(box.right - viewport.right) < 1
              );
            },
            { timeout: 3000 },
          );
          const clipped = await page.$eval('.carousel__slide:not([inert]) .promo', (promo) =>
            [...promo.children].some((child) => child.scrollWidth > child.clientWidth + 1),
          );
          expect(clipped, `slide ${slide}`).to.equal(false);
        }
        await screenshot(page, `carousel-en-${width}`);
      });
    });
  }

  it('is a readable list of every slide without JavaScript', async () => {
    await withPage(suite.browser, { width: 375, height: 800 }, async ({ page }) => {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${suite.app.url}/juristic`, { waitUntil: 'load' });
      expect(await page.$(region('Biznes uchun takliflar'))).not.to.equal(null);
      expect(await page.$$eval('.carousel button', (buttons) => buttons.length)).to.equal(0);
      const visible = await page.$$eval('.carousel__slide h3', (titles) =>
        titles.filter((t) => t.getBoundingClientRect().width > 0).map((t) => t.textContent),
      );
      expect(visible).to.deep.equal([
        'Biznesingiz uchun kreditlar',
        'Biznes uchun muddatli depozit',
        'Ish haqi loyihasi',
        'Internet-banking 24/7',
      ]);
    });
  });
});
