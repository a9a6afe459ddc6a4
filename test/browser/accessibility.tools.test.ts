import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer-core';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated } from '../support/page-helpers';
import {
  control,
  openToolsDropdown,
  presetAccessibility,
  rootState,
} from '../support/accessibility';

/** Replaces speechSynthesis with a recorder of what the page asks to speak (real voices are absent). */
const SPEECH_RECORDER = `
  window.__spoken = [];
  window.__cancelled = 0;
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak: (utterance) => window.__spoken.push({ text: utterance.text, lang: utterance.lang }),
      cancel: () => { window.__cancelled += 1; },
      getVoices: () => [],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
`;

/** Records the root's look in the first animation frame, which runs before the first paint. */
const FIRST_FRAME_PROBE = `
  requestAnimationFrame(() => {
    const style = getComputedStyle(document.documentElement);
    window.__firstFrame = { filter: style.filter, fontSize: style.fontSize };
  });
`;

describe('browser: accessibility tools (§4, §5)', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  it('paints greyscale at level 3 from the stored keys before any app script runs', async () => {
    const context = await suite.browser.createBrowserContext();
    const { page } = await openPage(context, 1280, 800);
    try {
      await presetAccessibility(page, { shb: 'true', lvl: '3' });
      await page.setRequestInterception(true);
      let entryBlocked: () => void;
      // The modules start after the first paint, so the entry is asked for a moment after it.
      const entryAskedFor = new Promise<void>((resolve) => (entryBlocked = resolve));
      page.on('request', (request: HTTPRequest) => {
        if (request.resourceType() === 'script' && request.url().includes('/assets/')) {
          if (/entry-client-\w+\.js$/.test(request.url())) entryBlocked();
          void request.abort();
        } else void request.continue();
      });
      await page.evaluateOnNewDocument(FIRST_FRAME_PROBE);
      await page.goto(`${suite.app.url}/ru`, { waitUntil: 'load' });
      await page.waitForFunction(() => '__firstFrame' in window);
      expect(
        await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame),
      ).to.deep.equal({
        filter: 'grayscale(1)',
        fontSize: '24px',
      });
      // Asked for and refused: what was painted came from no app script (the suite's timeout
      // fails the test if the entry is never asked for).
      await entryAskedFor;
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).to.equal(
        undefined,
      );
    } finally {
      await context.close();
    }
  });

  it('raises the font level with + up to 3, says so at the limit, and lowers and resets it', async () => {
    const context = await suite.browser.createBrowserContext();
    const { page, problems } = await openPage(context, 1280, 800);
    try {
      await gotoHydrated(page, `${suite.app.url}/en`);
      const panel = await openToolsDropdown(page, 'Special features');
      const larger = await control(panel, 'Larger text');
      for (let press = 0; press < 4; press += 1) await larger.click();
      await page.waitForFunction(() => document.documentElement.dataset.fontLevel === '3');
      expect(await rootState(page)).to.deep.equal({
        greyscale: false,
        level: '3',
        fontSize: '24px',
      });
      expect(await panel.$eval('.a11y-setting__level', (el) => el.textContent)).to.equal(
        'Level 3 of 3',
      );
      expect(await larger.evaluate((b) => b.getAttribute('aria-disabled'))).to.equal('true');
      expect(
        await larger.evaluate(
          (b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent,
        ),
      ).to.equal('The text is already at its largest size.');
      expect(await page.evaluate(() => localStorage.getItem('lvl'))).to.equal('3');
      await (await control(panel, 'Smaller text')).click();
      await page.waitForFunction(() => document.documentElement.dataset.fontLevel === '2');
      expect(await larger.evaluate((b) => b.hasAttribute('aria-disabled'))).to.equal(false);
      await (await control(panel, 'Normal text size')).click();
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-font-level'));
      expect((await rootState(page)).fontSize).to.equal('16px');
      await page.waitForFunction(() => localStorage.getItem('lvl') === '0');
      expect(problems).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('follows a change made in a second tab, which clears the update flag', async () => {
    const context = await suite.browser.createBrowserContext();
    const first = await openPage(context, 1280, 800);
    const second = await openPage(context, 1280, 800);
    try {
      await gotoHydrated(first.page, `${suite.app.url}/ru`);
      await gotoHydrated(second.page, `${suite.app.url}/ru/cards`);
      // Only the front tab renders frames, and clicks wait for one.
      await first.page.bringToFront();
      const panel = await openToolsDropdown(first.page, 'Специальные возможности');
      await (await control(panel, 'Чёрно-белый')).click();
      await (await control(panel, 'Увеличить текст')).click();
      await second.page.waitForFunction(
        () =>
          document.documentElement.hasAttribute('data-greyscale') &&
          document.documentElement.dataset.fontLevel === '1',
        // A background tab gets no animation frames, so poll on a timer.
        { polling: 100 },
      );
      expect(await rootState(second.page)).to.deep.equal({
        greyscale: true,
        level: '1',
        fontSize: '18px',
      });
      await second.page.bringToFront();
      const otherPanel = await openToolsDropdown(second.page, 'Специальные возможности');
      expect(
        await (
          await control(otherPanel, 'Чёрно-белый')
        ).evaluate((b) => b.getAttribute('aria-pressed')),
      ).to.equal('true');
      await first.page.waitForFunction(() => localStorage.getItem('update') === null, {
        polling: 100,
      });
      expect([...first.problems, ...second.problems]).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('with voice on, shows the notice and reads selected Russian text in ru-RU; off stops it', async () => {
    const context = await suite.browser.createBrowserContext();
    const { page, problems } = await openPage(context, 1280, 800);
    try {
      await page.evaluateOnNewDocument(SPEECH_RECORDER);
      await gotoHydrated(page, `${suite.app.url}/ru`);
      const panel = await openToolsDropdown(page, 'Специальные возможности');
      await (await control(panel, 'Вкл.')).click();
      expect(await panel.$eval('[role="status"]', (el) => el.textContent)).to.equal(
        'На сайте есть озвучивание текста. Чтобы им воспользоваться, выделите нужный текст.',
      );
      await page.keyboard.press('Escape');
      await page.click('h1', { count: 3 });
      await page.waitForFunction(() => (window as unknown as { __spoken: [] }).__spoken.length > 0);
      expect(
        await page.evaluate(() => (window as unknown as { __spoken: [] }).__spoken),
      ).to.deep.equal([{ text: 'Надёжный банк для каждой семьи и бизнеса', lang: 'ru-RU' }]);
      const reopened = await openToolsDropdown(page, 'Специальные возможности');
      const cancelledBefore = await page.evaluate(
        () => (window as unknown as { __cancelled: number }).__cancelled,
      );
      await (await control(reopened, 'Выкл.')).click();
      await page.waitForFunction(
        (before) => (window as unknown as { __cancelled: number }).__cancelled > before,
        {},
        cancelledBefore,
      );
      expect(problems).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('reads Uzbek pages in Russian when no Uzbek voice is installed', async () => {
    const context = await suite.browser.createBrowserContext();
    const { page } = await openPage(context, 1280, 800);
    try {
      await page.evaluateOnNewDocument(SPEECH_RECORDER);
      await presetAccessibility(page, { voice: 'true' });
      await gotoHydrated(page, `${suite.app.url}/cards`);
      await page.click('h1', { count: 3 });
      await page.waitForFunction(() => (window as unknown as { __spoken: [] }).__spoken.length > 0);
      const [spoken] = await page.evaluate(
        () => (window as unknown as { __spoken: { lang: string }[] }).__spoken,
      );
      expect(spoken?.lang).to.equal('ru-RU');
    } finally {
      await context.close();
    }
  });

  it('says when the browser cannot read aloud, and keeps voice off', async () => {
    const context = await suite.browser.createBrowserContext();
    const { page } = await openPage(context, 1280, 800);
    try {
      await page.evaluateOnNewDocument(
        'delete window.speechSynthesis; delete window.SpeechSynthesisUtterance;',
      );
      await gotoHydrated(page, `${suite.app.url}/en`);
      const panel = await openToolsDropdown(page, 'Special features');
      const on = await control(panel, 'On');
      await on.click();
      expect(
        await on.evaluate((b) => [b.getAttribute('aria-pressed'), b.getAttribute('aria-disabled')]),
      ).to.deep.equal(['false', 'true']);
      expect(await panel.$eval('.a11y-setting__hint', (el) => el.textContent)).to.equal(
        'This browser cannot read text aloud.',
      );
    } finally {
      await context.close();
    }
  });
});
