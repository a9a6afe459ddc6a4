import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { startApp, type RunningApp } from './start-app';
import { launchBrowser } from './browser';

export interface BrowserSuite {
  app: RunningApp;
  browser: Browser;
}

/**
 * Hooks for one browser test file: its own app on a free port (on a DATA_DIR of its own, removed
 * after the file) and its own Chromium, both closed after the file. Call inside `describe`; read
 * the fields from within the tests.
 */
export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  let dataDir = '';
  before(async function () {
    suite.browser = await launchBrowser(this);
    dataDir = mkdtempSync(join(tmpdir(), 'bank-browser-'));
    suite.app = await startApp({ DATA_DIR: dataDir, ...env });
  });
  after(async () => {
    await suite.browser?.close();
    await suite.app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return suite;
}
