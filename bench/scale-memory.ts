/**
 * Issue 31, item 7b: memory at a bank's scale. A Strapi 4 stand-in with 50× the demo content
 * (bench/scale-cms.ts) and the site as the Procfile starts it (`--max-old-space-size=160`), then:
 *
 * 1. a crawler walking every page in the three languages (the sitemap's URLs and every news list
 *    page `?page=1..N`), in a seeded order, 8 at a time, until done or its time is up;
 * 2. a read-API fill: every list of the read API in every language, paged ones page by page, and a
 *    search in each language (its index reads every collection), 8 at a time, until done or its
 *    time is up;
 * 3. on a fresh process: 1 000 then 3 000 concurrent visitors (one socket each) on one uncached
 *    page each, a purge (CMS webhook), and the same two bursts again.
 *
 * The site's RSS is read from /proc every 100 ms (and its kernel peak, VmHWM, at the end), its V8
 * heap from `/metrics` (prom-client's `bank_nodejs_heap_size_used_bytes`) every 500 ms. Every
 * answer is counted by status: 200 and the render cap's 503 are expected; any other 5xx, a failed
 * socket or a process that exits is a failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { RESOURCES } from '../server/api/read-api';
import { start, startSite, statusMiB, type Child } from './processes';
import { httpGet, seeded, sitemapPaths, tally } from './http-get';

const LANGS = ['uz', 'en', 'ru'] as const;
const LANG_PREFIX = { uz: '', en: '/en', ru: '/ru' } as const;
const SEARCHES = { uz: 'omonat', en: 'deposit', ru: 'вклад' } as const;
const WEBHOOK_SECRET = 'bench-webhook-secret-issue-31';
const METRICS_TOKEN = 'bench-metrics-token-issue-31';
const CONCURRENCY = 8;
/** The bursts' pages: uncached on a fresh process and after the purge. */
const BURSTS = [
  { path: '/ru/news', size: 1000 },
  { path: '/en/deposit', size: 3000 },
];

export interface Memory {
  /** V8's heap in use (`bank_nodejs_heap_size_used_bytes`), the highest sample. */
  heapMaxMiB: number;
  /** Memory outside V8's heap held by JavaScript objects (Buffers: the HTML cache's pages), the highest sample. */
  externalMaxMiB: number;
  heapSamples: number;
  /** The kernel's peak resident size of the process (VmHWM), or the highest sample if higher. */
  rssMaxMiB: number;
}

export interface Phase {
  name: string;
  planned: number;
  done: number;
  seconds: number;
  statuses: Record<string, number>;
  /** CPU seconds the site and the stand-in CMS used during the phase. */
  siteCpuS?: number;
  cmsCpuS?: number;
}

export interface ScaleReport {
  factor: number;
  newsPerLanguage: number;
  /** Entries per type in one language, as the stand-in holds them. */
  content: Record<string, number>;
  sitemapUrls: number;
  phases: Phase[];
  memory: { crawl: Memory; bursts: Memory };
  /** Null while the process was up at the end of its part; otherwise how it ended. */
  exited: { crawl: string | null; bursts: string | null };
  /** Answers that are neither 200 nor 503 (the render cap's), and failed sockets. */
  failures: number;
  cmsRequests: number;
  seconds: number;
  nodeFlags: string;
  /** The machine's one-minute load average when the scenario started and ended. */
  load: { start: number; end: number };
}

