/**
 * `npm run bench`: the site beside a static server holding the very same bytes, measured back to
 * back in one run (the machine may be shared, so ratios measured side by side are what to compare).
 * HTML cache off and on, CMS requests per 1 000 page views from a counting stand-in CMS answering
 * in 30 ms, RSS after the run and first-load JavaScript per page; issue 31's traffic mix beside a
 * static server without and with CMS edits (bench/traffic-mix.ts), memory at 50× the content
 * (bench/scale-memory.ts) and under uploads (bench/upload-memory.ts). Prints a table and writes docs/performance.md. Every server binds
 * 127.0.0.1 and is stopped at the end.
 *
 * `BENCH_ONLY=speed,mixed,mix,scale,uploads,cpu` (any of them) runs only those parts and prints their figures
 * without writing docs/performance.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStandInCms } from './stand-in-cms';
import { procfileNodeFlags, startSite, startStatic, type Child } from './processes';
import { mixedLoad } from './mixed-load';
import { load } from './load';
import { firstLoadJs } from './first-load';
import { writeReport, type PathResult, type Round } from './report';
import { trafficMix, type MixReport } from './traffic-mix';
import { scaleMemory, type ScaleReport } from './scale-memory';
import { mixMarkdown, scaleMarkdown } from './issue31-report';
import { uploadMarkdown, uploadMemory, type UploadMemoryReport } from './upload-memory';
import { cpuMarkdown, uncachedCpu } from './uncached-cpu';

const WARM = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Each path is measured in rounds of ceiling, cache off, cache on, and a ratio is the median of its
 * rounds': a shared machine slows down for seconds at a time, which in a single pass lands on one
 * side of a ratio only.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Issue 31's traffic mix: seconds per run, warm-up, seconds between two CMS edits. */
const MIX = {
  seconds: Number(process.env.BENCH_MIX_SECONDS ?? 20),
  warm: Number(process.env.BENCH_MIX_WARM_SECONDS ?? 10),
  editEvery: Number(process.env.BENCH_MIX_EDIT_EVERY ?? 5),
};
/** Issue 31's memory at scale: content multiplied, news per language, time caps of its walks. */
const SCALE = {
  factor: Number(process.env.BENCH_SCALE_FACTOR ?? 50),
  newsPerLanguage: Number(process.env.BENCH_SCALE_NEWS ?? 2000),
  crawlSeconds: Number(process.env.BENCH_SCALE_CRAWL_SECONDS ?? 120),
  fillSeconds: Number(process.env.BENCH_SCALE_FILL_SECONDS ?? 30),
};

/** Issue 32's memory under uploads: seconds of load, clients of each kind. */
const UPLOADS = {
  seconds: Number(process.env.BENCH_UPLOAD_SECONDS ?? 30),
  senders: Number(process.env.BENCH_UPLOAD_SENDERS ?? 8),
};

const PARTS = ['speed', 'mixed', 'mix', 'scale', 'uploads', 'cpu'] as const;
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
for (const part of ONLY)
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`BENCH_ONLY: unknown part ${part} (${PARTS.join(', ')})`);
const wants = (part: (typeof PARTS)[number]) => ONLY.length === 0 || ONLY.includes(part);

/** The measured URLs and, for pages, the page module whose first-load JavaScript is reported. */
const PATHS: { path: string; page?: string }[] = [
  { path: '/', page: 'home' },
  { path: '/ru/deposit', page: 'deposits' },
  { path: '/en/news', page: 'news' },
  { path: '/ru/deposit/omonat-plus', page: 'deposit-detail' },
  { path: '/api/deposits?locale=ru' },
];

