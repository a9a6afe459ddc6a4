/**
 * Long tasks from navigation start until the app marks itself hydrated, on a mid-range phone
 * profile (375x812, Chromium's CPU throttled 4x as Lighthouse mobile does), for issue 24's five
 * pages. Run against the production bundle:
 * `node build.mjs && NODE_ENV=production node --import tsx/esm bench/hydration-tasks.ts`.
 * Prints, per page, the median over the runs of the longest task before the flag, of the longest
 * task until three seconds after it (regions that hydrate after the shell, idle-loaded code), and
 * of the longest task from the moment the page asked for its entry module until then (the boot
 * and hydration, without the HTML parse and first layout before them). Beside them, the ceiling:
 * the same page with its modules refused (the HTML's own parse, layout and paint, and its inline
 * head script), longest task until three seconds after the load event; and the machine's load
 * average, since a shared machine's noise lands in these figures.
 */
import { loadavg } from 'node:os';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startSite } from './processes';

const PAGES = ['/', '/ru/deposit', '/ru/deposit/omonat-plus', '/ru/news', '/en/branches'];
const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);

interface Recorded {
  tasks: { start: number; duration: number }[];
  hydratedAt: number;
}

/** Registered before any page script runs, so the observer sees the parse and hydration tasks. */
function recordUntilHydrated() {
  const seen: { start: number; duration: number }[] = [];
  const state = window as unknown as { __hydration: Recorded };
  state.__hydration = { tasks: seen, hydratedAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The document has no <html> element yet when this runs, so the whole document is watched.
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    state.__hydration.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

const SETTLE_MS = 3000;

async function phonePage(browser: Browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
  await page.emulateCPUThrottling(4);
  await page.evaluateOnNewDocument(recordUntilHydrated);
  return { context, page };
}

const longest = (tasks: Recorded['tasks']) =>
  Math.max(0, ...tasks.map((task) => Math.round(task.duration)));

/** The page's HTML alone: every module request refused, so nothing hydrates. */
async function longestWithoutModules(browser: Browser, url: string): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (/\/assets\/[\w-]+\.js$/.test(request.url())) void request.abort();
      else void request.continue();
    });
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const recorded = await page.evaluate(
      () => (window as unknown as { __hydration: Recorded }).__hydration,
    );
    return longest(recorded.tasks);
  } finally {
    await context.close();
  }
}

async function longestTasks(browser: Browser, url: string): Promise<[number, number, number]> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', {
      timeout: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const recorded = await page.evaluate(
      () => (window as unknown as { __hydration: Recorded }).__hydration,
    );
    const modulesAt = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/entry-client-\w+\.js$/.test(entry.name))?.startTime ?? 0,
    );
    const settled = recorded.hydratedAt + SETTLE_MS;
    return [
      longest(recorded.tasks.filter((task) => task.start <= recorded.hydratedAt)),
      longest(recorded.tasks.filter((task) => task.start <= settled)),
      longest(recorded.tasks.filter((task) => task.start >= modulesAt && task.start <= settled)),
    ];
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const site = await startSite({});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  console.log(
    `load average at start: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  for (const path of PAGES) {
    const runs: [number, number, number][] = [];
    const htmlAlone: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await longestTasks(browser, site.url + path));
      htmlAlone.push(await longestWithoutModules(browser, site.url + path));
    }
    const toFlag = runs.map(([flag]) => flag);
    const toSettled = runs.map(([, settled]) => settled);
    const boot = runs.map(([, , fromModules]) => fromModules);
    console.log(
      `${path}\tto hydrated: median ${median(toFlag)} ms (${toFlag.join(', ')})` +
        `\tto +${SETTLE_MS / 1000} s: median ${median(toSettled)} ms (${toSettled.join(', ')})` +
        `\tfrom the modules' start: median ${median(boot)} ms (${boot.join(', ')})` +
        `\tHTML alone: median ${median(htmlAlone)} ms (${htmlAlone.join(', ')})`,
    );
  }
  console.log(
    `load average at end: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await site.stop();
}
