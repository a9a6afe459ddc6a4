import { request as httpRequest } from 'node:http';
import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';
import { tempDataDir } from '../support/form-files';

/** A seeded PRNG (mulberry32): the same seed gives the same 1 000 requests. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (max: number) => Math.floor(next() * max);
  return { next, pick, int };
}

const SEGMENTS = [
  '',
  'ru',
  'en',
  'uz',
  'RU',
  'Ru',
  'deposit',
  'credit',
  'cards',
  'news',
  'transfers',
  'vacancies',
  'juristic',
  'individual',
  'search',
  'api',
  'forms',
  'contact',
  'appeals',
  'deposits',
  'pages',
  'omonat-plus',
  '1',
  '0',
  '-1',
  '99999999999',
  'a.b',
  '..',
  '.',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  '%ZZ',
  '%F0%9F%98%80',
  'вклад',
  '\\',
  '\\\\evil.example',
  'constructor',
  '__proto__',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'assets',
  'x.map',
  'metrics',
  'readyz',
  "'><script>",
  'a'.repeat(300),
];
const KEYS = [
  'query',
  'page',
  'locale',
  'category',
  'x',
  '__proto__',
  'constructor',
  'a[]',
  'a[b]',
  'filters[id][$eq]',
  'utm_source',
];
const VALUES = [
  '',
  '1',
  '0',
  '-5',
  'ru',
  'xx',
  '%',
  '%E0',
  'a'.repeat(250),
  '<script>',
  '1e999',
  'вклад',
  '[]',
  '{}',
  '..%2f',
];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];
const FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'phone_number',
  'last_name',
  'text',
  'region',
  'city',
  'vacancy',
  'consent',
  'confirmation',
  'idempotency_key',
  'locale',
  'g-recaptcha-response',
  'constructor',
  'toString',
  'files',
  'cv_file',
];

function fuzzRequest(rng: ReturnType<typeof random>) {
  const path = `/${Array.from({ length: 1 + rng.int(4) }, () => rng.pick(SEGMENTS)).join(rng.next() < 0.1 ? '//' : '/')}`;
  const query = Array.from(
    { length: rng.int(4) },
    () =>
      `${encodeURIComponent(rng.pick(KEYS))}=${rng.next() < 0.5 ? encodeURIComponent(rng.pick(VALUES)) : rng.pick(VALUES).replace(/[^\x21-\x7e]/g, '')}`,
  ).join('&');
  const method = rng.pick(METHODS);
  const headers: Record<string, string> = {};
  if (rng.next() < 0.4)
    headers['accept-language'] = rng.pick([
      'ru',
      'en;q=0.1',
      '*',
      'xx-YY',
      ',,,',
      'ru-RU,ru;q=0.9',
    ]);
  if (rng.next() < 0.3) headers.cookie = rng.pick(['lang=ru', 'lang=', 'lang=%', 'a=b; lang=en']);
  if (rng.next() < 0.3)
    headers['x-forwarded-for'] = rng.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1', '999.1.1.1']);
  if (rng.next() < 0.2)
    headers.origin = rng.pick(['https://evil.example', 'null', 'http://bank.test']);
  if (rng.next() < 0.2) headers['x-request-id'] = rng.pick(['abc', 'a b', 'x'.repeat(100)]);
  let body: Buffer | undefined;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    const kind = rng.int(4);
    const fields = Array.from(
      { length: rng.int(8) },
      () => [rng.pick(FORM_FIELDS), rng.pick(VALUES)] as const,
    );
    if (kind === 0) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = Buffer.from(
        fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
      );
    } else if (kind === 1) {
      headers['content-type'] = 'application/json';
      body = Buffer.from(
        rng.next() < 0.2
          ? '{"name": [1, {"x": '
          : JSON.stringify(
              Object.fromEntries(fields.map(([k, v]) => [k, rng.next() < 0.3 ? [v, v] : v])),
            ),
      );
    } else if (kind === 2) {
      headers['content-type'] =
        `multipart/form-data; boundary=${rng.pick(['b', 'x'.repeat(80), ''])}`;
      body = Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="${rng.pick(FORM_FIELDS)}"; filename="${rng.pick(['x.pdf', '../../etc/passwd', 'a.docx'])}"\r\n\r\n${rng.pick(['%PDF-1.4', 'PK\u0003\u0004', 'garbage'])}\r\n--b${rng.next() < 0.5 ? '--' : ''}\r\n`,
      );
    } else {
      headers['content-type'] = rng.pick(['text/plain', 'application/xml', 'image/png']);
      body = Buffer.from(rng.pick(VALUES));
    }
  }
  // Raw bytes outside printable ASCII cannot go on the request line; they travel percent-encoded.
  const raw = (query ? `${path}?${query}` : path).replace(/[^\x21-\x7e]/g, encodeURIComponent);
  return { method, path: raw, headers, body };
}

function send(base: URL, spec: ReturnType<typeof fuzzRequest>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        headers: spec.headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${spec.method} ${spec.path}`)));
    req.on('error', reject);
    req.end(spec.body);
  });
}

describe('fuzzing with 1 000 hostile requests (issue 9)', function () {
  this.timeout(180_000);
  const data = tempDataDir();
  let app: RunningApp;
  before(async () => {
    app = await startApp({
      DATA_DIR: data.path,
      FORMS_RATE_LIMIT_MAX: '100000',
      READ_RATE_LIMIT_MAX: '100000',
      FORMS_RELAY_WAIT_MS: '200',
    });
  });
  after(async () => {
    await app.close();
    data.remove();
  });

  it('never answers a 5xx other than a deliberate 503, and the server stays up', async () => {
    const seed = 20261122;
    const rng = random(seed);
    const base = new URL(app.url);
    const specs = Array.from({ length: 1000 }, () => fuzzRequest(rng));
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < specs.length) {
        const spec = specs[next++]!;
        const status = await send(base, spec);
        if (status >= 500 && status !== 503) failures.push(`${status} ${spec.method} ${spec.path}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures, `seed ${seed}`).to.deep.equal([]);
    expect((await fetch(`${app.url}/healthz`)).status).to.equal(200);
    expect((await fetch(`${app.url}/ru/deposit`)).status).to.equal(200);
  });
});
