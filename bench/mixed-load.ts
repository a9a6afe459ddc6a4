import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * A visitor mix at full speed: pages (with an unknown query parameter each time, as campaign links
 * add), read-API lists and misses on random slugs, and contact-form posts from many addresses
 * (through `X-Forwarded-For`, which the default `TRUST_PROXY` believes from loopback).
 */
const PAGES = ['/', '/ru/deposit', '/en/news', '/ru/deposit/omonat-plus', '/en/branches', '/cards'];
const LANGS = ['uz', 'en', 'ru'];
const BOUNDARY = 'bench-boundary-7d3f';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const token = () => randomBytes(8).toString('hex');

function contactBody(): string {
  const fields = {
    name: 'Dilnoza',
    last_name: 'Rahimova',
    phone: '+998901112233',
    email: 'd@example.com',
    idempotency_key: `${token()}${token()}`,
  };
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;

export interface MixedResult {
  requests: number;
  rps: number;
  /** Answers by status class, e.g. { '2xx': 1200, '4xx': 40 }. */
  statuses: Record<string, number>;
  /** Resident memory sampled every second, in MiB: the highest and the last. */
  rssPeakMiB: number;
  rssEndMiB: number;
}

export function mixedLoad(
  url: string,
  seconds: number,
  rssMiB: () => number,
): Promise<MixedResult> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 1000);
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `${pick(PAGES)}?utm=${token()}` }),
    },
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/api/v1/deposits?locale=${pick(LANGS)}` }),
    },
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/api/v1/news/${token()}?locale=ru` }),
    },
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        path: '/api/forms/contact',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          accept: 'application/json',
          'x-forwarded-for': address(),
        },
        body: contactBody(),
      }),
    },
  ];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds, requests }, (error, result) => {
      clearInterval(sampler);
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        rps: result.requests.average,
        statuses: {
          '2xx': result['2xx'],
          '3xx': result['3xx'],
          '4xx': result['4xx'],
          '5xx': result['5xx'],
        },
        rssPeakMiB: Math.max(peak, rssMiB()),
        rssEndMiB: rssMiB(),
      });
    });
  });
}
