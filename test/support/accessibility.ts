import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * Stores accessibility settings under the old site's keys as the old site would have left them:
 * written once, when the tab's first document of the site starts and before any of its scripts.
 */
export async function presetAccessibility(page: Page, keys: Record<string, string>) {
  await page.evaluateOnNewDocument((entries) => {
    try {
      if (sessionStorage.getItem('preset')) return;
      sessionStorage.setItem('preset', 'done');
      for (const [key, value] of entries) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage; the site's first document gets the keys.
    }
  }, Object.entries(keys));
}

/**
 * Opens the header's special-features dropdown and returns its panel once the tools show (their
 * code is fetched at the first opening).
 */
export async function openToolsDropdown(page: Page, toggleName: string) {
  await page.click(`::-p-aria([name="${toggleName}"][role="button"])`);
  const panel = '.dropdown--accessibility .dropdown__panel:not([hidden])';
  await page.waitForSelector(`${panel} .accessibility-panel`);
  return (await page.$(panel))!;
}

/** A control of the tools panel found by its accessible name. */
export async function control(panel: ElementHandle, name: string) {
  const found = await panel.$(`::-p-aria([name="${name}"][role="button"])`);
  if (!found) throw new Error(`No "${name}" button in the accessibility panel`);
  return found;
}

export function rootState(page: Page) {
  return page.evaluate(() => ({
    greyscale: document.documentElement.hasAttribute('data-greyscale'),
    level: document.documentElement.getAttribute('data-font-level'),
    fontSize: getComputedStyle(document.documentElement).fontSize,
  }));
}