async function capture(site: Child, dir: string) {
  return Promise.all(
    PATHS.map(async ({ path }, index) => {
      const response = await fetch(`${site.url}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const file = `${index}${path.startsWith('/api/') ? '.json' : '.html'}`;
      writeFileSync(join(dir, file), bytes);
      return { file, kb: bytes.length / 1024 };
    }),
  );
}

/**
 * V8 goes on optimizing a fresh process for about ten seconds of load (the home's first 4 s cost
 * 5.8 CPU ms a page, seconds 12-24 cost 3.4-3.7), so whichever path was measured first carried the
 * process's warm-up. Each site serves every path before any is measured.
 */
async function warmUp(sites: Child[]) {
  for (const site of sites) for (const { path } of PATHS) await load(`${site.url}${path}`, WARM, 0);
}

async function measure(sites: { off: Child; on: Child }, cms: { count(): number }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const files = await capture(sites.off, dir);
  await warmUp([sites.off, sites.on]);
  const ceiling = await startStatic(dir);
  const results: PathResult[] = [];
  let views = 0;
  let cmsCalls = 0;
  for (const [index, { path }] of PATHS.entries()) {
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Warm-up in the first round only; the cache-off site's before its counters, so the CMS count covers the steady state.
      const warm = round === 0 ? WARM : 0;
      const statik = await load(`${ceiling.url}/${files[index]!.file}`, warm, SECONDS);
      if (warm) await load(`${sites.off.url}${path}`, warm, 0);
      const before = cms.count();
      const cpuBefore = sites.off.cpuMs();
      const off = await load(`${sites.off.url}${path}`, 0, SECONDS);
      const offCpuMs = sites.off.cpuMs() - cpuBefore;
      cmsCalls += cms.count() - before;
      views += off.requests;
      const on = await load(`${sites.on.url}${path}`, warm, SECONDS);
      rounds.push({ statik, off, on, offCpuMs });
      console.log(
        `${path.padEnd(26)} round ${round + 1}: static ${statik.rps.toFixed(0)}/s  cache off ${off.rps.toFixed(0)}/s ` +
          `(${(off.rps / statik.rps).toFixed(2)}x, ${(offCpuMs / off.requests).toFixed(2)} CPU ms/req)  cache on ${on.rps.toFixed(0)}/s ` +
          `(${(on.rps / statik.rps).toFixed(2)}x)`,
      );
    }
    results.push({ path, kb: files[index]!.kb, rounds });
  }
  await ceiling.stop();
  rmSync(dir, { recursive: true, force: true });
  return { results, cmsPerThousand: views ? (cmsCalls / views) * 1000 : 0 };
}

const MIXED_SECONDS = 60;

/** Resident memory of one worker started as in production, under a mixed load (issue 21). */
async function measureMixed(env: Record<string, string>) {
  const nodeFlags = procfileNodeFlags();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mixed-'));
  const limitsOff = { READ_RATE_LIMIT_MAX: '100000000', FORMS_RATE_LIMIT_MAX: '100000000' };
  const site = await startSite({ ...env, ...limitsOff, DATA_DIR: dataDir }, nodeFlags);
  try {
    const result = await mixedLoad(site.url, MIXED_SECONDS, site.rssMiB);
    console.log(
      `mixed load: ${result.rps.toFixed(0)}/s, RSS peak ${result.rssPeakMiB.toFixed(0)} MiB`,
    );
    return { ...result, seconds: MIXED_SECONDS, nodeFlags: nodeFlags.join(' ') };
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  const nodeFlags = procfileNodeFlags();
  let speed: Awaited<ReturnType<typeof measure>> | undefined;
  let rss: { off: number; on: number } | undefined;
  let mixed: Awaited<ReturnType<typeof measureMixed>> | undefined;
  if (wants('speed') || wants('mixed')) {
    const cms = await startStandInCms(30);
    // A deployment with a CMS must name its public origin; the bench's pages are the same with any.
    const env = { CMS_URL: cms.url, PUBLIC_URL: 'http://bank.bench' };
    try {
      if (wants('speed')) {
        const off = await startSite({ ...env, HTML_CACHE_TTL: '0' });
        const on = await startSite({ ...env, HTML_CACHE_TTL: '60' });
        try {
          speed = await measure({ off, on }, cms);
          rss = { off: off.rssMiB(), on: on.rssMiB() };
        } finally {
          await Promise.all([off.stop(), on.stop()]);
        }
      }
      if (wants('mixed')) mixed = await measureMixed(env);
    } finally {
      await cms.close();
    }
  }
  const mix: MixReport | undefined = wants('mix')
    ? await trafficMix({ rounds: ROUNDS, ...MIX, nodeFlags })
    : undefined;
  const scale: ScaleReport | undefined = wants('scale')
    ? await scaleMemory({ ...SCALE, nodeFlags })
    : undefined;
  const uploads: UploadMemoryReport | undefined = wants('uploads')
    ? await uploadMemory({ ...UPLOADS, nodeFlags })
    : undefined;
  // Issue 34's CPU per uncached page: printed, not written (docs/performance.md keeps it by hand).
  if (wants('cpu')) console.log(`\n${cpuMarkdown(await uncachedCpu())}\n`);
  if (speed && rss && mixed && mix && scale && uploads) {
    const pages = PATHS.flatMap(({ page }) => (page ? [page] : []));
    await writeReport({
      ...speed,
      rss,
      mixed,
      mix,
      scale,
      uploads,
      firstLoad: firstLoadJs(pages),
      seconds: (Date.now() - started) / 1000,
      load: { warm: WARM, seconds: SECONDS, rounds: ROUNDS },
    });
    return;
  }
  // A part of the bench: its figures, docs/performance.md untouched.
  if (mix) console.log(`\n${mixMarkdown(mix)}`);
  if (scale) console.log(`\n${scaleMarkdown(scale)}`);
  if (uploads) console.log(`\n${uploadMarkdown(uploads)}`);
  console.log(`\n${ONLY.join(', ')} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await main();
