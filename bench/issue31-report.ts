import type { MixReport, MixRun } from './traffic-mix';
import type { Phase, ScaleReport } from './scale-memory';
import { median, n } from './figures';

/** Issue 31's targets for the traffic mix. */
export const MIX_TARGETS = { calmRatio: 0.9, editedRatio: 0.6, p99Ms: 20 };

const table = (rows: string[][]) => rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
const statuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status} × ${n(count)}`)
    .join(', ') || '—';
const notOk = (run: MixRun) =>
  Object.entries(run.statuses)
    .filter(([status]) => status !== '200')
    .reduce((sum, [, count]) => sum + count, 0);

/** "met in 2 of 3 rounds: **met**" — a target holds when it holds in a majority of the rounds. */
function verdict(held: boolean[]): string {
  const count = held.filter(Boolean).length;
  const met = count * 2 > held.length;
  return `met in ${count} of ${held.length} rounds: **${met ? 'met' : 'not met'}**`;
}

export function mixVerdicts(mix: MixReport) {
  const ratio = (run: MixRun, statik: MixRun) => run.rps / statik.rps;
  return {
    calmRatio: verdict(mix.rounds.map((r) => ratio(r.calm, r.statik) >= MIX_TARGETS.calmRatio)),
    editedRatio: verdict(
      mix.rounds.map((r) => ratio(r.edited, r.statik) >= MIX_TARGETS.editedRatio),
    ),
    calmP99: verdict(mix.rounds.map((r) => r.calm.p99 <= MIX_TARGETS.p99Ms)),
    editedP99: verdict(mix.rounds.map((r) => r.edited.p99 <= MIX_TARGETS.p99Ms)),
  };
}

export function mixMarkdown(mix: MixReport): string {
  const rows = mix.rounds.map((round, index) => {
    const { statik, calm, edited } = round;
    return [
      String(index + 1),
      n(statik.rps),
      String(statik.p99),
      (statik.cpuMsPerRequest ?? 0).toFixed(2),
      n(calm.rps),
      (calm.rps / statik.rps).toFixed(3),
      `${calm.p50} / ${calm.p99}`,
      (calm.cpuMsPerRequest ?? 0).toFixed(2),
      n(edited.rps),
      (edited.rps / statik.rps).toFixed(3),
      `${edited.p50} / ${edited.p99}`,
      (edited.cpuMsPerRequest ?? 0).toFixed(2),
      `${edited.purges ?? 0}${edited.purgeFailures ? ` (${edited.purgeFailures} failed)` : ''}`,
      String(notOk(statik) + notOk(calm) + notOk(edited)),
    ];
  });
  const of = (pick: (round: MixReport['rounds'][number]) => number, digits = 0) =>
    n(median(mix.rounds.map(pick)), digits);
  rows.push([
    'median',
    of((r) => r.statik.rps),
    of((r) => r.statik.p99),
    of((r) => r.statik.cpuMsPerRequest ?? 0, 2),
    of((r) => r.calm.rps),
    of((r) => r.calm.rps / r.statik.rps, 3),
    `${of((r) => r.calm.p50)} / ${of((r) => r.calm.p99)}`,
    of((r) => r.calm.cpuMsPerRequest ?? 0, 2),
    of((r) => r.edited.rps),
    of((r) => r.edited.rps / r.statik.rps, 3),
    `${of((r) => r.edited.p50)} / ${of((r) => r.edited.p99)}`,
    of((r) => r.edited.cpuMsPerRequest ?? 0, 2),
    '',
    '',
  ]);
  const verdicts = mixVerdicts(mix);
  return `### Traffic mix beside a static server (issue 31)

