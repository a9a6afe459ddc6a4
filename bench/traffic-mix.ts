/**
 * Issue 31, item 7a: a traffic mix beside a static server holding the very same bytes.
 *
 * Every URL of the site's own sitemap (embedded demo content, uz/en/ru) with Zipf-like popularity
 * (the sitemap's order is the rank, rank r weighted 1/r: the home first), and 10 % read-API list
 * calls (every list of RESOURCES in every language, news paged), drawn from one seeded sequence
 * that the ceiling and the site both walk from its start. The ceiling is a plain node:http server
 * in its own process answering each URL with the bytes and headers the site sent for it
 * (bench/mix-static-server.mjs), every request asking as a browser does. Each round: the
 * ceiling, the site without edits, the site with a CMS webhook every `editEvery` seconds (an
 * `entry.update` naming one entry, models alternating, as Strapi sends it); 10 connections each.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { RESOURCES } from '../server/api/read-api';
import { start, startSite, type Child } from './processes';
import { httpGet, seeded, sitemapPaths, tally } from './http-get';

const LANGS = ['uz', 'en', 'ru'] as const;
const CONNECTIONS = 10;
const API_SHARE = 0.1;
const SEQUENCE_LENGTH = 1 << 17;
/**
 * Models whose `entry.update` the edits send in turn (a deposit, a news item, a credit, a card),
 * and the read-API resource each is listed under: each edit names the first entry of the list.
 */
const EDIT_MODELS = {
  contribution: 'deposits',
  'news-item': 'news',
  credit: 'credits',
  card: 'cards',
};
export const WEBHOOK_SECRET = 'bench-webhook-secret-issue-31';
/**
 * Every request asks as a browser does (Chrome's Accept-Encoding), so the site answers what
 * visitors get, compressed, and the ceiling holds those very bytes.
 */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Headers that differ per response (or per connection); every other one the ceiling sends as the site did. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'ratelimit',
  'ratelimit-policy',
]);

export interface MixRun {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers by status code, and `errors` for socket errors and timeouts. */
  statuses: Record<string, number>;
  /** The server's CPU time (user + system, all threads) per answered request, ms. */
  cpuMsPerRequest?: number;
  /** Webhook calls made during the run, and those not answered 200. */
  purges?: number;
  purgeFailures?: number;
}

export interface MixRound {
  statik: MixRun;
  calm: MixRun;
  edited: MixRun;
}

export interface MixReport {
  pages: number;
  apiUrls: number;
  /** Pages the site renders for every visitor (`Cache-Control: private`: the form pages). */
  privatePages: number;
  /** Their share of the mix's requests. */
  privateShare: number;
  /** Mean answer size over the sequence, KB. */
  meanKb: number;
  rounds: MixRound[];
  seconds: number;
  warm: number;
  editEvery: number;
  nodeFlags: string;
  seed: number;
  /** The machine's one-minute load average when the scenario started and ended. */
  load: { start: number; end: number };
}

/** Every list of the read API in every language; paged lists every page. */
async function apiPaths(siteUrl: string): Promise<string[]> {
  const paths: string[] = [];
  for (const [name, resource] of Object.entries(RESOURCES)) {
    if (!resource.list || name === 'search') continue;
    for (const lang of LANGS) {
      const base = `/api/v1/${name}?locale=${lang}`;
      if (!resource.params?.page) {
        paths.push(base);
        continue;
      }
      const first = await httpGet(`${siteUrl}${base}&page=1`);
      const pageCount = first.status === 200 ? Number(JSON.parse(String(first.body)).pageCount) : 1;
      for (let page = 1; page <= Math.max(1, pageCount); page++) paths.push(`${base}&page=${page}`);
    }
  }
  return paths;
}

interface Captured {
  path: string;
  bytes: number;
  private: boolean;
}

/** Each URL's bytes and headers as the site sends them, written for the ceiling's process. */
async function capture(siteUrl: string, paths: string[], dir: string): Promise<Captured[]> {
  const manifest: { url: string; file: string; headers: Record<string, string> }[] = [];
  const captured: Captured[] = [];
  for (const [index, path] of paths.entries()) {
    // The first view renders, the second starts the page's compressed copy; the bytes visitors
    // get from then on are the ones kept.
    await httpGet(`${siteUrl}${path}`, { headers: BROWSER });
    await httpGet(`${siteUrl}${path}`, { headers: BROWSER });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const got = await httpGet(`${siteUrl}${path}`, { headers: BROWSER });
    if (got.status !== 200) throw new Error(`${path} answered ${got.status || got.error}`);
    const headers = Object.fromEntries(
      got.headers.filter(([name]) => !PER_RESPONSE.has(name.toLowerCase())),
    );
    const file = `${index}.bin`;
    writeFileSync(join(dir, file), got.body);
    manifest.push({ url: path, file, headers });
    const cacheControl = got.headers.find(([name]) => name.toLowerCase() === 'cache-control');
    captured.push({
      path,
      bytes: got.body.length,
      private: /private|no-store/.test(cacheControl?.[1] ?? ''),
    });
  }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return captured;
}

