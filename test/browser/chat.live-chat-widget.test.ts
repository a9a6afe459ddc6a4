import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, withPage, PHONE, DESKTOP } from '../support/browser';
import { closeServer, listen, startApp, type RunningApp } from '../support/start-app';
import { gotoHydrated } from '../support/page-helpers';
import { byRole } from '../support/queries';
import { browserSuite } from '../support/browser-suite';

/** A stand-in for the JivoChat loader: it defines the widget API the chat entry calls. */
const WIDGET = "window.jivo_api = { open() { document.documentElement.dataset.chat = 'open'; } };";

describe('browser: chat entry with a live-chat widget configured', function () {
  this.timeout(60_000);
  let widgetHost: Server;
  let scriptUrl: string;
  let app: RunningApp;
  let browser: Browser;

  before(async function () {
    browser = await launchBrowser(this);
    widgetHost = createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(WIDGET),
    );
    scriptUrl = `${await listen(widgetHost)}/widget.js`;
    app = await startApp({ LIVE_CHAT_SCRIPT_URL: scriptUrl });
  });

  after(async () => {
    await browser?.close();
    await app?.close();
    if (widgetHost) await closeServer(widgetHost);
  });

  it('loads the widget script only when the chat entry is pressed, then opens the widget', async () => {
    await withPage(browser, PHONE, async ({ page, problems }) => {
      await gotoHydrated(page, `${app.url}/`);
      expect(await page.$(`script[src="${scriptUrl}"]`)).to.equal(null);
      await page.click('.bottom-bar__item--chat .bottom-bar__button');
      await page.waitForFunction(() => document.documentElement.dataset.chat === 'open');
      expect(await page.$('dialog[open]'), 'the contact modal stays closed').to.equal(null);
      expect(problems).to.deep.equal([]);
    });
  });

  it('gives desktop visitors a chat button that loads the widget script only when pressed', async () => {
    await withPage(browser, DESKTOP, async ({ page, problems }) => {
      const scriptRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url() === scriptUrl) scriptRequests.push(request.url());
      });
      await gotoHydrated(page, `${app.url}/en/deposit`);
      expect(await page.$(`script[src="${scriptUrl}"]`)).to.equal(null);
      expect(scriptRequests).to.deep.equal([]);
      await page.click('::-p-aria([name="Online chat"][role="button"])');
      await page.waitForFunction(() => document.documentElement.dataset.chat === 'open');
      expect(scriptRequests).to.deep.equal([scriptUrl]);
      expect(problems).to.deep.equal([]);
    });
  });

  for (const [viewport, entry] of [
    [DESKTOP, 'Online chat'],
    [PHONE, 'Chat'],
  ] as const) {
    it(`keeps the "${entry}" entry off the footer's text at ${viewport.width} px, scrolled to the bottom`, async () => {
      await withPage(browser, viewport, async ({ page }) => {
        await gotoHydrated(page, `${app.url}/en/deposit`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const button = (await (await page.$(byRole('button', entry)))!.boundingBox())!;
        const covered = await page.$eval(
          'footer',
          (footer, box) => {
            const hits: string[] = [];
            const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) {
                const apart =
                  rect.right <= box.x ||
                  rect.left >= box.x + box.width ||
                  rect.bottom <= box.y ||
                  rect.top >= box.y + box.height;
                if (!apart && node.textContent!.trim()) hits.push(node.textContent!.trim());
              }
            }
            return hits;
          },
          button,
        );
        expect(covered).to.deep.equal([]);
      });
    });
  }

  it('keeps the desktop chat button out of the phone layout, where the bottom bar has the entry', async () => {
    await withPage(browser, PHONE, async ({ page }) => {
      await gotoHydrated(page, `${app.url}/en/deposit`);
      expect(
        await page.$eval('.chat-button', (button) => getComputedStyle(button).display),
      ).to.equal('none');
    });
  });
});

describe('browser: no chat button without a live-chat widget configured', function () {
  this.timeout(60_000);
  const suite = browserSuite();

  it('shows no desktop chat button', async () => {
    await withPage(suite.browser, DESKTOP, async ({ page }) => {
      await gotoHydrated(page, `${suite.app.url}/en/deposit`);
      expect(await page.$('.chat-button')).to.equal(null);
    });
  });
});