/** RSS every 100 ms and the heap every 500 ms until stopped; the maxima. */
function sampleMemory(site: Child) {
  let rss = 0;
  let heap = 0;
  let external = 0;
  let samples = 0;
  let running = true;
  const rssTimer = setInterval(() => (rss = Math.max(rss, statusMiB(site.pid, 'VmRSS'))), 100);
  const heapLoop = (async () => {
    while (running) {
      const got = await httpGet(`${site.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        timeoutMs: 10_000,
      });
      const used = /^bank_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(String(got.body));
      const outside = /^bank_nodejs_external_memory_bytes (\d+(?:\.\d+)?)/m.exec(String(got.body));
      if (used) {
        heap = Math.max(heap, Number(used[1]) / 2 ** 20);
        samples++;
      }
      if (outside) external = Math.max(external, Number(outside[1]) / 2 ** 20);
      await sleep(500);
    }
  })();
  return async (): Promise<Memory> => {
    running = false;
    clearInterval(rssTimer);
    await heapLoop;
    const peak = Math.max(rss, statusMiB(site.pid, 'VmHWM'));
    return { heapMaxMiB: heap, externalMaxMiB: external, heapSamples: samples, rssMaxMiB: peak };
  };
}

/** GETs `paths` `CONCURRENCY` at a time until all are done or `seconds` have passed. */
async function walk(name: string, siteUrl: string, paths: string[], seconds: number) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const statuses: Record<string, number> = {};
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < paths.length && performance.now() < deadline) {
      const got = await httpGet(`${siteUrl}${paths[next++]!}`, { timeoutMs: 30_000 });
      tally(statuses, got.status || `error ${got.error}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const phase = {
    name,
    planned: paths.length,
    done,
    seconds: (performance.now() - started) / 1000,
    statuses,
  };
  console.log(
    `scale: ${name}: ${done} of ${paths.length} in ${phase.seconds.toFixed(1)} s ${JSON.stringify(statuses)}`,
  );
  return phase;
}

/** `size` requests at once, one socket each, on one page. */
async function burst(name: string, siteUrl: string, path: string, size: number): Promise<Phase> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: size }, async () => {
      const got = await httpGet(`${siteUrl}${path}`, { timeoutMs: 60_000 });
      tally(statuses, got.status || `error ${got.error}`);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`scale: ${name}: ${seconds.toFixed(2)} s ${JSON.stringify(statuses)}`);
  return { name, planned: size, done: size, seconds, statuses };
}

const cpuOf = (child: Child) => {
  try {
    return child.cpuMs();
  } catch {
    return Number.NaN;
  }
};

/** A phase with the CPU time the site and the stand-in CMS spent in it. */
async function withCpu(site: Child, cms: Child, run: () => Promise<Phase>): Promise<Phase> {
  const [siteBefore, cmsBefore] = [cpuOf(site), cpuOf(cms)];
  const phase = await run();
  const siteCpuS = (cpuOf(site) - siteBefore) / 1000;
  const cmsCpuS = (cpuOf(cms) - cmsBefore) / 1000;
  console.log(`scale:   CPU: site ${siteCpuS.toFixed(1)} s, stand-in CMS ${cmsCpuS.toFixed(1)} s`);
  return { ...phase, siteCpuS, cmsCpuS };
}

/** Seeded Fisher–Yates, so a walk cut short by its time still visits every kind of page. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = seeded(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function pageCount(siteUrl: string, path: string): Promise<number> {
  const got = await httpGet(`${siteUrl}${path}`, { timeoutMs: 30_000 });
  return got.status === 200 ? Number(JSON.parse(String(got.body)).pageCount) || 1 : 1;
}

/** Every read-API list in every language, paged ones page by page, and one search per language. */
async function apiFillPaths(siteUrl: string): Promise<string[]> {
  const paths: string[] = [];
  for (const [name, resource] of Object.entries(RESOURCES)) {
    if (!resource.list || name === 'search') continue;
    for (const lang of LANGS) {
      const base = `/api/v1/${name}?locale=${lang}`;
      if (!resource.params?.page) paths.push(base);
      else {
        const pages = await pageCount(siteUrl, `${base}&page=1`);
        for (let page = 1; page <= pages; page++) paths.push(`${base}&page=${page}`);
      }
    }
  }
  for (const lang of LANGS)
    paths.push(`/api/v1/search?locale=${lang}&query=${encodeURIComponent(SEARCHES[lang])}`);
  return paths;
}

const purge = (siteUrl: string, model: string) =>
  fetch(`${siteUrl}/api/cms/webhook`, {
    method: 'POST',
    headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.update', model }),
  }).then((response) => response.status);

export async function scaleMemory(options: {
  factor: number;
  newsPerLanguage: number;
  crawlSeconds: number;
  fillSeconds: number;
  nodeFlags: string[];
}): Promise<ScaleReport> {
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  let content: Record<string, number> = {};
  const cms = await start(
    ['--import', 'tsx/esm', 'bench/scale-cms.ts'],
    {
      NODE_ENV: 'production',
      SCALE_FACTOR: String(options.factor),
      SCALE_NEWS: String(options.newsPerLanguage),
    },
    async (output) => {
      const port = /port (\d+)/.exec(output)?.[1];
      if (!port) return null;
      content = JSON.parse(/content (\{.*\})/.exec(output)?.[1] ?? '{}');
      return `http://127.0.0.1:${port}`;
    },
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-data-'));
  const env = {
    CMS_URL: cms.url,
    PUBLIC_URL: 'http://bank.bench',
    CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    METRICS_TOKEN,
    // One address stands for every visitor and the crawler here: the per-address limits would answer 429.
    READ_RATE_LIMIT_MAX: '100000000',
    RENDERS_PER_ADDRESS_MAX: '100000000',
    DATA_DIR: dataDir,
  };
  const phases: Phase[] = [];
  const exited: ScaleReport['exited'] = { crawl: null, bursts: null };
  const sites: Child[] = [];
  try {
    // Part 1: crawler and read-API fill on one process.
    const site = await startSite(env, options.nodeFlags);
    sites.push(site);
    const stopCrawlSampling = sampleMemory(site);
    const sitemapStarted = performance.now();
    const sitemap = await httpGet(`${site.url}/sitemap.xml`, { timeoutMs: 60_000 });
    phases.push({
      name: 'sitemap.xml',
      planned: 1,
      done: 1,
      seconds: (performance.now() - sitemapStarted) / 1000,
      statuses: { [sitemap.status || `error ${sitemap.error}`]: 1 },
    });
    const pages = sitemap.status === 200 ? sitemapPaths(String(sitemap.body)) : [];
    const newsPages = (
      await Promise.all(
        LANGS.map(async (lang) => {
          const count = await pageCount(site.url, `/api/v1/news?locale=${lang}&page=1`);
          return Array.from({ length: count }, (_, i) => `${LANG_PREFIX[lang]}/news?page=${i + 1}`);
        }),
      )
    ).flat();
    console.log(
      `scale: content ${JSON.stringify(content)}; sitemap ${pages.length} URLs, ${newsPages.length} news list pages`,
    );
    const crawl = shuffled([...pages, ...newsPages], 7);
    phases.push(
      await withCpu(site, cms, () => walk('crawler', site.url, crawl, options.crawlSeconds)),
    );
    const fill = await apiFillPaths(site.url);
    phases.push(
      await withCpu(site, cms, () => walk('read-API fill', site.url, fill, options.fillSeconds)),
    );
    const crawlMemory = await stopCrawlSampling();
    exited.crawl = site.exited();
    await site.stop();

    // Part 2: bursts on a fresh process, then again right after a purge.
    const fresh = await startSite(env, options.nodeFlags);
    sites.push(fresh);
    const stopBurstSampling = sampleMemory(fresh);
    const bursts = async (when: string) => {
      for (const { path, size } of BURSTS)
        phases.push(
          await withCpu(fresh, cms, () =>
            burst(`${size} at once on ${path}, ${when}`, fresh.url, path, size),
          ),
        );
    };
    await bursts('fresh process');
    const purged = await purge(fresh.url, 'news-item');
    if (purged !== 200) throw new Error(`the webhook answered ${purged}`);
    await bursts('after a purge');
    const healthz = await httpGet(`${fresh.url}/healthz`);
    phases.push({
      name: 'healthz',
      planned: 1,
      done: 1,
      seconds: 0,
      statuses: { [healthz.status || `error ${healthz.error}`]: 1 },
    });
    const burstMemory = await stopBurstSampling();
    exited.bursts = fresh.exited();

    const cmsCount = await httpGet(`${cms.url}/_bench/requests`);
    const failures = phases.reduce(
      (sum, phase) =>
        sum +
        Object.entries(phase.statuses)
          .filter(([status]) => status !== '200' && status !== '503')
          .reduce((total, [, count]) => total + count, 0),
      0,
    );
    for (const [part, how] of Object.entries(exited))
      if (how) console.log(`scale: the ${part} process exited (${how})`);
    return {
      factor: options.factor,
      newsPerLanguage: options.newsPerLanguage,
      content,
      sitemapUrls: pages.length,
      phases,
      memory: { crawl: crawlMemory, bursts: burstMemory },
      exited,
      failures,
      cmsRequests: Number(JSON.parse(String(cmsCount.body)).requests ?? 0),
      seconds: (performance.now() - started) / 1000,
      nodeFlags: options.nodeFlags.join(' '),
      load: { start: loadAtStart, end: loadavg()[0]! },
    };
  } finally {
    for (const site of sites) {
      if (site.exited()) console.log(`scale: site output:\n${site.output().slice(-4000)}`);
      await site.stop();
    }
    await cms.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
