/**
 * Issue 24: the home (`/ru`) missed by the HTML cache in headless Chromium, over a fake Strapi
 * whose news and rates answer in 300 ms (the rest at once), on the production bundle. Prints the
 * medians of first contentful paint, largest contentful paint and layout shift on a phone's and a
 * desktop's viewport; then the same for a cache hit (the browser's own floor). When the news
 * arrives is bench/streamed-miss.ts's. Run after
 * `node build.mjs`:
 *   NODE_ENV=production node --import tsx/esm bench/streamed-miss-browser.ts
 */
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import { startFakeStrapi } from '../test/support/fake-strapi';
import { homeSite, isSlowRegionCall } from '../test/support/slow-home-cms';
import { startSite } from './processes';

const CMS_MS = 300;
const RUNS = 9;
const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

interface Timing {
  fcp: number;
  lcp: number;
  cls: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cms = await startFakeStrapi(
  homeSite((call) => (isSlowRegionCall(call) ? sleep(CMS_MS) : sleep(0))),
);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});

async function measure(label: string, htmlCacheTtl: string) {
  const site = await startSite({
    CMS_URL: cms.baseUrl,
    PUBLIC_URL: 'http://bank.test',
    HTML_CACHE_TTL: htmlCacheTtl,
    CMS_CACHE_TTL: '0',
  });
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const runs: Timing[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const context = await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          await page.setViewport(viewport);
          await page.evaluateOnNewDocument(() => {
            const seen = { lcp: 0, cls: 0 };
            Object.assign(window, { seen });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) seen.lcp = entry.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                seen.cls += (entry as never as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
          });
          await page.goto(`${site.url}/ru`, { waitUntil: 'networkidle0' });
          const timing = await page.evaluate(() => {
            const { seen } = window as never as { seen: Timing };
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            return { ...seen, fcp };
          });
          // The first two warm the server and the browser up.
          if (i >= 2) runs.push(timing);
        } finally {
          await context.close();
        }
      }
      const of = (key: keyof Timing, digits = 0) =>
        median(runs.map((run) => run[key])).toFixed(digits);
      console.log(
        `${label}, ${name}: FCP ${of('fcp')} ms, LCP ${of('lcp')} ms, CLS ${of('cls', 3)}`,
      );
    }
  } finally {
    await site.stop();
  }
}

try {
  await measure('miss', '0');
  await measure('hit', '600');
} finally {
  await browser.close();
  await cms.close();
}
