import { expect } from 'chai';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { App } from '../../server/app';
import { closeServer, createTestApp, listen } from '../support/start-app';
import { rawRequest } from '../support/raw-http';

/** What every answer has of its own: its id and date. */
function sameForEveryone(headers: IncomingHttpHeaders) {
  const { 'x-request-id': id, date, ...rest } = headers;
  expect(id).to.be.a('string');
  expect(date).to.be.a('string');
  return rest;
}

const KEY = /name="idempotency_key" value="([0-9a-f]{32})"/;

/** A form page's bytes with its idempotency key (wherever the page embeds it) named KEY. */
function withoutKey(body: Buffer): { key: string | null; text: string } {
  const text = body.toString('utf8');
  const key = KEY.exec(text)?.[1] ?? null;
  return { key, text: key ? text.replaceAll(key, 'KEY') : text };
}

describe('the page door answers a fresh page as the whole middleware chain does (server/ssr/page-door.ts)', () => {
  let app: App;
  let server: Server;
  let base: string;

  before(async () => {
    app = createTestApp();
    server = createServer(app);
    base = await listen(server);
  });
  after(async () => {
    await closeServer(server);
    await app.stop();
  });

  it('sends every sitemap page, from the third view on, with the status, headers and bytes the chain sent', async function () {
    this.timeout(120_000);
    const sitemap = (await rawRequest(base, '/sitemap.xml')).body.toString();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      ([, path]) => path || '/',
    );
    expect(paths.length).to.be.greaterThan(150);
    let formPages = 0;
    for (const path of paths) {
      await rawRequest(base, path); // a miss: rendered
      const chain = await rawRequest(base, path); // a hit through the chain, which records its headers
      const door = await rawRequest(base, path);
      expect(door.status, path).to.equal(chain.status);
      expect(sameForEveryone(door.headers), path).to.deep.equal(sameForEveryone(chain.headers));
      const [fromChain, fromDoor] = [withoutKey(chain.body), withoutKey(door.body)];
      expect(fromDoor.text, path).to.equal(fromChain.text);
      if (fromChain.key) {
        formPages++;
        expect(fromDoor.key, path).to.not.equal(fromChain.key);
      }
    }
    // /appeals, /contact, /juristic/open-account and the vacancies' pages, in three languages.
    expect(formPages).to.be.greaterThan(8);
  });

  it('sends every read-API list, from the third read on, as the chain sent it', async () => {
    const paths = ['deposits', 'credits', 'cards', 'transfers', 'branches', 'news', 'vacancies']
      .flatMap((name) => ['uz', 'en', 'ru'].map((lang) => `/api/v1/${name}?locale=${lang}`))
      .concat(['/api/news?page=1&locale=ru', '/api/v1/deposits/omonat-plus?locale=en']);
    for (const path of paths) {
      await rawRequest(base, path);
      const chain = await rawRequest(base, path);
      const door = await rawRequest(base, path);
      expect(chain.status, path).to.equal(200);
      expect(door.status, path).to.equal(200);
      expect(sameForEveryone(door.headers), path).to.deep.equal(sameForEveryone(chain.headers));
      expect(door.body.equals(chain.body), path).to.equal(true);
      expect(door.headers.etag, path).to.match(/^W\/"[\w-]{27}"$/);
    }
  });

  it('gives each visitor of a form page a key of its own, written wherever the page holds it', async () => {
    const views = [];
    for (let view = 0; view < 4; view++) views.push(await rawRequest(base, '/ru/appeals'));
    const keys = views.map((view) => withoutKey(view.body).key);
    expect(new Set(keys).size).to.equal(4);
    for (const [index, view] of views.entries()) {
      const text = view.body.toString('utf8');
      // The hidden field and the boot data the browser's form reads after hydration.
      expect(text.split(keys[index]!).length - 1).to.be.at.least(2);
      for (const other of keys.filter((key) => key !== keys[index]))
        expect(text).not.to.include(other);
      expect(view.headers['cache-control']).to.equal('private, no-cache');
      expect(view.headers.etag).to.equal(undefined);
    }
    expect(withoutKey(views[3]!.body).text).to.equal(withoutKey(views[1]!.body).text);
  });

  it('sends a browser a form page gzip-compressed once around its key, each view with its own key', async () => {
    const path = '/en/appeals';
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = withoutKey((await rawRequest(base, path)).body);
    let view = await rawRequest(base, path, chrome);
    for (let tries = 0; tries < 50 && view.headers['content-encoding'] !== 'gzip'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      view = await rawRequest(base, path, chrome);
    }
    const views = [view, await rawRequest(base, path, chrome)];
    const keys = new Set([plain.key]);
    for (const answer of views) {
      expect(answer.headers['content-encoding']).to.equal('gzip');
      expect(Number(answer.headers['content-length'])).to.equal(answer.body.length);
      expect(answer.headers.vary).to.equal('Accept-Encoding');
      expect(answer.headers['cache-control']).to.equal('private, no-cache');
      const page = withoutKey(gunzipSync(answer.body));
      expect(page.text).to.equal(plain.text);
      keys.add(page.key);
    }
    expect(keys.size).to.equal(3);
    // A browser that takes Brotli alone still gets it, compressed for its view.
    const brotliOnly = await rawRequest(base, path, { 'accept-encoding': 'br' });
    expect(brotliOnly.headers['content-encoding']).to.equal('br');
    expect(withoutKey(brotliDecompressSync(brotliOnly.body)).text).to.equal(plain.text);
  });

  it('compresses a page once and then sends that copy with its length; a matching ETag gets 304', async () => {
    const path = '/en/deposit';
    const plain = await rawRequest(base, path);
    await rawRequest(base, path);
    const brotli = { 'accept-encoding': 'gzip, deflate, br' };
    // The Brotli copy was started when the render was kept: a browser's view gets it whole.
    let copy = await rawRequest(base, path, brotli);
    for (let tries = 0; tries < 50 && copy.headers['content-length'] === undefined; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      copy = await rawRequest(base, path, brotli);
    }
    expect(copy.headers['content-encoding']).to.equal('br');
    // Made once at a stronger level than compression()'s quality 4 for every answer.
    const perAnswer = brotliCompressSync(plain.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(copy.body.length).to.be.lessThan(perAnswer.length);
    expect(Number(copy.headers['content-length'])).to.equal(copy.body.length);
    expect(copy.headers.vary).to.equal('Accept-Encoding');
    expect(copy.headers.etag).to.equal(plain.headers.etag);
    expect(brotliDecompressSync(copy.body).equals(plain.body)).to.equal(true);
    const again = await rawRequest(base, path, {
      ...brotli,
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
  });

  it('leaves a visitor with a saved language on / to the chain, which sends them home', async () => {
    await rawRequest(base, '/');
    await rawRequest(base, '/');
    const choice = await rawRequest(base, '/', { cookie: 'lang=ru' });
    expect(choice.status).to.equal(302);
    expect(choice.headers.location).to.equal('/ru');
  });
});
