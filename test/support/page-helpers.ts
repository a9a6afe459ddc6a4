import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS } from './browser';

/**
 * Loads a page and waits until React has hydrated it (the root sets data-hydrated in an effect).
 * Tests wait for anything that loads later (sheets, prefetch) themselves.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/** True when the element exists and takes up space on screen. */
export function isShown(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden').catch(() => false);
}

export function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Fails the test when the page is wider than the viewport (horizontal scrolling). */
export function overflowWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The header's transition is 300 ms; waits until its transform settled on the expected state. */
export async function waitForHeader(page: Page, hidden: boolean) {
  await page.waitForFunction(
    (expectHidden) => document.querySelector('.site-header')?.classList.contains('site-header--hidden') === expectHidden,
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
