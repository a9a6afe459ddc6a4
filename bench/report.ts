import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { LoadResult } from './load';
import type { FirstLoad } from './first-load';
import type { MixedResult } from './mixed-load';
import type { MixReport } from './traffic-mix';
import type { ScaleReport } from './scale-memory';
import { mixMarkdown, scaleMarkdown } from './issue31-report';
import { uploadMarkdown, type UploadMemoryReport } from './upload-memory';
import { median, n } from './figures';

/** One round of a path: the ceiling, then the site with the HTML cache off and on. */
export interface Round {
  statik: LoadResult;
  off: LoadResult;
  /** The site's CPU time (every thread) during the cache-off run. */
  offCpuMs: number;
  on: LoadResult;
}

export interface PathResult {
  path: string;
  kb: number;
  rounds: Round[];
}

export interface Report {
  results: PathResult[];
  cmsPerThousand: number;
  rss: { off: number; on: number };
  mixed: MixedResult & { seconds: number; nodeFlags: string };
  firstLoad: Record<string, FirstLoad>;
  /** Issue 31: the traffic mix beside a static server, and memory at 50× the content. */
  mix: MixReport;
  scale: ScaleReport;
  /** Issue 32: resident memory under the attack run's uploads. */
  uploads: UploadMemoryReport;
  seconds: number;
  load: { warm: number; seconds: number; rounds: number };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The median of the rounds' ratios, and their range where there are several rounds. */
function ratio(rounds: Round[], side: 'off' | 'on'): string {
  const ratios = rounds.map((round) => round[side].rps / round.statik.rps);
  const range =
    ratios.length > 1
      ? ` (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})`
      : '';
  return median(ratios).toFixed(3) + range;
}

function table(rows: string[][]): string {
  return rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
}

function speedTable(results: PathResult[]): string {
  return table([
    [
      'path',
      'KB',
      'static req/s',
      'SSR off req/s',
      'off ratio',
      'off p50/p99 ms',
      'off CPU ms/req',
      'SSR on req/s',
      'on ratio',
      'static p99 ms',
      'failures',
    ],
    ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
    ...results.map(({ path, kb, rounds }) => {
      const of = (pick: (round: Round) => number) => median(rounds.map(pick));
      const offRequests = sum(rounds.map((round) => round.off.requests));
      const failures = (round: Round) =>
        round.statik.failures + round.off.failures + round.on.failures;
      return [
        `\`${path}\``,
        kb.toFixed(1),
        n(of((round) => round.statik.rps)),
        n(
          of((round) => round.off.rps),
          1,
        ),
        ratio(rounds, 'off'),
        `${of((round) => round.off.p50)} / ${of((round) => round.off.p99)}`,
        (sum(rounds.map((round) => round.offCpuMs)) / offRequests).toFixed(2),
        n(of((round) => round.on.rps)),
        ratio(rounds, 'on'),
        String(of((round) => round.statik.p99)),
        String(sum(rounds.map(failures))),
      ];
    }),
  ]);
}

function machine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end`;
}

function jsTable(report: Report): string {
  return table([
    ['page', 'first-load JS, KB gzip -9', 'KB brotli (sent)'],
    ['---', '---:', '---:'],
    ...Object.entries(report.firstLoad).map(([page, size]) => [
      page,
      (size.gzip / 1024).toFixed(1),
      (size.brotli / 1024).toFixed(1),
    ]),
  ]);
}

function markdown(report: Report): string {
  return `# Performance

Written by \`npm run bench\` on ${new Date().toISOString()} (${report.seconds.toFixed(0)} s).
Machine: ${machine()}.

Each path: its bytes captured from the app and served by \`express.static\` in its own process (the
ceiling), then the site with the HTML cache off (\`HTML_CACHE_TTL=0\`, CMS answers cached) and on
(\`HTML_CACHE_TTL=60\`), back to back, in ${report.load.rounds} rounds, after both sites served every path for ${report.load.warm} s (V8 goes on
optimizing a fresh process for about ten seconds of load). autocannon, 10 connections, ${report.load.warm} s
warm-up (first round) + ${report.load.seconds} s, loopback, one worker (\`WEB_CONCURRENCY=1\`), production bundle, content from a
stand-in Strapi on 127.0.0.1 answering in 30 ms. Ratios are site ÷ ceiling measured side by side
in a round: the median of the rounds, their range in brackets; req/s and latencies are the
rounds' medians. Absolute figures move with whatever else the machine runs. "off CPU ms/req" is the site process's
CPU time (user + system, all threads, from /proc) during the cache-off runs divided by their requests:
it moves much less with the machine's load than req/s do.

${speedTable(report.results)}

- CMS requests per 1 000 page views after warm-up (HTML cache off): ${report.cmsPerThousand.toFixed(1)}
- RSS after the run: ${report.rss.off.toFixed(0)} MiB (HTML cache off), ${report.rss.on.toFixed(0)} MiB (on).
  Not a leak: the live heap after a full collection stays flat over thousands of renders; RSS
  above it is garbage V8 has not collected yet and memory its allocator keeps (decision 007).

Targets (issue 8): cache off ≥ 0.20× the ceiling and p99 ≤ 60 ms; cache on ≥ 0.80×; 0 CMS
requests per 1 000 views; RSS ≤ 250 MB per worker.

### Memory under a mixed load (issue 21)

${report.mixed.seconds} s at full speed (10 connections) of pages with a random campaign parameter,
read-API lists, read-API misses on random slugs and contact-form posts from many addresses, against
one worker started as the Procfile starts it (\`node ${report.mixed.nodeFlags || '(no flags)'}\`), the
read and form rate limits lifted so every request does its work: ${n(report.mixed.requests)}
requests (${n(report.mixed.rps)}/s; ${Object.entries(report.mixed.statuses)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${status} ${n(count)}`)
    .join(
      ', ',
    )}; the 4xx are the misses). **RSS peak ${report.mixed.rssPeakMiB.toFixed(0)} MiB, at the end
