import { expect } from 'chai';
import { withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { getJson } from '../support/html';
import { gotoHydrated, hrefs, isShown, waitForHeader } from '../support/page-helpers';

describe('browser: desktop header at 1280×800', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows the individuals menu inline and its extra entries in More (en)', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en`);
      expect(await hrefs(page, '.site-header__audiences a')).to.deep.equal([
        '/en',
        '/en/juristic',
        '/en/financial-institutions',
      ]);
      expect(
        await page.$eval('.site-header__audiences [aria-current]', (a) => a.getAttribute('href')),
      ).to.equal('/en');
      expect(await hrefs(page, '.site-header__service a')).to.deep.equal(['/en/branches']);
      expect(await hrefs(page, '.site-header__menu-list > li > a')).to.deep.equal([
        '/en/deposit',
        '/en/cards',
        '/en/transfers',
        '/en/credit',
      ]);
      expect(await isShown(page, '.dropdown--more .dropdown__panel')).to.equal(false);
      await page.click('.dropdown--more .dropdown__toggle');
      expect(await isShown(page, '.dropdown--more .dropdown__panel')).to.equal(true);
      expect(await hrefs(page, '.dropdown--more .dropdown__item')).to.deep.equal([
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
        await page.$eval('.site-header__audiences [aria-current]', (a) => a.getAttribute('href')),
      ).to.equal('/ru/juristic');
      expect(await hrefs(page, '.site-header__menu-list > li > a')).to.deep.equal(
        paths.slice(0, 3),
      );
      expect(await hrefs(page, '.dropdown--more .dropdown__item')).to.deep.equal([
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
      expect(await hrefs(page, '.site-header__menu-list > li > a')).to.deep.equal([
        '/financial-institutions',
        '/investment-funds',
      ]);
      expect(await page.$('.dropdown--more')).to.equal(null);
    });
  });

  it('opens internet banking in a new tab without giving it this window', async () => {
    await withPage(suite.browser, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/ru`);
      const link = await page.$eval('.site-header__bank', (a) => ({
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
      const toggle = '.dropdown--lang .dropdown__toggle';
      await page.focus(toggle);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.closest('.lang-switcher') !== null);
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('hreflang'))).to.equal(
        'ru',
      );
      await page.keyboard.press('Escape');
      expect(await isShown(page, '.dropdown--lang .dropdown__panel')).to.equal(false);
      expect(
        await page.evaluate(() => document.activeElement?.classList.contains('dropdown__toggle')),
      ).to.equal(true);
      await page.click(toggle);
      await page.mouse.click(600, 500);
      expect(await isShown(page, '.dropdown--lang .dropdown__panel')).to.equal(false);
      await page.click(toggle);
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.waitForFunction(() =>
        document.querySelector('.dropdown--lang .dropdown__panel')?.hasAttribute('hidden'),
      );
    });
  });

  it('keeps the page when switching language and remembers the choice for a year', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await gotoHydrated(page, `${suite.app.url}/en/cards`);
      expect(await hrefs(page, '.lang-switcher a')).to.deep.equal(['/cards', '/ru/cards']);
      await page.click('.dropdown--lang .dropdown__toggle');
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }),
        page.click('.lang-switcher a[hreflang="ru"]'),
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
      const input = '.dropdown--search .search-box__input';
      await page.click('.dropdown--search .dropdown__toggle');
      await page.waitForFunction(
        (sel) => document.activeElement === document.querySelector(sel),
        {},
        input,
      );
      expect(await page.$('.search-box__clear')).to.equal(null);
      await page.keyboard.type('visa');
      await page.click('.search-box__clear');
      expect(await page.$eval(input, (el) => (el as HTMLInputElement).value)).to.equal('');
      expect(
        await page.evaluate((sel) => document.activeElement === document.querySelector(sel), input),
      ).to.equal(true);
      expect(await page.$('.search-box__clear')).to.equal(null);
      await page.keyboard.type('gold');
      await page.keyboard.press('Escape');
      expect(await isShown(page, '.dropdown--search .dropdown__panel')).to.equal(false);
      await page.click('.dropdown--search .dropdown__toggle');
      expect(await page.$eval(input, (el) => (el as HTMLInputElement).value)).to.equal('');
      expect(
        await page.evaluate(
          (sel) => document.querySelector(sel)!.getBoundingClientRect().width,
          '.dropdown--search .dropdown__panel',
        ),
      ).to.be.at.least(360);
      await page.keyboard.type('deposit');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () =>
          location.pathname === '/en/search' &&
          document.querySelector('.search-results li') !== null,
      );
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
