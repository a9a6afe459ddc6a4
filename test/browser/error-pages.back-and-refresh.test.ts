import { expect } from 'chai';
import { withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated, isShown } from '../support/page-helpers';
import { byRole, byText } from '../support/queries';

describe('browser: error pages', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('answers an unknown page with 404 in the layout, and Back returns to the previous page (en, 1280)', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en/cards`);
      const response = await gotoHydrated(page, `${suite.app.url}/en/no-such-page`);
      expect(response?.status()).to.equal(404);
      expect(await isShown(page, byRole('heading', 'Page not found'))).to.equal(true);
      expect(await isShown(page, byRole('navigation', 'Main menu'))).to.equal(true);
      await Promise.all([page.waitForNavigation(), page.click(byRole('button', 'Back'))]);
      expect(new URL(page.url()).pathname).to.equal('/en/cards');
    });
  });

  it('speaks the page language and links home (ru, 375)', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      const response = await gotoHydrated(page, `${suite.app.url}/ru/deposit/no-such-deposit`);
      expect(response?.status()).to.equal(404);
      expect(
        await isShown(page, byText('К сожалению, мы не смогли найти страницу, которую вы ищете')),
      ).to.equal(true);
      expect(
        await page.$eval(byRole('link', 'На главную'), (a) => a.getAttribute('href')),
      ).to.equal('/ru');
    });
  });

  it('answers an address that does not decode with the 400 page in the layout, hydrated (ru, 375)', async () => {
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      const response = await gotoHydrated(page, `${suite.app.url}/ru/%E0%A4%A`);
      expect(response?.status()).to.equal(400);
      expect(await isShown(page, byRole('heading', 'Неверный запрос'))).to.equal(true);
      expect(await isShown(page, byRole('button', 'Обновить'))).to.equal(true);
      expect(await isShown(page, byRole('button', 'Меню'))).to.equal(true);
      // The document's own 400 and the router's note on the address are expected; no error is.
      expect(
        problems.filter((problem) => !/status of 400|could not be decoded/.test(problem)),
      ).to.deep.equal([]);
    });
  });

  it('offers a refresh on a bad request (uz)', async () => {
    await withPage(suite.browser, async ({ page }) => {
      const response = await gotoHydrated(page, `${suite.app.url}/news?page=abc`);
      expect(response?.status()).to.equal(400);
      expect(await isShown(page, byRole('heading', 'Notoʻgʻri soʻrov'))).to.equal(true);
      const reload = page.waitForNavigation();
      await page.click(byRole('button', 'Yangilash'));
      expect((await reload)?.status()).to.equal(400);
    });
  });
});
