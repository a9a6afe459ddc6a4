/**
 * `npm run lighthouse`: Lighthouse's default mobile run (simulated throttling: 4x slower CPU,
 * 150 ms round trips, 1.6 Mbit/s) of issue 24's five pages against the production bundle on
 * 127.0.0.1, beside a static copy of the very same HTML measured in the same run: a server that
 * answers each page's path with the bytes the site sent, gzip-compressed like the site's, and
 * every other path (assets, fonts, images) from the same files the site serves. Each page is run
 * `LIGHTHOUSE_RUNS` times (default 3) in a new browser, alternating site and copy; the table shows
 * medians. Visitors send `Accept-Language: uz`, so `/` is the Uzbek home rather than the redirect an
 * English browser gets (spec §3).
 */
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CLIENT_DIST, PUBLIC_DIR } from '../server/paths';
import { startSite } from './processes';

const PAGES = ['/', '/ru/deposit', '/ru/deposit/omonat-plus', '/ru/news', '/ru/branches'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const HEADERS = { 'Accept-Language': 'uz' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Each page's HTML as the site sends it, by path. */
async function capture(siteUrl: string): Promise<Map<string, Buffer>> {
  const pages = new Map<string, Buffer>();
  for (const path of PAGES) {
    const response = await fetch(siteUrl + path, { headers: HEADERS, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    pages.set(path, Buffer.from(await response.arrayBuffer()));
  }
  return pages;
}

/** The static copy: the captured pages, then the files the site serves, all compressed. */
function startStaticCopy(pages: Map<string, Buffer>): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(compression());
  app.get([...pages.keys()], (req, res) => void res.type('html').send(pages.get(req.path)));
  app.use('/assets', express.static(join(CLIENT_DIST, 'assets')));
  app.use(express.static(PUBLIC_DIR));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${address.port}`, server });
    });
  });
}

/**
 * One Lighthouse run in a new browser. A run Lighthouse itself reports as failed (a trace without
 * its navigation start, seen now and then) is run again, up to three times.
 */
async function audit(url: string, attempt = 1): Promise<Run> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const port = Number(new URL(browser.wsEndpoint()).port);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: HEADERS,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError && attempt < 3) return await audit(url, attempt + 1);
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** A table row's measured columns: medians, with each run's performance score. */
function columns(runs: Run[]): string {
  const score = (id: string) => median(runs.map((run) => run.scores[id]!));
  const perf = runs.map((run) => run.scores.performance);
  return [
    `${score('performance')} (${perf.join(', ')})`,
    `${score('accessibility')} / ${score('best-practices')} / ${score('seo')}`,
    seconds(median(runs.map((run) => run.fcp))),
    seconds(median(runs.map((run) => run.lcp))),
    Math.round(median(runs.map((run) => run.tbt))),
    median(runs.map((run) => run.cls)).toFixed(3),
  ].join(' | ');
}

const site = await startSite({});
const copy = await startStaticCopy(await capture(site.url));
try {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(`Lighthouse mobile defaults, ${RUNS} runs per page; load average at start ${load()}`);
  console.log(
    '| page | served by | performance (runs) | a11y / BP / SEO | FCP s | LCP s | TBT ms | CLS |',
  );
  console.log('| --- | --- | --- | --- | ---: | ---: | ---: | ---: |');
  for (const path of PAGES) {
    const siteRuns: Run[] = [];
    const copyRuns: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      siteRuns.push(await audit(site.url + path));
      copyRuns.push(await audit(copy.url + path));
    }
    console.log(`| \`${path}\` | site | ${columns(siteRuns)} |`);
    console.log(`| \`${path}\` | static copy | ${columns(copyRuns)} |`);
  }
  console.log(`load average at end ${load()}`);
} finally {
  copy.server.close();
  await site.stop();
}
