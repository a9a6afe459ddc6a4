import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite } from '../support/browser-suite';
import { withPage } from '../support/browser';

/** Records CSP violations from the first script on, where console messages may not show them. */
async function watchCsp(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** The head tags a navigation must replace (no helper functions inside: tsx would name them). */
const head = (page: Page) =>
  page.evaluate(() => ({
    description: [...document.head.querySelectorAll('meta[name="description"]')].map((el) =>
      el.getAttribute('content'),
    ),
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((el) =>
      el.getAttribute('href'),
    ),
    hreflang: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (el) => `${el.getAttribute('hreflang')} ${el.getAttribute('href')}`,
    ),
    ogUrl: [...document.head.querySelectorAll('meta[property="og:url"]')].map((el) =>
      el.getAttribute('content'),
    ),
    title: document.title,
  }));

describe('browser: cached pages and the document head', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('hydrates a page served twice from the HTML cache with no CSP violation or console error', async () => {
    const url = `${suite.app.url}/ru/deposit`;
    const [first, second] = [await fetch(url), await fetch(url)];
    expect(second.headers.get('etag')).to.equal(first.headers.get('etag'));
    expect(await second.text()).to.equal(await first.text());
    await withPage(suite.browser, async ({ page, problems }) => {
      await watchCsp(page);
      for (let view = 0; view < 2; view++) {
        await page.goto(url, { waitUntil: 'networkidle0' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        const violations = await page.evaluate(
          () => (window as unknown as { cspViolations: string[] }).cspViolations,
        );
        expect(violations).to.deep.equal([]);
      }
      expect(problems).to.deep.equal([]);
    });
  });

  it('shows and hydrates a kept form page sent gzip-compressed around a key of its own', async () => {
    const url = `${suite.app.url}/ru/appeals`;
    await fetch(url).then((answer) => answer.text());
    await withPage(suite.browser, async ({ page, problems }) => {
      const codings: string[] = [];
      page.on('response', (answer) => {
        if (answer.url() === url) codings.push(answer.headers()['content-encoding'] ?? 'none');
      });
      const keys = [];
      for (let view = 0; view < 4; view++) {
        await page.goto(url, { waitUntil: 'networkidle0' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.waitForSelector('::-p-aria([name="Отправить"][role="button"])');
        keys.push(
          await page.$eval('input[name="idempotency_key"]', (el) => (el as HTMLInputElement).value),
        );
      }
      // The first browser view records the chain's headers and starts the copy; later ones use it.
      expect(codings.at(-1)).to.equal('gzip');
      expect(new Set(keys).size).to.equal(4);
      expect(problems).to.deep.equal([]);
    });
  });

  it('updates description, canonical, hreflang and og:url when navigating from one product to another', async () => {
    await withPage(suite.browser, async ({ page, problems }) => {
      await page.goto(`${suite.app.url}/ru/deposit/omonat-plus`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      // The header also holds the link inside closed menus: click the one a visitor sees.
      await page.locator('.site-header a[href="/ru/deposit"]').click();
      // The product page may link the other deposit too: click in the list once it is shown. A
      // locator waits until the link is visible and still in the document.
      await page.waitForFunction(() => location.pathname === '/ru/deposit');
      await page.locator('main a[href="/ru/deposit/mustahkam-kelajak"]').click();
      await page.waitForFunction(() =>
        document.querySelector('h1')?.textContent?.includes('Надёжное будущее'),
      );
      expect(await head(page)).to.deep.equal({
        description: [
          'Минимальная сумма: 5 000 000 сумов. Срок: 24 месяца. Процентная ставка: 23% годовых. Выплата процентов: в конце срока, с капитализацией. Пополнение: в любое…',
        ],
        canonical: ['http://bank.test/ru/deposit/mustahkam-kelajak'],
        hreflang: [
          'uz http://bank.test/deposit/mustahkam-kelajak',
          'en http://bank.test/en/deposit/mustahkam-kelajak',
          'ru http://bank.test/ru/deposit/mustahkam-kelajak',
          'x-default http://bank.test/deposit/mustahkam-kelajak',
        ],
        ogUrl: ['http://bank.test/ru/deposit/mustahkam-kelajak'],
        title: 'Надёжное будущее | Namuna Bank',
      });
      const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker);
      expect(marker, 'the page was reloaded instead of navigated').to.equal(1);
      expect(problems).to.deep.equal([]);
    });
  });
});
