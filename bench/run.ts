/**
 * Speed and memory of the hot paths, reported as ratios measured in one run (the machines are shared,
 * so absolute numbers vary; ratios between paths measured side by side are what to compare).
 * Run with `npm run bench`; the server binds 127.0.0.1 and stops at the end.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../server/logger';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { cmsFromConfig } from '../server/cms/cms-from-config';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

async function timeRequests(url: string, rounds: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return (performance.now() - started) / rounds;
}

async function start(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env });
  const logger = createLogger('silent');
  const server = createServer(createApp(config, { cms: cmsFromConfig(config, logger), logger }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

async function main() {
  const cached = await start({});
  const uncached = await start({ CMS_CACHE_TTL: '0' });
  const warm = (path: string) => timeRequests(`${cached.url}${path}`, 5);
  await Promise.all(['/ru/deposit', '/api/deposits?locale=ru', '/ru'].map(warm));

  const api = await timeRequests(`${cached.url}/api/deposits?locale=ru`, ROUNDS);
  const apiUncached = await timeRequests(`${uncached.url}/api/deposits?locale=ru`, ROUNDS);
  const page = await timeRequests(`${cached.url}/ru/deposit`, ROUNDS);
  const home = await timeRequests(`${cached.url}/ru`, ROUNDS);

  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  await timeRequests(`${cached.url}/ru/deposit`, ROUNDS * 2);
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  const rows = [
    ['read API, cached', api],
    ['read API, CMS cache off', apiUncached],
    ['SSR /ru/deposit', page],
    ['SSR /ru (home)', home],
  ] as const;
  console.log(`rounds: ${ROUNDS}`);
  for (const [name, ms] of rows) console.log(`${name.padEnd(26)} ${ms.toFixed(2)} ms/request`);
  console.log(`cache speed-up (uncached / cached API): ${(apiUncached / api).toFixed(2)}x`);
  console.log(`SSR page / cached API:                  ${(page / api).toFixed(2)}x`);
  console.log(
    `heap after ${ROUNDS * 2} more renders: ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MiB` +
      (global.gc ? '' : ' (run with --expose-gc for a settled figure)'),
  );
  await cached.close();
  await uncached.close();
}

await main();
