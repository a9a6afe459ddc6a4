import { expect } from 'chai';
import request from 'supertest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { App } from '../../server/app';
import { closeServer, createTestApp, listen } from '../support/start-app';
import { rawRequest, type RawAnswer } from '../support/raw-http';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { depositsNamed, depositsSite } from '../support/strapi-fixtures';
import { listeningPids, startTwoWorkers } from '../support/bundle-process';
import { waitFor } from '../support/wait-for';

/** Bytes written on a socket as they are, for what node:http would not send (two Host lines). */
function raw(base: string, text: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const decoded = ({ headers, body }: RawAnswer) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : headers['content-encoding'] === 'deflate'
        ? inflateSync(body)
        : body;

/** What every answer has of its own (its id and date) and the read limit's count, left out. */
function shared(headers: IncomingHttpHeaders) {
  const { 'x-request-id': _id, date: _date, ratelimit: _left, ...rest } = headers;
  delete rest['ratelimit-policy'];
  return rest;
}

const PAGE = '/ru/deposit';
const API = '/api/v1/deposits?locale=ru';
const BR = { 'accept-encoding': 'br' };
const GZIP = { 'accept-encoding': 'gzip' };
const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** What the deposits page was built from: the collections it read and the files it shows. */
const PAGE_TAGS =
  'social-link legal-entities upload@21 upload@25 upload@23 upload@5 upload@22 upload@24 upload@19 ' +
  'upload@10 news-categories contributions upload@31 upload@33 upload@32 upload@34 upload@35 upload@36';

/**
 * Views `path` until the door answers it: the chain renders it, records its headers, and the door
 * sends the Brotli and gzip copies it made (with a length, where the chain streams its own).
 */
async function throughTheDoor(base: string, path: string, fresh = false) {
  await rawRequest(base, path, {}, 'GET', fresh);
  await rawRequest(base, path, {}, 'GET', fresh);
  await waitFor(async () => {
    const copies = [
      await rawRequest(base, path, BR, 'GET', fresh),
      await rawRequest(base, path, GZIP),
    ];
    return copies.every((copy) => copy.headers['content-length'] !== undefined);
  }, 5_000);
}

describe('the page door and odd requests: what the whole chain answers, or better (server/ssr/page-door.ts)', () => {
  let door: App;
  let chain: App;
  const servers: Server[] = [];
  /** The site with its HTML cache, so its door; the same site without (every answer the chain's). */
  let viaDoor: string;
  let viaChain: string;
  let etag: string;
  let apiEtag: string;

  before(async function () {
    this.timeout(60_000);
    door = createTestApp();
    chain = createTestApp({ HTML_CACHE_TTL: '0' });
    servers.push(createServer(door), createServer(chain));
    [viaDoor, viaChain] = (await Promise.all(servers.map(listen))) as [string, string];
    for (const path of [PAGE, API, '/ru/appeals']) await throughTheDoor(viaDoor, path);
    etag = String((await rawRequest(viaDoor, PAGE)).headers.etag);
    apiEtag = String((await rawRequest(viaDoor, API)).headers.etag);
  });
  after(async () => {
    await Promise.all(servers.map(closeServer));
    await Promise.all([door.stop(), chain.stop()]);
  });

  /** The same request to both sites. */
  const both = async (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
    fromDoor: await rawRequest(viaDoor, path, headers, method),
    fromChain: await rawRequest(viaChain, path, headers, method),
  });

  describe('conditional requests', () => {
    it('answers each If-None-Match that names the page (`*`, in a list, weak, beside a huge one) 304, with the headers of the chain’s 304, Vary included', async () => {
      expect(etag).to.match(/^"[\w-]{27}"$/);
      const matching = [
        '*',
        `"a", ${etag}, "b"`,
        `W/${etag}`,
        `"${'x'.repeat(8000)}", ${etag}`,
        `garbage,,${etag}`,
      ];
      for (const value of matching) {
        for (const method of ['GET', 'HEAD']) {
          const { fromDoor, fromChain } = await both(PAGE, { 'if-none-match': value }, method);
          expect(fromDoor.status, `${method} ${value.slice(0, 20)}`).to.equal(304);
          expect(fromDoor.body.length).to.equal(0);
          expect(fromDoor.headers.etag).to.equal(etag);
          expect(fromDoor.headers['cache-control']).to.equal(PAGE_CACHE);
          expect(fromDoor.headers['surrogate-key']).to.equal(PAGE_TAGS);
          expect(fromDoor.headers['content-type']).to.equal(undefined);
          expect(fromDoor.headers['content-length']).to.equal(undefined);
          // RFC 9110, section 15.4.5: a 304 carries the Vary its 200 would.
          expect(fromDoor.headers.vary).to.equal('Accept-Encoding');
          expect(fromChain.status).to.equal(304);
          expect(shared(fromDoor.headers)).to.deep.equal(shared(fromChain.headers));
        }
      }
    });

    it('sends the whole page when the validator does not match, is garbage, or the client asks for no-cache', async () => {
      const cases: Record<string, string>[] = [
        { 'if-none-match': '"not-this-one"' },
        { 'if-none-match': 'garbage,,,"' },
        { 'if-modified-since': new Date().toUTCString() },
        // If-None-Match decides when both are sent (RFC 9110, section 13.2.2).
        { 'if-none-match': '"stale"', 'if-modified-since': new Date().toUTCString() },
        { 'if-none-match': etag, 'cache-control': 'no-cache' },
      ];
      const page = await rawRequest(viaDoor, PAGE);
      for (const headers of cases) {
        const { fromDoor, fromChain } = await both(PAGE, headers);
        expect(fromDoor.status, JSON.stringify(headers)).to.equal(200);
        expect(fromDoor.body.equals(page.body)).to.equal(true);
        expect(fromDoor.headers['content-length']).to.equal(String(page.body.length));
        expect(shared(fromDoor.headers)).to.deep.equal(shared(fromChain.headers));
      }
      const both304 = await both(PAGE, { 'if-none-match': etag, 'if-modified-since': 'x' });
      expect([both304.fromDoor.status, both304.fromChain.status]).to.deep.equal([304, 304]);
    });

    it('answers a form page’s `If-None-Match: *` 304 as the chain does, and sends it whole otherwise', async () => {
      const star = await both('/ru/appeals', { 'if-none-match': '*' });
      expect([star.fromDoor.status, star.fromChain.status]).to.deep.equal([304, 304]);
      expect(star.fromDoor.headers['cache-control']).to.equal('private, no-cache');
      expect(star.fromDoor.headers.etag).to.equal(undefined);
      const other = await rawRequest(viaDoor, '/ru/appeals', { 'if-none-match': '"x"' });
      expect(other.status).to.equal(200);
      expect(other.body.toString()).to.match(/name="idempotency_key" value="[0-9a-f]{32}"/);
    });

    it('sends a browser every view of a form page compressed, each with a key of its own', async () => {
      const plain = await rawRequest(viaDoor, '/ru/appeals');
      const keys = new Set<string>();
      const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      // A browser that takes gzip gets the copy made once around the key when it is ready
      // (server/ssr/keyed-gzip.ts); one that takes Brotli alone, Brotli 4 made for its view.
      for (let tries = 0; tries < 50; tries++) {
        const view = await rawRequest(viaDoor, '/ru/appeals', chrome);
        if (view.headers['content-encoding'] === 'gzip') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const [headers, encoding] of [
        [BR, 'br'],
        [GZIP, 'gzip'],
        [chrome, 'gzip'],
        [BR, 'br'],
      ] as const) {
        const view = await rawRequest(viaDoor, '/ru/appeals', headers);
        expect(view.status).to.equal(200);
        expect(view.headers['content-encoding']).to.equal(encoding);
        expect(view.headers['content-length']).to.equal(String(view.body.length));
        // 138 KB plain; about 29 KB as Brotli 4 or as gzip 9 around the key.
        expect(view.body.length).to.be.lessThan(plain.body.length / 3);
        const text = decoded(view).toString();
        keys.add(/name="idempotency_key" value="([0-9a-f]{32})"/.exec(text)![1]!);
        expect(text.length).to.equal(plain.body.toString().length);
        expect(view.headers['cache-control']).to.equal('private, no-cache');
        expect(view.headers.vary).to.equal('Accept-Encoding');
      }
      expect(keys.size).to.equal(4);
    });

    it('answers the read API’s weak ETag in its weak and strong forms 304', async () => {
      expect(apiEtag).to.match(/^W\/"[\w-]{27}"$/);
      for (const value of [apiEtag, apiEtag.slice(2), `"a", ${apiEtag}`, '*']) {
        const { fromDoor, fromChain } = await both(API, { 'if-none-match': value });
        expect([fromDoor.status, fromChain.status], value).to.deep.equal([304, 304]);
        expect(fromDoor.headers['cache-control']).to.equal('public, max-age=60');
        expect(fromDoor.headers['content-type']).to.equal(undefined);
        expect(fromDoor.headers.etag).to.equal(apiEtag);
      }
    });
  });

  describe('HEAD', () => {
    it('has the headers of the GET, the length of the coding chosen, and no body', async () => {
      for (const [path, headers] of [
        [PAGE, {}],
        [PAGE, BR],
        [PAGE, GZIP],
        [API, BR],
        ['/ru/appeals', {}],
      ] as const) {
        const get = await rawRequest(viaDoor, path, headers);
        const head = await rawRequest(viaDoor, path, headers, 'HEAD');
        expect(head.status).to.equal(200);
        expect(head.body.length).to.equal(0);
        expect(shared(head.headers), `${path} ${JSON.stringify(headers)}`).to.deep.equal(
          shared(get.headers),
        );
        expect(head.headers['content-length']).to.equal(String(get.body.length));
      }
      const brotli = await rawRequest(viaDoor, PAGE, BR, 'HEAD');
      expect(brotli.headers['content-encoding']).to.equal('br');
      expect(brotli.headers.vary).to.equal('Accept-Encoding');
    });
  });

  describe('Accept-Encoding', () => {
    it('answers a page only browsers view (every one asking for Brotli) from its second view, as the chain would', async () => {
      // A site of its own: nobody has viewed its pages without Brotli, as on a site only browsers visit.
      const site = createTestApp();
      const server = createServer(site);
      try {
        const base = await listen(server);
        const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
        const views: RawAnswer[] = [];
        await waitFor(async () => {
          views.push(await rawRequest(base, PAGE, browser));
          return views.at(-1)!.headers['content-length'] !== undefined;
        }, 5_000);
        // The chain rendered and compressed the first while the door's copy was made
        // (prepareBrowserCopy): the next views are the door's, unless one came within that time.
        expect(views.length).to.be.within(2, 4);
        expect(views[0]!.headers['transfer-encoding']).to.equal('chunked');
        const [first, last] = [views[0]!, views.at(-1)!];
        expect(last.headers['content-encoding']).to.equal('br');
        expect(decoded(last).equals(decoded(first))).to.equal(true);
        // The chain's encoder has a 256 KB window (WBITS 18, RFC 7932 section 9.1: the low four
        // bits 0011), not compression()'s 4 MB default (1011): the same bytes for a page, a third
        // less CPU for a browser's uncached view.
        expect(first.body[0]! & 0x0f).to.equal(0b0011);
        const { 'content-length': _length, ...doorHeaders } = shared(last.headers);
        const { 'transfer-encoding': _chunked, ...chainHeaders } = shared(first.headers);
        expect(doorHeaders).to.deep.equal(chainHeaders);
      } finally {
        await closeServer(server);
        await site.stop();
      }
    });

    it('chooses the coding compression() chooses for the chain, weights included, and sends its kept copy', async () => {
      const identity = (await rawRequest(viaDoor, PAGE)).body;
      const long = `${Array.from({ length: 400 }, (_, i) => `x-${i};q=0.${i % 10}`).join(', ')}, br`;
      const table: [string, string | undefined][] = [
        ['br', 'br'],
        ['gzip, deflate, br', 'br'],
        [' BR ,  GZip ', 'br'],
        ['*', 'br'],
        ['zstd, br', 'br'],
        [long, 'br'],
        ['br;q=0', undefined],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=0, identity', undefined],
        ['identity;q=0', undefined],
        ['*;q=0', undefined],
        ['', undefined],
        // The door once took any acceptable coding, br first, whatever its weight.
        ['br;q=0.1, gzip', 'gzip'],
        ['gzip, br;q=0.9', 'gzip'],
        ['*;q=0.5, gzip', 'gzip'],
        ['gzip;q=0.5, identity', undefined],
        ['br;q=0.5, gzip;q=0.5', 'br'],
      ];
      for (const [value, coding] of table) {
        const { fromDoor, fromChain } = await both(PAGE, { 'accept-encoding': value });
        const name = `Accept-Encoding: ${value.slice(0, 30)}`;
        expect(fromDoor.status, name).to.equal(200);
        expect(fromDoor.headers['content-encoding'], name).to.equal(coding);
        expect(fromChain.headers['content-encoding'], name).to.equal(coding);
        expect(fromDoor.headers.vary, name).to.equal('Accept-Encoding');
        // The kept copy, with its length (the chain streams what it compresses).
        expect(fromDoor.headers['content-length'], name).to.equal(String(fromDoor.body.length));
        expect(decoded(fromDoor).equals(identity), name).to.equal(true);
      }
    });

    it('leaves deflate, which it keeps no copy of, to the chain', async () => {
      for (const value of ['deflate', 'deflate, gzip;q=0.5']) {
        const answer = await rawRequest(viaDoor, PAGE, { 'accept-encoding': value });
        expect(answer.headers['content-encoding'], value).to.equal('deflate');
        expect(answer.headers['content-length']).to.equal(undefined);
        expect(answer.headers.vary).to.equal('Accept-Encoding');
        expect(decoded(answer).equals((await rawRequest(viaDoor, PAGE)).body)).to.equal(true);
      }
    });

    it('sends an answer under 1 KB as it is, as compression() does (it was a Brotli copy larger than the JSON)', async () => {
      const path = '/api/v1/news?locale=ru&page=999';
      await rawRequest(viaDoor, path);
      await rawRequest(viaDoor, path);
      for (const value of ['br', 'gzip', '*']) {
        const { fromDoor, fromChain } = await both(path, { 'accept-encoding': value });
        expect(fromDoor.status).to.equal(200);
        expect(fromDoor.body.toString()).to.equal(
          '{"items":[],"page":999,"pageSize":13,"pageCount":2,"total":15}',
        );
        expect(fromDoor.headers['content-encoding'], value).to.equal(undefined);
        expect(fromDoor.headers['content-length']).to.equal('62');
        expect(fromDoor.headers.vary).to.equal('Accept-Encoding');
        expect(shared(fromDoor.headers)).to.deep.equal(shared(fromChain.headers));
      }
    });
  });

  describe('odd addresses and methods', () => {
    it('sends odd spellings of a page to the chain, which redirects them to the one spelling', async () => {
      for (const path of ['//ru/deposit', '/ru/deposit/', '/RU/deposit', '/ru//deposit']) {
        const answer = await rawRequest(viaDoor, path);
        expect(answer.status, path).to.equal(301);
        expect(answer.headers.location).to.equal('/ru/deposit');
      }
      const api = await rawRequest(viaDoor, '/api/v1//deposits?locale=ru');
      expect([api.status, api.headers.location]).to.deep.equal([301, '/api/v1/deposits?locale=ru']);
    });

    it('answers the page with an empty query, tracking tags or a very long query as the page', async () => {
      for (const path of [
        '/ru/deposit?',
        `/ru/deposit?utm=${'a'.repeat(6000)}`,
        '/ru/deposit?x=1&',
      ]) {
        const answer = await rawRequest(viaDoor, path);
        expect(answer.status).to.equal(200);
        expect(answer.headers.etag).to.equal(etag);
      }
    });

    it('reads the read API’s parameters as the chain does: twice is a 400, brackets and unknown ones are ignored', async () => {
      const twice = await both('/api/v1/deposits?locale=ru&locale=en');
      expect([twice.fromDoor.status, twice.fromChain.status]).to.deep.equal([400, 400]);
      expect(twice.fromDoor.body.toString()).to.equal(
        // In the first locale named.
        '{"error":{"status":400,"code":"repeatedParameter","message":"Каждый параметр можно указать только один раз"}}',
      );
      expect(twice.fromDoor.headers['cache-control']).to.equal('no-store');
      for (const path of [
        '/api/v1/deposits?locale=ru&page[]=1',
        '/api/deposits?locale=ru',
        '/api/v1/deposits?utm=1&locale=ru&',
        '/api/v1/deposits?locale=%72u',
      ]) {
        const answer = await rawRequest(viaDoor, path);
        expect(answer.status, path).to.equal(200);
        expect(answer.headers.etag, path).to.equal(apiEtag);
      }
      const upper = await both('/api/v1/deposits?locale=RU');
      expect([upper.fromDoor.status, upper.fromChain.status]).to.deep.equal([400, 400]);
    });

    it('leaves other methods to the chain: the page’s 405, and an OPTIONS naming what the page takes', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const page = await rawRequest(viaDoor, PAGE, {}, method);
        expect([page.status, page.headers.allow], method).to.deep.equal([405, 'GET, HEAD']);
        expect(page.headers['cache-control']).to.equal('no-store');
        const api = await rawRequest(viaDoor, API, {}, method);
        expect([api.status, api.headers.allow], method).to.deep.equal([405, 'GET, HEAD']);
      }
      // POST only where the page holds a form (it was `GET, HEAD, POST` everywhere).
      const options = await rawRequest(viaDoor, PAGE, {}, 'OPTIONS');
      expect([options.status, options.headers.allow]).to.deep.equal([204, 'GET, HEAD']);
      const form = await rawRequest(viaDoor, '/ru/appeals', {}, 'OPTIONS');
      expect([form.status, form.headers.allow]).to.deep.equal([204, 'GET, HEAD, POST']);
    });

    it('ignores Range as the chain does: the whole page, 200', async () => {
      const { fromDoor, fromChain } = await both(PAGE, { range: 'bytes=0-10' });
      expect([fromDoor.status, fromChain.status]).to.deep.equal([200, 200]);
      expect(fromDoor.headers['content-range']).to.equal(undefined);
      expect(fromDoor.body.equals(fromChain.body)).to.equal(true);
    });

    it('leaves credentials and an Origin on the API to the chain (the read limit counts them)', async () => {
      const auth = await rawRequest(viaDoor, PAGE, { authorization: 'Basic eDp5' });
      expect(auth.status).to.equal(200);
      expect(auth.headers['ratelimit-policy']).to.be.a('string');
      const origin = await rawRequest(viaDoor, API, { origin: 'https://elsewhere.example' });
      expect(origin.status).to.equal(200);
      expect(origin.headers['ratelimit-policy']).to.be.a('string');
      expect(origin.headers.etag).to.equal(apiEtag);
      // A door-answered read is labelled as the chain labels it.
      const metrics = (await rawRequest(viaDoor, '/metrics')).body.toString();
      expect(metrics).not.to.include('route="page:api:');
    });

    it('leaves a request that names two hosts to the chain, which refuses it (the door answered 200)', async () => {
      for (const path of [PAGE, API]) {
        const answer = await raw(
          viaDoor,
          `GET ${path} HTTP/1.1\r\nHost: bank.test\r\nHost: other.example\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.split('\r\n')[0], path).to.equal('HTTP/1.1 400 Bad Request');
      }
    });
  });
});

describe('the page door does not replay the CORS headers one origin was sent', () => {
  let app: App;
  let server: Server;
  let base: string;
  before(async () => {
    app = createTestApp({ API_CORS_ORIGINS: 'https://partner.example' });
    server = createServer(app);
    base = await listen(server);
  });
  after(async () => {
    await closeServer(server);
    await app.stop();
  });

  it('answers a read without Origin with no Access-Control-Allow-Origin, after a partner’s read came first', async () => {
    const partner = await rawRequest(base, API, { origin: 'https://partner.example' });
    expect(partner.headers['access-control-allow-origin']).to.equal('https://partner.example');
    for (let view = 0; view < 3; view++) {
      const plain = await rawRequest(base, API);
      expect(plain.status).to.equal(200);
      expect(plain.headers['access-control-allow-origin']).to.equal(undefined);
      expect(plain.headers['access-control-expose-headers']).to.equal(undefined);
      expect(plain.headers.vary).to.equal('Origin, Accept-Encoding');
    }
    // The third plain read came through the door (the read limit never saw it).
    expect((await rawRequest(base, API)).headers['ratelimit-policy']).to.equal(undefined);
    const again = await rawRequest(base, API, { origin: 'https://partner.example' });
    expect(again.headers['access-control-allow-origin']).to.equal('https://partner.example');
  });
});

const SECRET = 'webhook-secret-for-the-door';
const BEFORE = 'Омонат Плюс';
const AFTER = 'Омонат Плюс 2027';

/** What an answer shows of the first deposit's name. */
const shows = (answer: RawAnswer) => {
  const text = decoded(answer).toString();
  return text.includes(AFTER) ? AFTER : text.includes(BEFORE) ? BEFORE : 'neither';
};

/** Strapi's call for an edited deposit, signed. */
const webhook = async (base: string) =>
  (
    await request(base)
      .post('/api/cms/webhook')
      .set('Authorization', `Bearer ${SECRET}`)
      .send({ event: 'entry.update', model: 'contribution', entry: { id: 3 } })
  ).status;

describe('a webhook purge reaches the answers the page door keeps', () => {
  let cms: FakeStrapi;
  let name = BEFORE;
  beforeEach(async () => {
    name = BEFORE;
    cms = await startFakeStrapi(depositsSite(() => depositsNamed(name)));
  });
  afterEach(() => cms.close());

  it('in one process: no view of the page or the read answer, in any coding, shows the old name', async () => {
    const app = createTestApp({
      CMS_URL: cms.baseUrl,
      CMS_CACHE_TTL: '0',
      CMS_WEBHOOK_SECRET: SECRET,
    });
    const server = createServer(app);
    const base = await listen(server);
    try {
      for (const path of [PAGE, API]) {
        await throughTheDoor(base, path);
        for (const headers of [{}, BR, GZIP])
          expect(shows(await rawRequest(base, path, headers))).to.equal(BEFORE);
      }
      name = AFTER;
      expect(shows(await rawRequest(base, PAGE, BR)), 'edited, no webhook yet').to.equal(BEFORE);
      expect(await webhook(base)).to.equal(200);
      for (const path of [PAGE, API])
        for (const headers of [{}, BR, GZIP, {}, BR, GZIP, {}, BR, GZIP]) {
          const answer = await rawRequest(base, path, headers);
          expect(shows(answer), `${path} ${JSON.stringify(headers)}`).to.equal(AFTER);
        }
      // The door answers the new page again, from copies of its own.
      await throughTheDoor(base, PAGE);
      expect(shows(await rawRequest(base, PAGE, BR))).to.equal(AFTER);
    } finally {
      await closeServer(server);
      await app.stop();
    }
  });

  describe('with WEB_CONCURRENCY=2', function () {
    this.timeout(120_000);
    let stop = async () => {};
    afterEach(() => stop());

    it('every worker’s door answers the page and the read answer, Brotli copies too, with the new name', async () => {
      const started = await startTwoWorkers(cms.baseUrl, SECRET);
      stop = started.stop;
      const base = started.url;
      const site = started.process;
      const workers = listeningPids(site.output());
      expect(workers).to.have.length(2);
      let probes = 0;
      /** One view of `path` from each worker (cluster hands new connections out in turn). */
      const fromEachWorker = async (path: string, headers: Record<string, string>) => {
        const answers = new Map<number, RawAnswer>();
        for (let i = 0; i < 40 && answers.size < workers.length; i++) {
          const id = `door-probe-${++probes}`;
          const answer = await rawRequest(
            base,
            path,
            { ...headers, 'x-request-id': id },
            'GET',
            true,
          );
          const logged = () =>
            site
              .output()
              .split('\n')
              .find((line) => line.includes(`"id":"${id}"`));
          await waitFor(() => logged() !== undefined, 5_000);
          answers.set((JSON.parse(logged()!) as { pid: number }).pid, answer);
        }
        expect([...answers.keys()].sort()).to.deep.equal([...workers].sort());
        return [...answers.values()];
      };
      /** Until each worker's door sends its own Brotli copy (with a length). */
      const doorOfEachWorker = (path: string) =>
        waitFor(async () => {
          await fromEachWorker(path, {});
          const copies = await fromEachWorker(path, BR);
          return copies.every((copy) => copy.headers['content-length'] !== undefined);
        }, 20_000);
      for (const path of [PAGE, API]) {
        await doorOfEachWorker(path);
        const views = [...(await fromEachWorker(path, BR)), ...(await fromEachWorker(path, {}))];
        expect(views.map(shows)).to.deep.equal([BEFORE, BEFORE, BEFORE, BEFORE]);
      }
      name = AFTER;
      expect(await webhook(base)).to.equal(200);
      for (const path of [PAGE, API]) {
        const views = [...(await fromEachWorker(path, BR)), ...(await fromEachWorker(path, {}))];
        expect(views.map(shows), path).to.deep.equal([AFTER, AFTER, AFTER, AFTER]);
      }
    });
  });
});