Every URL of the site's own \`/sitemap.xml\` (${mix.pages} pages in uz, en and ru, embedded demo
content), rank r weighted 1/r in the sitemap's order (the home first), plus 10 % read-API list
calls drawn evenly from ${mix.apiUrls} (every list of \`RESOURCES\` in every language, news page by
page): one seeded sequence (seed ${mix.seed}) that every run walks from its start. ${(mix.privateShare * 100).toFixed(1)} % of the
requests go to the ${mix.privatePages} pages rendered for each visitor (form pages, \`private,
no-cache\`). Every request asks as a browser does (Chrome's \`Accept-Encoding: gzip, deflate, br,
zstd\`), so an answer is what a visitor gets, compressed: ${mix.meanKb.toFixed(1)} KB on average. The
ceiling is a plain node:http server in its own process answering each URL with the bytes and
headers the site sent for it (\`bench/mix-static-server.mjs\`). The site: one worker, \`node ${mix.nodeFlags || '(no flags)'}\`, default
caches (\`HTML_CACHE_TTL\` 300 s, \`CMS_CACHE_TTL\` 300 s), per-address read limits lifted (one address stands for every visitor).
Each round: the ceiling, the site without edits, the site with a CMS webhook every ${mix.editEvery} s
(\`entry.update\` of the first deposit, news item, credit and card in turn, naming the entry as
Strapi does, with its other languages' ids; each purge drops the model's lists and that entry's
pages, by their tags); autocannon, 10 connections, ${mix.seconds} s each, after ${mix.warm} s of warm-up on each
server; the HTML cache is refilled (every URL once) before each round's runs. ${mix.rounds.length} rounds;
load average ${mix.load.start.toFixed(1)} at the start, ${mix.load.end.toFixed(1)} at the end (2 cores: the client takes one).
Ratio: site ÷ ceiling of the same round. "CPU ms/req": the server process's CPU time (user + system, all
threads, from /proc) during the run divided by its answers, which moves much less than req/s when
the machine is shared.

${table([
  [
    'round',
    'static req/s',
    'static p99 ms',
    'static CPU ms/req',
    'no edits req/s',
    'ratio',
    'p50 / p99 ms',
    'CPU ms/req',
    'edits req/s',
    'ratio',
    'p50 / p99 ms',
    'CPU ms/req',
    'purges',
    'non-200',
  ],
  ['---', ...Array<string>(13).fill('---:')],
  ...rows,
])}

Targets: without edits ≥ ${MIX_TARGETS.calmRatio}× (${verdicts.calmRatio}), with edits ≥
${MIX_TARGETS.editedRatio}× (${verdicts.editedRatio}); p99 ≤ ${MIX_TARGETS.p99Ms} ms without edits
(${verdicts.calmP99}) and with edits (${verdicts.editedP99}).
`;
}

function phaseRow(phase: Phase): string[] {
  return [
    phase.name,
    phase.planned === phase.done ? n(phase.done) : `${n(phase.done)} of ${n(phase.planned)}`,
    phase.seconds.toFixed(1),
    statuses(phase.statuses),
    phase.siteCpuS === undefined ? '' : phase.siteCpuS.toFixed(1),
    phase.cmsCpuS === undefined ? '' : phase.cmsCpuS.toFixed(1),
  ];
}

export function scaleMarkdown(scale: ScaleReport): string {
  const content = Object.entries(scale.content)
    .map(([type, count]) => `${type} ${n(count)}`)
    .join(', ');
  const up = (how: string | null) => (how === null ? 'yes' : `**no** (${how})`);
  const memory = (part: 'crawl' | 'bursts', label: string, how: string | null) => {
    const m = scale.memory[part];
    return [
      label,
      m.heapMaxMiB.toFixed(0),
      m.externalMaxMiB.toFixed(0),
      m.rssMaxMiB.toFixed(0),
      String(m.heapSamples),
      up(how),
    ];
  };
  return `### Memory at ${scale.factor}× the demo content (issue 31)

A Strapi 4 stand-in in its own process (\`bench/scale-cms.ts\`: the embedded demo adapter's store,
queries and answers over HTTP) holding the demo content ${scale.factor} times over and
${n(scale.newsPerLanguage)} news per language of 3 000+ characters each; per language: ${content}.
The site as the Procfile starts it (\`node ${scale.nodeFlags || '(no flags)'}\`), \`CMS_URL\` at the
stand-in, per-address read limits lifted. First process: \`/sitemap.xml\` (${n(scale.sitemapUrls)} URLs), a
crawler over every sitemap URL and every news list page (\`?page=1..N\`, three languages) in a seeded
order, 8 at a time, as far as its time allows; then a read-API fill (every list in every language,
page by page, and one search per language), 8 at a time. Second, fresh process: 1 000 and then
3 000 concurrent visitors (one socket each) on one uncached page each, a purge (webhook,
\`news-item\`), the same two bursts again. RSS from /proc every 100 ms (peak: the kernel's VmHWM), heap and external
memory from \`/metrics\` every 500 ms (fewer samples while a burst holds the event loop).
${n(scale.cmsRequests)} CMS requests; ${scale.seconds.toFixed(0)} s in all; load average
${scale.load.start.toFixed(1)} at the start, ${scale.load.end.toFixed(1)} at the end.

${table([
  ['phase', 'requests', 's', 'answers', 'site CPU s', 'CMS CPU s'],
  ['---', '---:', '---:', '---', '---:', '---:'],
  ...scale.phases.map(phaseRow),
])}

${table([
  [
    'process',
    'heap used max MiB',
    'external max MiB',
    'RSS peak MiB',
    'heap samples',
    'up at the end',
  ],
  ['---', '---:', '---:', '---:', '---:', '---'],
  memory('crawl', 'crawler + read-API fill', scale.exited.crawl),
  memory('bursts', 'bursts (fresh, then after a purge)', scale.exited.bursts),
])}

Answers other than 200 and the render cap's 503, and failed sockets: **${scale.failures}**; the
process stayed up: **${scale.exited.crawl === null && scale.exited.bursts === null ? 'yes' : 'no'}**.
`;
}
