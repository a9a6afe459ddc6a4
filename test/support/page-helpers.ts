import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS } from './browser';

/**
 * Waits until React has hydrated the page (the root sets data-hydrated in an effect). On DOM
 * mutations rather than animation frames: the modules start after the load event, and a
 * background tab gets no frames.
 */
export function waitForHydration(page: Page, timeout?: number) {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', {
    polling: 'mutation',
    ...(timeout !== undefined && { timeout }),
  });
}

/**
 * Loads a page and waits until React has hydrated it. Tests wait for anything that loads later
 * (sheets, prefetch) themselves.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/** True when the element exists and takes up space on screen. */
export function isShown(page: Page, selector: string): Promise<boolean> {
  return page
    .$eval(
      selector,
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    )
    .catch(() => false);
}

export function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/**
 * How far content reaches past the right edge of the viewport, in pixels. The page clips sideways
 * overflow (body: overflow-x clip), so this measures elements, leaving out those inside their own
 * scrolling or clipping box (wide tables, sliders, tab rows).
 */
export function overflowWidth(page: Page): Promise<number> {
  // No named functions inside: the test transpiler would wrap them in a helper the page lacks.
  return page.evaluate(() => {
    let right = 0;
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= right) continue;
      let parent = el.parentElement;
      while (parent && parent !== document.body && getComputedStyle(parent).overflowX === 'visible')
        parent = parent.parentElement;
      if (!parent || parent === document.body) right = rect.right;
    }
    return Math.max(document.documentElement.scrollWidth, Math.ceil(right)) - window.innerWidth;
  });
}

/** The header's transition is 300 ms; waits until its transform settled on the expected state. */
export async function waitForHeader(page: Page, hidden: boolean) {
  await page.waitForFunction(
    (expectHidden) =>
      document.querySelector('.site-header')?.classList.contains('site-header--hidden') ===
      expectHidden,
    {},
    hidden,
  );
}

/** What the visitor sees, for fixed panels (sheets, dropdowns) that a full-page capture would misplace. */
export async function viewportScreenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) as `${string}.png` });
}

/**
 * The whole page, captured with the viewport stretched to the page's height so fixed bars sit at the
 * bottom of the image instead of over the middle of the content.
 */
export async function fullPageScreenshot(page: Page, name: string) {
  const viewport = page.viewport()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewport({ ...viewport, height });
  await viewportScreenshot(page, name);
  await page.setViewport(viewport);
}

/** Waits until no finite CSS animation or transition runs, so a click lands where the element rests. */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Lets `ms` of the page's own time pass at once (Chromium's virtual time): a check that nothing
 * happens in that time ends as soon as the page has run it, whatever the machine's load.
 */
export async function advancePageTime(page: Page, ms: number) {
  const session = await page.createCDPSession();
  try {
    const expired = new Promise((resolve) =>
      session.once('Emulation.virtualTimeBudgetExpired', resolve),
    );
    await session.send('Emulation.setVirtualTimePolicy', { policy: 'advance', budget: ms });
    await expired;
  } finally {
    await session.detach();
  }
}
