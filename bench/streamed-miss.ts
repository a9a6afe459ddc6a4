/**
 * Issue 24: the home (`/ru`) missed by the HTML cache, over a fake Strapi that answers in 300 ms,
 * on the production bundle. Prints the medians of time to first byte, to the end of the head, to
 * the body's shell (the footer: the first paint of the whole page could happen) and to the news
 * region's content, for every CMS call slow and for only the slow regions' calls slow. Run after `node build.mjs`:
 *   NODE_ENV=production node --import tsx/esm bench/streamed-miss.ts
 */
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFakeStrapi, type FakeRequest } from '../test/support/fake-strapi';
import { HOME_NEWS_TITLE, homeSite, isSlowRegionCall } from '../test/support/slow-home-cms';
import { startSite } from './processes';

const CMS_MS = 300;
const RUNS = 15;

interface Timing {
  firstByte: number;
  head: number;
  shell: number;
  news: number;
}

function timeOnce(url: string): Promise<Timing> {
  const start = performance.now();
  const seen: Partial<Timing> = {};
  let text = '';
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const now = performance.now() - start;
        text += chunk;
        seen.firstByte ??= now;
        if (text.includes('</head>')) seen.head ??= now;
        if (text.includes('</footer>')) seen.shell ??= now;
        if (text.includes(HOME_NEWS_TITLE)) seen.news ??= now;
      });
      response.on('end', () => resolve(seen as Timing));
    }).on('error', reject);
  });
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(slow: (request: FakeRequest) => boolean) {
  const cms = await startFakeStrapi(homeSite((call) => (slow(call) ? sleep(CMS_MS) : sleep(0))));
  const site = await startSite({
    CMS_URL: cms.baseUrl,
    PUBLIC_URL: 'http://bank.test',
    HTML_CACHE_TTL: '0',
    CMS_CACHE_TTL: '0',
  });
  try {
    for (let i = 0; i < 3; i++) await timeOnce(`${site.url}/ru`);
    const runs: Timing[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timeOnce(`${site.url}/ru`));
    const of = (key: keyof Timing) => median(runs.map((run) => run[key])).toFixed(0);
    return `first byte ${of('firstByte')} ms, head ${of('head')} ms, shell ${of('shell')} ms, news ${of('news')} ms`;
  } finally {
    await site.stop();
    await cms.close();
  }
}

console.log(`every CMS call ${CMS_MS} ms:`, await measure(() => true));
console.log(`news and rates ${CMS_MS} ms, the rest at once:`, await measure(isSlowRegionCall));
