import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { NAMESPACES } from '../../src/lib/namespaces';
import { LANGS } from '../../src/lib/lang';
import { localePath } from '../../src/lib/paths';
import { PHONE, withPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { localeChunk } from '../support/client-build';
import { getJson } from '../support/html';
import { gotoHydrated } from '../support/page-helpers';
import { byRole, byText } from '../support/queries';
import { DETAILS, JURISTIC_SECTIONS, STATIC_PAGES, STATIC_ROUTES } from '../support/route-sweep';

/**
 * Answers the browser's requests for these assets only once the test releases them, so it sees
 * what a page does while a namespace's strings are still on their way.
 */
async function holdAssets(page: Page, files: string[]) {
  const paths = files.map((file) => `/assets/${file}`);
  const held: HTTPRequest[] = [];
  let asked: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!paths.includes(new URL(request.url()).pathname)) return void request.continue();
    held.push(request);
    asked();
  });
  return { requested, release: () => Promise.all(held.map((request) => request.continue())) };
}

/** The namespaces whose strings the page's boot data carries. */
const bootNamespaces = (page: Page) =>
  page.$eval('#boot-data', (script) => {
    const boot = JSON.parse(script.textContent!) as { translations: Record<string, object> };
    return Object.keys(boot.translations);
  });

/** Resolves once the browser has been idle twice: hydration's work and the idle regions' done. */
const idleTwice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );

/** Records whether the page ever shows one of these translation keys instead of its text. */
const watchForKeys = (page: Page, keys: string[]) =>
  page.evaluate((watched) => {
    const shown: string[] = [];
    (window as unknown as { shownKeys: string[] }).shownKeys = shown;
    new MutationObserver(() => {
      for (const key of watched) if (document.body.textContent!.includes(key)) shown.push(key);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, keys);

const shownKeys = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownKeys: string[] }).shownKeys);

