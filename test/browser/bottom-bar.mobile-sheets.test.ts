import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { withPage, PHONE } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { getJson } from '../support/html';
import {
  gotoHydrated,
  hrefs,
  isShown,
  viewportScreenshot,
  waitForAnimations,
} from '../support/page-helpers';
import { byRole, controlledBy } from '../support/queries';

/** The ids of the open sheets (dialogs). */
const openSheets = (page: Page) =>
  page.$$eval('[role="dialog"][data-open]', (sheets) => sheets.map((s) => s.id));
/** Presses the bottom-bar button with this label (Cards, Menu… in the page language). */
const press = (page: Page, label: string) => page.click(byRole('button', label));

/** Sheets slide for 300 ms; screenshots and focus checks wait until the open one has settled. */
async function waitForSheet(page: Page, id: string) {
  await page.waitForFunction(
    (sheetId) => {
      const sheet = document.getElementById(sheetId);
      return (
        sheet !== null &&
        sheet.hasAttribute('data-open') &&
        getComputedStyle(sheet).transform === 'none'
      );
    },
    {},
    id,
  );
}

describe('browser: mobile header and bottom bar at 375×812', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows the compact header and the bottom bar instead of the desktop menus', async () => {
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/ru`);
      const bottomBar = byRole('navigation', 'Быстрая навигация');
      expect(await isShown(page, bottomBar)).to.equal(true);
      expect(await page.$(byRole('navigation', 'Главное меню'))).to.equal(null);
      expect(await page.$(byRole('navigation', 'Тип клиента'))).to.equal(null);
      expect(await isShown(page, byRole('link', 'Namuna Bank: Главная страница'))).to.equal(true);
      expect(await isShown(page, byRole('button', 'RU — Язык: Русский'))).to.equal(true);
      const labels = await page.$$eval(`${bottomBar} button`, (els) =>
        els.map((el) => el.textContent),
      );
      expect(labels).to.deep.equal(['Карты', 'Вклады', 'Меню', 'Кредиты', 'Чат']);
      expect(problems).to.deep.equal([]);
    });
  });

  it('opens one sheet at a time, switches between them and closes the active one when pressed again', async () => {
    const cards = await getJson<{ slug: string }[]>(suite.app.url, `/api/cards?locale=en`);
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/news`);
      await page.waitForSelector('#sheet-cards');
      expect(await openSheets(page)).to.deep.equal([]);
      await press(page, 'Cards');
      expect(await openSheets(page)).to.deep.equal(['sheet-cards']);
      await page.waitForSelector('#sheet-cards .sheet-products__link');
      expect(await hrefs(page, '#sheet-cards .sheet-products__link')).to.deep.equal(
        cards.slice(0, 3).map((c) => `/en/cards/${c.slug}`),
      );
      expect(
        await page.$eval('html', (html) => html.classList.contains('is-scroll-locked')),
      ).to.equal(true);
      await press(page, 'Deposits');
      expect(await openSheets(page)).to.deep.equal(['sheet-deposits']);
      expect(
        await page.$eval(byRole('button', 'Cards'), (b) => b.getAttribute('aria-expanded')),
      ).to.equal('false');
      await press(page, 'Deposits');
      expect(await openSheets(page)).to.deep.equal([]);
      expect(
        await page.$eval('html', (html) => html.classList.contains('is-scroll-locked')),
      ).to.equal(false);
      await press(page, 'Loans');
      await waitForSheet(page, 'sheet-credits');
      await page.keyboard.press('Escape');
      expect(await openSheets(page)).to.deep.equal([]);
      expect(
        await page.$eval(byRole('button', 'Loans'), (button) => button === document.activeElement),
      ).to.equal(true);
      expect(problems).to.deep.equal([]);
    });
  });

  it('downloads the product pictures of a sheet only once it is opened', async () => {
    const cards = await getJson<{ image: { url: string } | null }[]>(
      suite.app.url,
      `/api/cards?locale=en`,
    );
    const pictures = cards.slice(0, 3).map((card) => card.image!.url);
    expect(pictures).to.have.length(3);
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await gotoHydrated(page, `${suite.app.url}/en/news`);
      // The closed sheet lists its products, with a stand-in where each picture will be.
      await page.waitForSelector('#sheet-cards .sheet-products__link span.sheet-products__image');
      expect(await page.$$('#sheet-cards img')).to.have.length(0);
      expect(requested.filter((path) => pictures.includes(path))).to.deep.equal([]);

      await press(page, 'Cards');
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLImageElement>('#sheet-cards img')].filter(
            (img) => img.complete && img.naturalWidth > 0,
          ).length === 3,
      );
      expect(requested.filter((path) => pictures.includes(path))).to.have.members(pictures);
      expect(problems).to.deep.equal([]);
    });
  });

  it('lists the individuals menu and the about-bank submenu with one link per news category (ru)', async () => {
    const categories = await getJson<{ id: number }[]>(
      suite.app.url,
      `/api/news-categories?locale=ru`,
    );
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/ru`);
      await press(page, 'Меню');
      await waitForSheet(page, 'sheet-menu');
      expect(await hrefs(page, '#sheet-menu .sheet-menu__link[href]')).to.deep.equal([
        '/ru/juristic',
        '/ru/branches',
        '/ru/deposit',
        suite.app.config.internetBankingUrl,
        '/ru/cards',
        '/ru/transfers',
        '/ru/credit',
        '/ru/currency',
      ]);
      expect(
        await page.$eval('#sheet-menu a[target="_blank"]', (a) => a.getAttribute('rel')),
      ).to.equal('noopener noreferrer');
      await viewportScreenshot(page, 'mobile-menu-sheet-ru-375');
      await page.click('#sheet-menu button.sheet-menu__link');
      await page.waitForSelector('.sheet-menu__back');
      await waitForAnimations(page);
      const toggle = '#sheet-menu button[aria-expanded]';
      expect(await page.$eval(toggle, (b) => b.getAttribute('aria-expanded'))).to.equal('false');
      await page.click(toggle);
      expect(await page.$eval(toggle, (b) => b.getAttribute('aria-expanded'))).to.equal('true');
      await waitForAnimations(page);
      expect(await hrefs(page, '#sheet-menu .collapse a')).to.deep.equal([
        '/ru/news',
        ...categories.map((c) => `/ru/news?filters[categories][id][$in]=${c.id}`),
      ]);
      expect(await hrefs(page, '#sheet-menu .sheet-view > .sheet-menu > li > a')).to.deep.equal([
        '/ru/about',
      ]);
      await page.click('.sheet-menu__back');
      await page.waitForSelector('.sheet-view--main');
      expect(problems).to.deep.equal([]);
    });
  });

  it('opens the language list from the menu sheet, marks the current language and switches (en)', async () => {
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/cards`);
      await press(page, 'Menu');
      await waitForSheet(page, 'sheet-menu');
      await page.click(byRole('button', 'Language English'));
      const list = (await page.waitForSelector(byRole('list', 'Languages')))!;
      const languages = await list.$$eval('a', (links) =>
        links.map((link) => [link.textContent, link.getAttribute('href'), link.ariaCurrent]),
      );
      expect(languages).to.deep.equal([
        ['Oʻzbekcha', '/cards', null],
        ['English', '/en/cards', 'page'],
        ['Русский', '/ru/cards', null],
      ]);
      await waitForAnimations(page);
      await viewportScreenshot(page, 'mobile-menu-sheet-languages-en-375');
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }),
        page.click(byRole('link', 'Русский')),
      ]);
      expect(new URL(page.url()).pathname).to.equal('/ru/cards');
      expect((await page.cookies()).find((c) => c.name === 'lang')?.value).to.equal('ru');
      expect(problems).to.deep.equal([]);
    });
  });

  it('goes back from the language list to the main menu', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/ru`);
      await press(page, 'Меню');
      await waitForSheet(page, 'sheet-menu');
      await page.click(byRole('button', 'Язык Русский'));
      await page.waitForSelector(byRole('list', 'Языки'));
      await page.click(byRole('button', 'Главное меню'));
      await page.waitForSelector('.sheet-view--main');
      expect(await page.$(byRole('list', 'Языки'))).to.equal(null);
    });
  });

  it('gives the legal-entity sheets their own menu and real deposit pages (en)', async () => {
    const sections = await getJson<{ slug: string }[]>(
      suite.app.url,
      `/api/legal-entities?locale=en`,
    );
    const deposits = await getJson<{ slug: string }[]>(suite.app.url, `/api/deposits?locale=en`);
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/juristic`);
      await press(page, 'Menu');
      await waitForSheet(page, 'sheet-menu');
      expect(await hrefs(page, '#sheet-menu .sheet-menu__link[href]')).to.deep.equal([
        '/en',
        '/en/branches',
        ...sections.map((s) => `/en/juristic/${s.slug}`),
        '/en/currency',
      ]);
      await viewportScreenshot(page, 'mobile-menu-sheet-juristic-en-375');
      await press(page, 'Deposits');
      await page.waitForSelector('#sheet-deposits .sheet-products__link');
      // A click while the sheet still slides up can land beside the moving link.
      await waitForSheet(page, 'sheet-deposits');
      const links = await hrefs(page, '#sheet-deposits .sheet-products__link');
      expect(links).to.deep.equal(deposits.slice(0, 3).map((d) => `/en/deposit/${d.slug}`));
      await page.click('#sheet-deposits .sheet-products__link');
      await page.waitForFunction(
        (path) =>
          location.pathname === path && !document.querySelector('[role="dialog"][data-open]'),
        {},
        links[0],
      );
      expect(problems).to.deep.equal([]);
    });
  });

  it('locks the page behind the full-width search and clears the search on Escape', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      const toggle = byRole('button', 'Search the site');
      const panel = await controlledBy(page, toggle);
      await page.click(toggle);
      expect(await page.$eval(panel, (p) => p.getBoundingClientRect().width)).to.equal(375);
      expect(
        await page.$eval('html', (html) => html.classList.contains('is-scroll-locked')),
      ).to.equal(true);
      await page.keyboard.type('card');
      await page.keyboard.press('Escape');
      expect(await page.$eval(`${panel} input`, (el) => (el as HTMLInputElement).value)).to.equal(
        '',
      );
      expect(
        await page.$eval('html', (html) => html.classList.contains('is-scroll-locked')),
      ).to.equal(false);
    });
  });

  it('opens the contact modal from the chat entry when no live chat is configured', async () => {
    await withPage(suite.browser, PHONE, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      await press(page, 'Chat');
      await page.waitForSelector('dialog[open]');
      expect(problems).to.deep.equal([]);
    });
  });
});
