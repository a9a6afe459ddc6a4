import { expect } from 'chai';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { getJson } from '../support/html';
import { gotoHydrated, hrefs, isShown, waitForHeader } from '../support/page-helpers';
import { byRole, controlledBy } from '../support/queries';

/** The header's landmarks and buttons by their accessible names in each language. */
const HEADER = {
  en: { audiences: 'Customer type', menu: 'Main menu', more: 'More' },
  ru: { audiences: 'Тип клиента', menu: 'Главное меню', more: 'Ещё' },
  uz: { audiences: 'Mijozlar turi', menu: 'Asosiy menyu', more: 'Koʻproq' },
};
type Lang = keyof typeof HEADER;
const audiences = (lang: Lang) => byRole('navigation', HEADER[lang].audiences);
/** The links shown inline in the main menu (not those inside its More panel). */
const mainMenu = (lang: Lang) => `${byRole('navigation', HEADER[lang].menu)} > ul > li > a`;
const more = (lang: Lang) => byRole('button', HEADER[lang].more);

describe('browser: desktop header at 1280×800', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows the individuals menu inline and its extra entries in More (en)', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      expect(await hrefs(page, `${audiences('en')} a`)).to.deep.equal([
        '/en',
        '/en/juristic',
        '/en/financial-institutions',
      ]);
      expect(
        await page.$eval(`${audiences('en')} [aria-current]`, (a) => a.getAttribute('href')),
      ).to.equal('/en');
      expect(await hrefs(page, `${byRole('navigation', 'Service links')} a`)).to.deep.equal([
        '/en/branches',
      ]);
      expect(await hrefs(page, mainMenu('en'))).to.deep.equal([
        '/en/deposit',
        '/en/cards',
        '/en/transfers',
        '/en/credit',
      ]);
      const panel = await controlledBy(page, more('en'));
      expect(await isShown(page, panel)).to.equal(false);
      await page.click(more('en'));
      expect(await isShown(page, panel)).to.equal(true);
      expect(await hrefs(page, `${panel} a`)).to.deep.equal([
        '/en/about',
        '/en/news',
        '/en/vacancies',
        '/en/appeals',
        '/en/individual/survey',
        '/en/individual/client-rights',
        '/en/individual/tariff',
      ]);
      expect(problems).to.deep.equal([]);
    });
  });

  it('puts the first three legal-entity sections inline and the rest with the tariffs in More (ru)', async () => {
    const sections = await getJson<{ slug: string }[]>(
      suite.app.url,
      `/api/legal-entities?locale=ru`,
    );
    const paths = sections.map((s) => `/ru/juristic/${s.slug}`);
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/ru/juristic`);
      expect(
        await page.$eval(`${audiences('ru')} [aria-current]`, (a) => a.getAttribute('href')),
      ).to.equal('/ru/juristic');
      expect(await hrefs(page, mainMenu('ru'))).to.deep.equal(paths.slice(0, 3));
      expect(await hrefs(page, `${await controlledBy(page, more('ru'))} a`)).to.deep.equal([
        ...paths.slice(3),
        '/ru/juristic/tariffs',
        '/ru/juristic/open-account',
        '/ru/currency',
      ]);
      expect(problems).to.deep.equal([]);
    });
  });

  it('shows correspondent relations and investment funds for financial institutions, without More', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/investment-funds`);
      expect(await hrefs(page, mainMenu('uz'))).to.deep.equal([
        '/financial-institutions',
        '/investment-funds',
      ]);
      expect(await page.$(more('uz'))).to.equal(null);
    });
  });

  it('opens internet banking in a new tab without giving it this window', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/ru`);
      const link = await page.$eval(byRole('link', 'Интернет-банк'), (a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      }));
      expect(link).to.deep.equal({
        href: suite.app.config.internetBankingUrl,
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    });
  });

  it('closes a dropdown on Escape with focus back on its toggle, and on an outside click and on scroll', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en/cards`);
      const toggle = byRole('button', 'EN — Language: English');
      const panel = await controlledBy(page, toggle);
      await page.focus(toggle);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.contains(document.activeElement) === true,
        {},
        panel,
      );
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('hreflang'))).to.equal(
        'ru',
      );
      await page.keyboard.press('Escape');
      expect(await isShown(page, panel)).to.equal(false);
      expect(await page.$eval(toggle, (button) => button === document.activeElement)).to.equal(
        true,
      );
      await page.click(toggle);
      await page.mouse.click(600, 500);
      expect(await isShown(page, panel)).to.equal(false);
      await page.click(toggle);
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.hasAttribute('hidden'),
        {},
        panel,
      );
    });
  });

  it('keeps the page when switching language and remembers the choice for a year', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/cards`);
      const toggle = byRole('button', 'EN — Language: English');
      const panel = await controlledBy(page, toggle);
      expect(await hrefs(page, `${panel} a`)).to.deep.equal(['/cards', '/ru/cards']);
      await page.click(toggle);
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }),
        page.click(`${panel} a[hreflang="ru"]`),
      ]);
      expect(new URL(page.url()).pathname).to.equal('/ru/cards');
      expect(await page.$eval('html', (html) => html.lang)).to.equal('ru');
      const cookie = (await page.cookies()).find((c) => c.name === 'lang');
      expect(cookie?.value).to.equal('ru');
      expect(cookie!.expires * 1000 - Date.now()).to.be.greaterThan(364 * 24 * 3600 * 1000);
      expect(problems).to.deep.equal([]);
    });
  });

  it('submits the search to /search?query= and clears it with the clear icon, on Escape and on opening', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      const toggle = byRole('button', 'Search the site');
      const panel = await controlledBy(page, toggle);
      const input = byRole('searchbox', 'Search text');
      const clear = byRole('button', 'Clear the search');
      await page.click(toggle);
      await page.waitForFunction(
        (sel) => document.activeElement === document.querySelector(sel),
        {},
        panel + ' input',
      );
      expect(await page.$(clear)).to.equal(null);
      await page.keyboard.type('visa');
      await page.click(clear);
      expect(await page.$eval(input, (el) => (el as HTMLInputElement).value)).to.equal('');
      expect(await page.$eval(input, (el) => el === document.activeElement)).to.equal(true);
      expect(await page.$(clear)).to.equal(null);
      await page.keyboard.type('gold');
      await page.keyboard.press('Escape');
      expect(await isShown(page, panel)).to.equal(false);
      await page.click(toggle);
      expect(await page.$eval(input, (el) => (el as HTMLInputElement).value)).to.equal('');
      expect(await page.$eval(panel, (el) => el.getBoundingClientRect().width)).to.be.at.least(360);
      await page.keyboard.type('deposit');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.pathname === '/en/search');
      await page.waitForSelector(byRole('heading', 'Search'));
      expect(new URL(page.url()).searchParams.get('query')).to.equal('deposit');
      expect(problems).to.deep.equal([]);
    });
  });

  it('is transparent at the top, hides when scrolling down past its height and returns on scrolling up', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      const state = () =>
        page.$eval('.site-header', (h) => ({
          top: h.classList.contains('site-header--top'),
          hidden: h.classList.contains('site-header--hidden'),
        }));
      expect(await state()).to.deep.equal({ top: true, hidden: false });
      await page.evaluate(() => window.scrollTo(0, 60));
      await page.waitForFunction(
        () => !document.querySelector('.site-header')!.classList.contains('site-header--top'),
      );
      expect((await state()).hidden, 'not yet past the header height').to.equal(false);
      await page.evaluate(() => window.scrollTo(0, 600));
      await waitForHeader(page, true);
      await page.evaluate(() => window.scrollBy(0, -4));
      expect((await state()).hidden, 'a 4 px move is ignored').to.equal(true);
      await page.evaluate(() => window.scrollBy(0, -40));
      await waitForHeader(page, false);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() =>
        document.querySelector('.site-header')!.classList.contains('site-header--top'),
      );
    });
  });
});
