/**
 * CPU per uncached page (issue 34): the production bundle with the HTML cache off, the embedded
 * demo content (its CMS answers cached in-process, so a request is routing, loaders, render and
 * send), five page templates requested one at a time. The site's CPU time (every thread, from
 * /proc) is read around each batch, in rounds that alternate the paths, so a slow stretch of a
 * shared machine spreads over all of them; each path's figure is the median of its rounds.
 *
 *   BENCH_ONLY=cpu npm run bench
 *   NODE_ENV=production node --import tsx/esm bench/uncached-cpu.ts   (after `node build.mjs`)
 */
import { median } from './figures';
import { startSite } from './processes';

/** A home, a list, a detail, a list with filters and paging, a form page. */
export const TEMPLATES = ['/', '/ru/deposit', '/ru/deposit/omonat-plus', '/en/news', '/ru/appeals'];

export interface CpuReport {
  perRound: number;
  rounds: number;
  /** Median CPU ms per page and the rounds' range, by path. */
  paths: { path: string; cpuMs: number; min: number; max: number }[];
}

async function get(url: string) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

export async function uncachedCpu({
  perRound = Number(process.env.BENCH_CPU_PAGES ?? 100),
  rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 5),
  warm = 200,
} = {}): Promise<CpuReport> {
  // The read and per-address limits lifted: every request is a render.
  const site = await startSite({
    HTML_CACHE_TTL: '0',
    READ_RATE_LIMIT_MAX: '100000000',
    RENDERS_PER_ADDRESS_MAX: '100000000',
  });
  try {
    for (const path of TEMPLATES) for (let i = 0; i < warm; i++) await get(site.url + path);
    const samples = new Map<string, number[]>(TEMPLATES.map((path) => [path, []]));
    for (let round = 0; round < rounds; round++)
      for (const path of TEMPLATES) {
        const before = site.cpuMs();
        for (let i = 0; i < perRound; i++) await get(site.url + path);
        samples.get(path)!.push((site.cpuMs() - before) / perRound);
      }
    return {
      perRound,
      rounds,
      paths: TEMPLATES.map((path) => {
        const values = samples.get(path)!;
        return { path, cpuMs: median(values), min: Math.min(...values), max: Math.max(...values) };
      }),
    };
  } finally {
    await site.stop();
  }
}

export const cpuMarkdown = (report: CpuReport) =>
  [
    `CPU per uncached page (${report.rounds} rounds of ${report.perRound} sequential requests a path; median, range):`,
    '',
    '| path | CPU ms per page |',
    '| ---- | --------------: |',
    ...report.paths.map(
      ({ path, cpuMs, min, max }) =>
        `| \`${path}\` | ${cpuMs.toFixed(2)} (${min.toFixed(2)}–${max.toFixed(2)}) |`,
    ),
  ].join('\n');

if (process.argv[1] === import.meta.filename) console.log(cpuMarkdown(await uncachedCpu()));