/** The seeded request sequence: 90 % pages by 1/rank, 10 % read-API lists, uniformly. */
function mixSequence(pages: string[], api: string[], seed: number): string[] {
  const random = seeded(seed);
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= pages.length; rank++) cumulative.push((total += 1 / rank));
  const page = () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return pages[low]!;
  };
  return Array.from({ length: SEQUENCE_LENGTH }, () =>
    random() < API_SHARE ? api[Math.floor(random() * api.length)]! : page(),
  );
}

/** 10 connections walking the sequence from its start for `seconds`. */
function mixLoad(url: string, sequence: string[], seconds: number): Promise<MixRun> {
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      headers: BROWSER,
      setupRequest: (request) => ({
        ...request,
        path: sequence[next++ % sequence.length]!,
      }),
    },
  ];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, requests }, (error, result) => {
      if (error) return reject(error);
      const statuses: Record<string, number> = {};
      for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
        tally(statuses, code, count);
      if (result.errors + result.timeouts > 0)
        tally(statuses, 'errors', result.errors + result.timeouts);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        statuses,
      });
    });
  });
}

interface Edit {
  model: string;
  /** As Strapi 4 sends an entry whose localizations are populated: its id and theirs. */
  entry: { id: number; localizations: { id: number }[] };
}

/**
 * The entry each edit changes: the first of its list in Uzbek, with the ids of its English and
 * Russian versions (the embedded content is Strapi 4's: a row and an id per language).
 */
async function editedEntries(siteUrl: string): Promise<Edit[]> {
  const idOf = async (path: string) => {
    const got = await httpGet(`${siteUrl}/api/v1/${path}`);
    if (got.status !== 200) throw new Error(`/api/v1/${path} answered ${got.status}`);
    // A whole list is an array, a paged one has `items`, an entry is itself.
    const body = JSON.parse(String(got.body)) as
      { id: number } | { id: number }[] | { items: { id: number }[] };
    const first = Array.isArray(body) ? body[0] : 'items' in body ? body.items[0] : body;
    if (!first) throw new Error(`/api/v1/${path} is empty`);
    return first.id;
  };
  return Promise.all(
    Object.entries(EDIT_MODELS).map(async ([model, resource]) => {
      const id = await idOf(`${resource}?locale=uz`);
      const others = ['en', 'ru'].map((lang) => idOf(`${resource}/${id}?locale=${lang}`));
      return {
        model,
        entry: { id, localizations: (await Promise.all(others)).map((other) => ({ id: other })) },
      };
    }),
  );
}

/** A CMS webhook every `everySeconds`, the first half a period in, until stopped. */
function editsEvery(siteUrl: string, edits: Edit[], everySeconds: number) {
  let calls = 0;
  let failures = 0;
  const pending: Promise<void>[] = [];
  const send = () => {
    const { model, entry } = edits[calls++ % edits.length]!;
    pending.push(
      fetch(`${siteUrl}/api/cms/webhook`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${WEBHOOK_SECRET}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ event: 'entry.update', model, entry }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        },
        () => void failures++,
      ),
    );
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      send();
      interval = setInterval(send, everySeconds * 1000);
    },
    (everySeconds * 1000) / 2,
  );
  return async () => {
    clearTimeout(first);
    clearInterval(interval);
    await Promise.all(pending);
    return { purges: calls, purgeFailures: failures };
  };
}

/** The site's run, with its CPU time per request. */
async function siteRun(
  site: Child,
  sequence: string[],
  seconds: number,
  edited?: { edits: Edit[]; every: number },
) {
  const cpuBefore = site.cpuMs();
  const stopEdits = edited ? editsEvery(site.url, edited.edits, edited.every) : null;
  const run = await mixLoad(site.url, sequence, seconds);
  const edits = stopEdits ? await stopEdits() : {};
  const cpuMsPerRequest = run.requests ? (site.cpuMs() - cpuBefore) / run.requests : 0;
  return { ...run, ...edits, cpuMsPerRequest };
}

