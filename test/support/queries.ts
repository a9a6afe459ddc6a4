import type { Page } from 'puppeteer-core';

/**
 * A selector for the element assistive technology announces with this role and accessible name
 * (puppeteer's ARIA query handler), so a test finds things the way a visitor does.
 */
export const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** A selector for the innermost element whose visible text contains `text`. */
export const byText = (text: string) => `::-p-text(${text})`;

/** The figure a calculator shows next to this label in its results (a `<dt>`/`<dd>` pair). */
export function resultValue(page: Page, label: string): Promise<string | null> {
  return page.$$eval(
    'dt',
    (terms, wanted) =>
      terms.find((term) => term.textContent === wanted)?.nextElementSibling?.textContent ?? null,
    label,
  );
}

/** Waits until the figure under `label` differs from `before`, and returns it. */
export async function resultChangedFrom(page: Page, label: string, before: string | null) {
  await page.waitForFunction(
    (wanted, previous) =>
      [...document.querySelectorAll('dt')].find((term) => term.textContent === wanted)
        ?.nextElementSibling?.textContent !== previous,
    { timeout: 5_000 },
    label,
    before,
  );
  return resultValue(page, label);
}

/**
 * A selector for the element a control opens (its `aria-controls`), so a test reaches a menu
 * panel through the button a visitor presses.
 */
export async function controlledBy(page: Page, control: string): Promise<string> {
  const id = await page.$eval(control, (el) => el.getAttribute('aria-controls'));
  if (!id) throw new Error(`${control} controls nothing`);
  return `[id="${id}"]`;
}