describe('browser: translation namespaces the boot data leaves out', function () {
  this.timeout(180_000);
  const suite = browserSuite();

  it('navigates from the deposit list (no form strings in its boot) to a deposit with its call-back button', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      const forms = await holdAssets(page, [localeChunk('ru', 'forms')]);
      await gotoHydrated(page, `${suite.app.url}/ru/deposit`);
      expect(await bootNamespaces(page)).to.deep.equal(['common', 'products']);
      // Loading every namespace at idle asked for them; the navigation waits for the same request.
      await forms.requested;
      await watchForKeys(page, ['contact.open']);
      await page.click(byRole('link', 'Омонат Плюс'));
      await forms.release();
      await page.waitForSelector(byRole('link', 'Заказать обратный звонок'));
      expect(await page.$eval('h1', (h1) => h1.textContent)).to.equal('Омонат Плюс');
      expect(await shownKeys(page)).to.deep.equal([]);
      expect(problems).to.deep.equal([]);
    });
  });

  it('shows the header search suggestions on a page whose boot has no content strings', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      const content = await holdAssets(page, [localeChunk('en', 'content')]);
      await gotoHydrated(page, `${suite.app.url}/en`);
      expect(await bootNamespaces(page)).to.deep.equal(['common', 'products']);
      await content.requested;
      await watchForKeys(page, ['search.groups', 'search.suggestions']);
      await page.click(byRole('button', 'Search the site'));
      await page.keyboard.type('visa');
      await content.release();
      const list = '::-p-aria([name="Suggestions"][role="list"])';
      await page.waitForSelector(`${list} ${byText('Visa Classic')}`);
      expect(await page.$eval(`${list} li`, (item) => item.textContent)).to.equal(
        'Visa ClassicCards',
      );
      expect(await shownKeys(page)).to.deep.equal([]);
      expect(problems).to.deep.equal([]);
    });
  });

  it('shows the not-found page after an in-app move to an unknown address, without error strings in the boot', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      const errors = await holdAssets(page, [localeChunk('ru', 'errors')]);
      await gotoHydrated(page, `${suite.app.url}/ru/deposit`);
      expect(await bootNamespaces(page)).not.to.include('errors');
      await errors.requested;
      await watchForKeys(page, ['notFound.title', 'notFound.text']);
      // A history move (as Back and Forward make) goes through the router, with no server request.
      await page.evaluate(() => {
        history.pushState(null, '', '/ru/no-such-page');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await errors.release();
      await page.waitForSelector(byRole('heading', 'Страница не найдена'));
      expect(await shownKeys(page)).to.deep.equal([]);
      expect(problems).to.deep.equal([]);
    });
  });

  it('titles the contact page, whose loader translates with form strings, after an in-app move', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      const forms = await holdAssets(page, [localeChunk('ru', 'forms')]);
      await gotoHydrated(page, `${suite.app.url}/ru/deposit`);
      await forms.requested;
      await page.evaluate(() => {
        history.pushState(null, '', '/ru/contact');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await forms.release();
      await page.waitForSelector(byRole('heading', 'Заказать обратный звонок'));
      expect(await page.title()).to.equal('Заказать обратный звонок | Namuna Bank');
      expect(problems).to.deep.equal([]);
    });
  });

  it('keeps working when a namespace the page did not render with fails to load', async () => {
    await withPage(suite.browser, PHONE, async ({ page }) => {
      const forms = `/assets/${localeChunk('ru', 'forms')}`;
      let failures = 0;
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== forms) return void request.continue();
        failures += 1;
        void request.abort();
      });
      // The first failure reloads the page once (a deploy may have replaced the chunk); the
      // second is kept.
      const reloaded = new Promise<void>((resolve) => {
        let loads = 0;
        page.on('domcontentloaded', () => void (++loads === 2 && resolve()));
      });
      await gotoHydrated(page, `${suite.app.url}/ru/deposit`);
      await reloaded;
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // i18next asks for the namespace at idle; once refused, it counts it as loaded and failed.
      while (failures < 2) await idleTwice(page);
      await idleTwice(page);
      await page.setOfflineMode(true);
      await page.waitForSelector('.notice--offline');
      expect(await page.$eval('.notice--offline span', (text) => text.textContent)).to.equal(
        'Нет подключения к интернету. Открытые сейчас страницы могут быть устаревшими.',
      );
      expect(await page.$eval('h1', (h1) => h1.textContent)).to.equal('Вклады');
      await page.setOfflineMode(false);
    });
  });

  for (const lang of LANGS) {
    it(`hydrates every page of the SSR route sweep in ${lang} from its boot data alone, without a console error`, async () => {
      const details = await Promise.all(
        DETAILS.map(async ([path, api]) => {
          const items = await getJson<{ slug: string }[]>(
            suite.app.url,
            `/api/${api}?locale=${lang}`,
          );
          return `${path}/${items[0]!.slug}`;
        }),
      );
      const news = await getJson<{ items: { slug: string }[] }>(
        suite.app.url,
        `/api/news?locale=${lang}`,
      );
      const paths = [
        '/',
        ...STATIC_ROUTES.map(([path]) => path),
        ...STATIC_PAGES.map(([path]) => path),
        ...JURISTIC_SECTIONS.map((slug) => `/juristic/${slug}`),
        ...details,
        `/news/${news.items[0]!.slug}`,
        '/no-such-page',
      ];
      await withPage(suite.browser, async ({ page, problems }) => {
        // With every locale chunk held, a page hydrates only if its boot has all it rendered with.
        await holdAssets(
          page,
          LANGS.flatMap((each) => NAMESPACES.map((ns) => localeChunk(each, ns))),
        );
        for (const path of paths) {
          await page.goto(`${suite.app.url}${localePath(lang, path)}`, {
            waitUntil: 'domcontentloaded',
          });
          await page
            .waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
            .catch(() => expect.fail(`${lang} ${path} did not hydrate from its boot data alone`));
          await idleTwice(page);
          const seen = problems.splice(0).filter((problem) => !problem.includes('404 (Not Found)'));
          expect(seen, `${lang} ${path}`).to.deep.equal([]);
        }
      });
    });
  }
});