/** Asks for every URL once, so a round starts with the HTML cache full whatever the last left. */
async function visitAll(siteUrl: string, paths: string[]) {
  for (const path of paths) await httpGet(`${siteUrl}${path}`, { headers: BROWSER });
}

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

export async function trafficMix(options: {
  rounds: number;
  seconds: number;
  warm: number;
  editEvery: number;
  nodeFlags: string[];
  seed?: number;
}): Promise<MixReport> {
  const seed = options.seed ?? 31;
  const loadAtStart = loadavg()[0]!;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mix-data-'));
  const dir = mkdtempSync(join(tmpdir(), 'bench-mix-static-'));
  // One address stands for many visitors here: the per-address limits would answer 429.
  const site = await startSite(
    {
      CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      READ_RATE_LIMIT_MAX: '100000000',
      RENDERS_PER_ADDRESS_MAX: '100000000',
      DATA_DIR: dataDir,
    },
    options.nodeFlags,
  );
  try {
    const sitemap = await httpGet(`${site.url}/sitemap.xml`);
    if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
    const pages = sitemapPaths(String(sitemap.body));
    const api = await apiPaths(site.url);
    const edits = await editedEntries(site.url);
    const captured = await capture(site.url, [...pages, ...api], dir);
    const ceiling = await start(['bench/mix-static-server.mjs', dir], {}, async (output) => {
      const port = /port (\d+)/.exec(output)?.[1];
      return port ? `http://127.0.0.1:${port}` : null;
    });
    try {
      const sequence = mixSequence(pages, api, seed);
      const byPath = new Map(captured.map((entry) => [entry.path, entry]));
      const privateShare =
        sequence.filter((path) => byPath.get(path)?.private).length / sequence.length;
      const meanKb =
        sequence.reduce((sum, path) => sum + byPath.get(path)!.bytes, 0) / sequence.length / 1024;
      console.log(
        `traffic mix: ${pages.length} sitemap URLs + ${api.length} read-API lists, ${(privateShare * 100).toFixed(1)} % of requests to pages rendered per visitor, ${meanKb.toFixed(1)} KB a request`,
      );
      // V8 goes on optimizing a fresh process for about ten seconds of load.
      await mixLoad(site.url, sequence, options.warm);
      await mixLoad(ceiling.url, sequence, options.warm);
      const rounds: MixRound[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const ceilingCpu = ceiling.cpuMs();
        const statik = await mixLoad(ceiling.url, sequence, options.seconds);
        statik.cpuMsPerRequest = statik.requests
          ? (ceiling.cpuMs() - ceilingCpu) / statik.requests
          : 0;
        await visitAll(site.url, [...pages, ...api]);
        const calm = await siteRun(site, sequence, options.seconds);
        const edited = await siteRun(site, sequence, options.seconds, {
          edits,
          every: options.editEvery,
        });
        rounds.push({ statik, calm, edited });
        const ratio = (run: MixRun) => (run.rps / statik.rps).toFixed(2);
        console.log(
          `traffic mix round ${round + 1}: static ${statik.rps.toFixed(0)}/s p99 ${statik.p99} ms ${statik.cpuMsPerRequest.toFixed(2)} CPU ms/req` +
            ` | no edits ${calm.rps.toFixed(0)}/s (${ratio(calm)}x) p99 ${calm.p99} ms ${calm.cpuMsPerRequest.toFixed(2)} CPU ms/req [${statusText(calm.statuses)}]` +
            ` | edits ${edited.rps.toFixed(0)}/s (${ratio(edited)}x) p99 ${edited.p99} ms ${edited.cpuMsPerRequest.toFixed(2)} CPU ms/req, ${edited.purges} purges [${statusText(edited.statuses)}]`,
        );
      }
      return {
        pages: pages.length,
        apiUrls: api.length,
        privatePages: captured.filter((entry) => entry.private).length,
        privateShare,
        meanKb,
        rounds,
        seconds: options.seconds,
        warm: options.warm,
        editEvery: options.editEvery,
        nodeFlags: options.nodeFlags.join(' '),
        seed,
        load: { start: loadAtStart, end: loadavg()[0]! },
      };
    } finally {
      await ceiling.stop();
    }
  } finally {
    if (site.exited()) console.log(`the site exited (${site.exited()}):\n${site.output()}`);
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