${report.mixed.rssEndMiB.toFixed(0)} MiB** (target ≤ 300 MB per worker).

${mixMarkdown(report.mix)}
${scaleMarkdown(report.scale)}
${uploadMarkdown(report.uploads)}
## First-load JavaScript (from dist/client/manifest.json)

What the server names for the page before it hydrates (the entry and its modulepreloads,
server/ssr/assets.ts), each file gzipped (level 9), and the build's brotli files (quality 11),
which the server sends to browsers that accept brotli; KB of 1 024 bytes.
Budgets (issue 34), held by test/unit/first-load.budgets.test.ts: home ≤ 170 KB, every other
page ≤ 180 KB, i18next and react-i18next included; the locale files are not (a page's strings
come in its boot data).

${jsTable(report)}
`;
}

/** Measured by hand, not by the bench (Lighthouse is no dependency): kept when the file is rewritten. */
const HAND_SECTION = '\n## Lighthouse';

/** Prints the tables and writes docs/performance.md, formatted like every other file. */
export async function writeReport(report: Report): Promise<void> {
  const file = join(import.meta.dirname, '..', 'docs', 'performance.md');
  const options = await resolveConfig(file);
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = old.includes(HAND_SECTION) ? old.slice(old.indexOf(HAND_SECTION)) : '';
  writeFileSync(file, await format(markdown(report) + kept, { ...options, filepath: file }));
  console.log(`\n${speedTable(report.results)}\n`);
  console.log(
    `CMS requests per 1 000 views: ${report.cmsPerThousand.toFixed(1)}; RSS ${report.rss.off.toFixed(0)} / ${report.rss.on.toFixed(0)} MiB`,
  );
  console.log(`\n${mixMarkdown(report.mix)}\n${scaleMarkdown(report.scale)}`);
  console.log(`\n${uploadMarkdown(report.uploads)}`);
  console.log(`${jsTable(report)}\n\nwrote docs/performance.md in ${report.seconds.toFixed(0)} s`);
}
