import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { PAGES } from '../../src/app/routing/page-table';
import { openPage } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { gotoHydrated, waitForAnimations } from '../support/page-helpers';
import { rootState } from '../support/accessibility';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
// wcag21a brings label-content-name-mismatch: a control's name must hold its visible text (2.5.3).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One URL per page template of the route table, without the language prefix. */
const TEMPLATE_PATHS: Record<string, string> = {
  home: '/',
  deposits: '/deposit',
  'deposit-detail': '/deposit/omonat-plus',
  credits: '/credit',
  'credit-detail': '/credit/avtokredit',
  cards: '/cards',
  'card-detail': '/cards/humo-classic',
  transfers: '/transfers',
  'transfer-detail': '/transfers/swift',
  currency: '/currency',
  branches: '/branches',
  news: '/news',
  'news-detail': '/news/namangan-branch-opened',
  vacancies: '/vacancies',
  'vacancy-detail': '/vacancies/credit-specialist',
  'static-page': '/about',
  individual: '/individual',
  appeals: '/appeals',
  contact: '/contact',
  search: '/search?query=card',
  'not-found': '/no-such-page',
  juristic: '/juristic',
  'legal-entity': '/juristic/credits',
  'open-account': '/juristic/open-account',
  'financial-institutions': '/financial-institutions',
  'investment-funds': '/investment-funds',
};
const LANG_PREFIXES = ['', '/en', '/ru'];
const WIDTHS = [375, 1280];

interface Violation {
  id: string;
  nodes: { target: unknown[] }[];
}

interface AxeWindow {
  axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
}

/** Runs axe-core (injected through DevTools, so the CSP does not apply) and lists what it found. */
async function scan(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as AxeWindow).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((result) => result.violations),
    WCAG_TAGS,
  );
  return violations.map(
    (v) => `${label}: ${v.id} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

/** Opens the tools where this width shows them, so their own markup is scanned too. */
async function openTools(page: Page, width: number) {
  if (width >= 1024) {
    await page.click('.dropdown--accessibility .dropdown__toggle');
    await page.waitForSelector('.dropdown--accessibility .accessibility-panel');
  } else {
    await page.click('.bottom-bar__item--menu button');
    await page.waitForSelector('#sheet-menu[data-open] .accessibility-panel');
  }
  await waitForAnimations(page);
  await page.keyboard.press('Escape');
}

/**
 * Moves to another page of the same language the way the app's links do (history and the router's
 * popstate handling), far cheaper than a server render plus hydration plus a new axe-core.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (target) =>
      `${location.pathname}${location.search}` === target &&
      !document.querySelector('.loading-bar[data-active], .route-loader'),
    {},
    path,
  );
}

const MODES = [
  { name: 'tools off', keys: { shb: 'false', lvl: '0' }, level: null },
  { name: 'greyscale, level 3', keys: { shb: 'true', lvl: '3' }, level: '3' },
];

/** Every template in every language in both modes at one width, on one page; returns violations. */
async function scanAtWidth(suite: { browser: Browser; app: { url: string } }, width: number) {
  const found: string[] = [];
  let scanned = 0;
  const context = await suite.browser.createBrowserContext();
  const { page } = await openPage(context, width, width < 1024 ? 812 : 800);
  // The bare / follows the browser's language; Uzbek is the site's own default.
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'uz' });
  try {
    for (const mode of MODES) {
      for (const prefix of LANG_PREFIXES) {
        // The keys are stored from a document of the site that runs no app, which could
        // otherwise write its own settings over them, and take effect at the next full load, as
        // for a returning visitor.
        await page.goto(`${suite.app.url}/robots.txt`);
        await page.evaluate((keys) => {
          for (const [key, value] of Object.entries(keys)) localStorage.setItem(key, value);
        }, mode.keys);
        await gotoHydrated(page, `${suite.app.url}${prefix || '/'}`);
        for (const [template, path] of Object.entries(TEMPLATE_PATHS)) {
          const label = `${prefix || '/uz'} ${template} ${width}px ${mode.name}`;
          if (template !== 'home') await navigateInApp(page, `${prefix}${path}`);
          expect((await rootState(page)).level, label).to.equal(mode.level);
          found.push(...(await scan(page, label)));
          scanned += 1;
          if (template === 'home') {
            await openTools(page, width);
            found.push(...(await scan(page, `${label}, tools open`)));
            scanned += 1;
          }
        }
      }
    }
  } finally {
    await context.close();
  }
  return { found, scanned };
}

describe('browser: axe-core WCAG 2.2 A/AA scan of every page template (§1 accessibility)', function () {
  // About two minutes on two free cores; the bound leaves room for a busy machine.
  this.timeout(900_000);
  const suite = browserSuite();

  it('has a sample URL for every page template of the route table', () => {
    expect(Object.keys(TEMPLATE_PATHS).sort()).to.deep.equal(
      // The catch-all has no page module of its own; its sample is the not-found page.
      [...new Set(PAGES.map((def) => def.page ?? 'not-found'))].sort(),
    );
  });

  it('finds no violations in uz, en and ru at 375 and 1280 px, with the tools off and on', async () => {
    // One page per width, both at once: each Chromium renderer has a core to itself.
    const results = await Promise.all(WIDTHS.map((width) => scanAtWidth(suite, width)));
    const scanned = results.reduce((sum, result) => sum + result.scanned, 0);
    console.log(`      axe-core scanned ${scanned} pages (${WCAG_TAGS.join(', ')})`);
    expect(results.flatMap((result) => result.found)).to.deep.equal([]);
    expect(scanned).to.equal(2 * 2 * 3 * 27);
  });
});
