import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { withPage, DESKTOP } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';

/** A stand-in for Metrika's tag.js: it keeps the calls queued before it arrived. */
const TAG = 'window.__metrikaQueue = (window.ym.a || []).map((call) => Array.from(call));';
/**
 * The real tag.js replaces `window.ym` with its own function when it loads; this one does too,
 * and records what reaches the replacement.
 */
const REPLACING_TAG =
  'window.__ymAfterLoad = []; window.ym = (...args) => window.__ymAfterLoad.push(args);';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

type Call = [number, string, string, { referer: string }];
const callsAfterLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ymAfterLoad: Call[] }).__ymAfterLoad);
const waitForCalls = (page: Page, count: number) =>
  page.waitForFunction(
    (n) => (window as unknown as { __ymAfterLoad: Call[] }).__ymAfterLoad.length === n,
    {},
    count,
  );

/** Answers tag.js with `body` and the informer badge with a pixel; the rest goes to the app. */
async function standInMetrika(page: Page, body: string) {
  const requested: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = request.url();
    if (url === 'https://mc.yandex.ru/metrika/tag.js') {
      requested.push(url);
      void request.respond({ contentType: 'text/javascript', body });
    } else if (url.startsWith('https://informer.yandex.ru/informer/98765432/')) {
      void request.respond({ contentType: 'image/png', body: PNG });
    } else void request.continue();
  });
  return requested;
}

describe('browser: the visitor-metrics counter', function () {
  this.timeout(60_000);
  const suite = browserSuite({ METRICS_COUNTER_ID: '98765432' });

  it('loads tag.js from the bundle after the page is interactive, counts the page and shows the badge', async () => {
    await withPage(suite.browser, DESKTOP, async ({ page, problems }) => {
      const requested = await standInMetrika(page, TAG);
      const response = await gotoHydrated(page, `${suite.app.url}/en/cards`);
      const html = await response!.text();
      expect(html).not.to.include('mc.yandex.ru/metrika/tag.js');
      expect(response!.headers()['content-security-policy']).to.include('https://mc.yandex.ru');
      await page.waitForFunction(() => '__metrikaQueue' in window);
      const queue = await page.evaluate(
        () => (window as unknown as { __metrikaQueue: unknown[][] }).__metrikaQueue,
      );
      expect(queue.map((call) => call.slice(0, 2))).to.deep.equal([
        [98765432, 'init'],
        [98765432, 'hit'],
      ]);
      expect(requested).to.have.length(1);
      expect(
        await page.$eval('.site-footer__badge img', (img) => img.getAttribute('alt')),
      ).to.equal('Visitor statistics');
      expect(problems).to.deep.equal([]);
    });
  });

  it('counts each in-app move with the function tag.js put in place of the queue', async () => {
    await withPage(suite.browser, DESKTOP, async ({ page, problems }) => {
      await standInMetrika(page, REPLACING_TAG);
      await gotoHydrated(page, `${suite.app.url}/en/transfers`);
      await page.waitForFunction(() => '__ymAfterLoad' in window);
      await page.click('::-p-aria([name="Cards"][role="link"])');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Bank cards');
      await waitForCalls(page, 1);
      await page.click('::-p-aria([name="Deposits"][role="link"])');
      await waitForCalls(page, 2);
      expect(await callsAfterLoad(page)).to.deep.equal([
        [
          98765432,
          'hit',
          `${suite.app.url}/en/cards`,
          { referer: `${suite.app.url}/en/transfers` },
        ],
        [98765432, 'hit', `${suite.app.url}/en/deposit`, { referer: `${suite.app.url}/en/cards` }],
      ]);
      expect(problems).to.deep.equal([]);
    });
  });
});
