import { expect } from 'chai';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { browserSuite } from '../support/browser-suite';
import { PHONE, withPage } from '../support/browser';

/** The first screen of a page: the header, the page heading and the first content block's heading. */
const CASES = [
  { path: '/ru/deposit', heading: 'Вклады', firstBlock: 'Омонат Плюс' },
  { path: '/en/branches', heading: 'Branches and ATMs', firstBlock: 'Type' },
  { path: '/ru/deposit/omonat-plus', heading: 'Омонат Плюс', firstBlock: 'Ставка' },
];

/** Where an element sits and how it looks, as the visitor sees it. */
const looks = (element: ElementHandle) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      box: [box.x, box.y, box.width, box.height].map(Math.round),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      fontFamily: style.fontFamily,
      color: style.color,
      background: style.backgroundColor,
    };
  });

async function firstScreen(page: Page, heading: string, firstBlock: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // DOM queries: Chromium's accessibility tree (`::-p-aria`) waits for the parser, which the
  // held stylesheet stops at the end of the body.
  const find = (selector: string) => page.waitForSelector(selector) as Promise<ElementHandle>;
  const pageHeading = await find('main h1');
  expect(await pageHeading.evaluate((el) => el.textContent)).to.equal(heading);
  return {
    header: await looks(await find('body > #root header')),
    heading: await looks(pageHeading),
    firstBlock: await looks(await find(`main ::-p-text(${firstBlock})`)),
  };
}

/** Aborts every script; with `hold`, leaves the whole stylesheet (main-*.css) unanswered. */
function blockScripts(page: Page, hold: boolean) {
  const held: HTTPRequest[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) void request.abort();
    else if (hold && /\/assets\/main-[A-Z0-9]+\.css$/.test(request.url())) held.push(request);
    else void request.continue();
  });
  return page.setRequestInterception(true).then(() => held);
}

describe('browser: the first paint waits for no script and no stylesheet request', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  for (const { path, heading, firstBlock } of CASES) {
    it(`lays out ${path} at 375 px as the finished page, with scripts blocked and main.css held`, async () => {
      const finished = await withPage(suite.browser, PHONE, async ({ page }) => {
        await blockScripts(page, false);
        await page.goto(`${suite.app.url}${path}`, { waitUntil: 'load' });
        return firstScreen(page, heading, firstBlock);
      });
      await withPage(suite.browser, PHONE, async ({ page }) => {
        const held = await blockScripts(page, true);
        // The body's stylesheet holds DOMContentLoaded, so the navigation itself never settles.
        page.goto(`${suite.app.url}${path}`).catch(() => undefined);
        const first = await firstScreen(page, heading, firstBlock);
        expect(held.map((request) => request.url())).to.have.length(1);
        const applied = await page.evaluate(() =>
          [...document.querySelectorAll('link[rel="stylesheet"]')].map(
            (link) => (link as HTMLLinkElement).sheet !== null,
          ),
        );
        expect(applied).to.deep.equal([false]);
        expect(first).to.deep.equal(finished);
        expect(first.header.box[3]).to.be.greaterThan(40);
      });
    });
  }
});
