import { expect } from 'chai';
import { withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated, isShown } from '../support/page-helpers';

describe('browser: error pages', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('answers an unknown page with 404 in the layout, and Back returns to the previous page (en, 1280)', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en/cards`);
      const response = await gotoHydrated(page, `${suite.app.url}/en/no-such-page`);
      expect(response?.status()).to.equal(404);
      expect(await page.$eval('.error-page__title', (h) => h.textContent)).to.equal(
        'Page not found',
      );
      expect(await isShown(page, '.site-header__menu')).to.equal(true);
      await Promise.all([page.waitForNavigation(), page.click('.error-page__back')]);
      expect(new URL(page.url()).pathname).to.equal('/en/cards');
    });
  });

  it('speaks the page language and links home (ru, 375)', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      const response = await gotoHydrated(page, `${suite.app.url}/ru/deposit/no-such-deposit`);
      expect(response?.status()).to.equal(404);
      expect(await page.$eval('.error-page__text', (p) => p.textContent)).to.equal(
        'К сожалению, мы не смогли найти страницу, которую вы ищете',
      );
      expect(await page.$eval('.error-page a.button', (a) => a.getAttribute('href'))).to.equal(
        '/ru',
      );
    });
  });

  it('offers a refresh on a bad request (uz)', async () => {
    await withPage(suite.browser, async ({ page }) => {
      const response = await gotoHydrated(page, `${suite.app.url}/news?page=abc`);
      expect(response?.status()).to.equal(400);
      expect(await page.$eval('.error-page__title', (h) => h.textContent)).to.equal(
        'Notoʻgʻri soʻrov',
      );
      const reload = page.waitForNavigation();
      await page.click('.error-page button.button--primary');
      expect((await reload)?.status()).to.equal(400);
    });
  });
});
