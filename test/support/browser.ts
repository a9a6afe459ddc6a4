import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/**
 * Starts headless Debian Chromium. Without it the suite is skipped locally, but in CI
 * (CI=true) a missing browser is a failure, never a silent skip.
 */
export async function launchBrowser(context: Mocha.Context): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    if (process.env.CI === 'true')
      throw new Error(`Chromium not found at ${CHROMIUM}; CI requires the browser tests`);
    context.skip();
  }
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A page that records console errors and failed requests, so tests can assert there were none.
 * Pages of one browser share localStorage; pass a fresh BrowserContext to start from an empty one.
 */
export async function openPage(browser: Browser | BrowserContext, width = 1280, height = 800) {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  return { page, problems };
}

export interface OpenedPage {
  page: Page;
  problems: string[];
  context: BrowserContext;
}

type Viewport = { width: number; height: number };
type UsePage<T> = (opened: OpenedPage) => Promise<T>;

export const PHONE: Viewport = { width: 375, height: 812 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/**
 * Runs `use` on a new page (desktop size unless a viewport is given) in a browser context of its
 * own (empty storage, no cookies), so a test depends on no other, and closes the context whatever
 * happens.
 */
export async function withPage<T>(browser: Browser, use: UsePage<T>): Promise<T>;
export async function withPage<T>(
  browser: Browser,
  viewport: Viewport,
  use: UsePage<T>,
): Promise<T>;
export async function withPage<T>(
  browser: Browser,
  ...args: [UsePage<T>] | [Viewport, UsePage<T>]
): Promise<T> {
  const [viewport, use] = args.length === 1 ? [DESKTOP, args[0]] : args;
  const context = await browser.createBrowserContext();
  try {
    const opened = await openPage(context, viewport.width, viewport.height);
    return await use({ ...opened, context });
  } finally {
    await context.close();
  }
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({
    path: join(ARTIFACTS, `${name}.png`) as `${string}.png`,
    fullPage: true,
  });
}
