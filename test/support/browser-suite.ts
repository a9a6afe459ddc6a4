import type { Browser } from 'puppeteer-core';
import { startApp, type RunningApp } from './start-app';
import { launchBrowser } from './browser';

export interface BrowserSuite {
  app: RunningApp;
  browser: Browser;
}

/**
 * Hooks for one browser test file: its own app on a free port and its own Chromium, both closed
 * after the file. Call inside `describe`; read the fields from within the tests.
 */
export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  before(async function () {
    suite.browser = await launchBrowser(this);
    suite.app = await startApp(env);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}
