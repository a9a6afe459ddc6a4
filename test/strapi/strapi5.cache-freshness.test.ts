import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { expect } from 'chai';
import { freePort, run, waitForListening } from '../support/bundle-process';
import { VALID, formBody, postForm } from '../support/form-files';
import { startHoldingProxy, type HoldingProxy } from '../support/holding-proxy';
import {
  findDeposit,
  page,
  requireStrapi,
  startSite,
  startWorld,
  strapiGet,
  tempDir,
  type World,
} from '../support/real-strapi';
import { waitFor } from '../support/wait-for';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one GET of a burst got: a status and its Retry-After, or the socket's error. */
interface BurstAnswer {
  status?: number;
  retryAfter?: string;
  error?: string;
}

/** GET `url` once, reading the whole body; a socket error or 60 s without an answer is told. */
function burstGet(url: string, agent: Agent, address: string): Promise<BurstAnswer> {
  return new Promise((resolve) => {
    const headers = { 'X-Forwarded-For': address };
    const outgoing = get(url, { agent, headers, timeout: 60_000 }, (response) => {
      response.resume();
      response.on('error', (error) => resolve({ error: error.message }));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] as string | undefined,
        }),
      );
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 60 s')));
    outgoing.on('error', (error) => resolve({ error: error.message }));
  });
}

describe('Cache freshness on the real Strapi 5: stale pages at once, no answer from before an edit, an edit purges only what shows it, forms purge nothing, a burst on a fresh process', function () {
  this.timeout(300_000);
  let world: World;
  /** Between the site and Strapi: counts the site's reads, and delays or holds Strapi's answers. */
  let proxy: HoldingProxy;

  before(async function () {
    requireStrapi(this);
    world = await startWorld();
    proxy = await startHoldingProxy(world.strapi.url);
  });
  after(async () => {
    await world?.stop();
    await proxy?.close();
  });
  afterEach(() => proxy?.release());

  /**
   * The site started again on the port Strapi's webhook calls, reading Strapi through the proxy,
   * with `env` (cache lifetimes) over Strapi's site.env; its log at info level shows the purges.
   */
  async function siteThroughProxy(env: Record<string, string>) {
    const port = Number(new URL(world.site.url).port);
    await world.site.stop();
    world.site = await startSite(
      { ...world.strapi.siteEnv, CMS_URL: proxy.url, LOG_LEVEL: 'info', ...env },
      port,
    );
  }

  /** Lines of the site's log with `message`, such as the webhook's purges. */
  const logged = (message: string) =>
    world.site
      .output()
      .split('\n')
      .filter((line) => line.includes(`"msg":"${message}"`)).length;

  /** What the site logged of the purge Strapi's webhook brought after `edit`. */
  async function purgeAfter(edit: () => Promise<unknown>): Promise<Record<string, unknown>> {
    const purges = logged('CMS webhook: cache purged');
    await edit();
    await waitFor(() => logged('CMS webhook: cache purged') > purges, 5_000);
    const line = world.site
      .output()
      .split('\n')
      .findLast((each) => each.includes('"msg":"CMS webhook: cache purged"'));
    return JSON.parse(line!) as Record<string, unknown>;
  }

  /** A deposit's name in one language changed and published through Strapi's REST API. */
  async function renameDeposit(documentId: string, locale: string, name: string) {
    const response = await fetch(
      `${world.strapi.url}/api/contributions/${documentId}?locale=${locale}`,
      {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${world.strapi.adminToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ data: { name } }),
      },
    );
    expect(response.status, `renaming to ${name}`).to.equal(200);
  }

  async function timedPage(path: string) {
    const started = Date.now();
    const answer = await page(world.site, path);
    return { ...answer, ms: Date.now() - started };
  }

  it('answers an expired page at once with what it had while one refresh per read runs, then shows the current content', async () => {
    // Another webhook secret: Strapi's calls are refused (401), as when they are lost, so only the
    // lifetimes bring the change, and the expired copies are there to answer.
    await siteThroughProxy({
      CMS_CACHE_TTL: '1',
      HTML_CACHE_TTL: '1',
      CMS_WEBHOOK_SECRET: 'not-the-secret-strapi-sends-0123456789',
    });
    const warm = await page(world.site, '/ru/deposit');
    expect(warm.status).to.equal(200);
    expect(warm.main).to.include('Годовой доход');
    expect(warm.main).not.to.include('Годовой доход 2027');
    expect((await page(world.site, '/ru/deposit')).main).to.equal(warm.main);

    const { documentId } = await findDeposit(world.strapi, 'yillik-daromad', 'ru');
    await renameDeposit(documentId, 'ru', 'Годовой доход 2027');
    try {
      await sleep(1_500);
      proxy.delay(2_000);
      const from = proxy.requests.length;
      const stale = await timedPage('/ru/deposit');
      expect(stale.status).to.equal(200);
      expect(stale.ms, 'the expired page waited for Strapi').to.be.lessThan(1_000);
      expect(stale.main).to.equal(warm.main);
      const others = await Promise.all([1, 2, 3, 4, 5].map(() => timedPage('/ru/deposit')));
      for (const other of others) {
        expect(other.status).to.equal(200);
        expect(other.ms).to.be.lessThan(1_000);
        expect(other.main).to.equal(warm.main);
      }
      const refreshes = proxy.requests.slice(from).map((seen) => seen.url);
      expect(refreshes.length, 'no refresh reached Strapi').to.be.greaterThan(0);
      expect(
        refreshes.filter((url, index) => refreshes.indexOf(url) !== index),
        'reads refreshed more than once',
      ).to.deep.equal([]);

      proxy.release();
      const released = Date.now();
      await waitFor(
        async () => (await page(world.site, '/ru/deposit')).main.includes('Годовой доход 2027'),
        6_000,
      );
      console.log(`      current content ${Date.now() - released} ms after the release`);
    } finally {
      proxy.release();
      await renameDeposit(documentId, 'ru', 'Годовой доход');
    }
  });

  it('never keeps a read that was out when an edit was published: the new name within 3 s of the release, and after the lifetime', async () => {
    await siteThroughProxy({ CMS_CACHE_TTL: '30', HTML_CACHE_TTL: '2' });
    const path = '/ru/deposit/onlayn-omonat';
    const { documentId } = await findDeposit(world.strapi, 'onlayn-omonat', 'ru');
    const purges = logged('CMS webhook: cache purged');
    const deposits = (url: string) => url.startsWith('/api/contributions');
    const from = proxy.requests.length;
    proxy.hold(deposits);
    try {
      // A first visitor: the page's reads of deposits reach Strapi, which answers the old name.
      const visitor = page(world.site, path);
      await waitFor(() => proxy.requests.some((seen) => seen.held && deposits(seen.url)), 15_000);
      const editing = Date.now();
      await renameDeposit(documentId, 'ru', 'Вклад Онлайн 2027');
      await waitFor(
        () => logged('CMS webhook: cache purged') > purges,
        5_000,
        () => world.site.output().slice(-2_000),
      );
      const before = proxy.requests
        .slice(from)
        .filter((seen) => deposits(seen.url) && seen.at < editing);
      expect(before.length).to.be.greaterThan(0);
      expect(
        before.map((seen) => seen.aborted),
        'reads from before the edit, not aborted by the purge',
      ).to.deep.equal(before.map(() => true));

      proxy.release();
      const released = Date.now();
      const first = await visitor;
      expect(first.status).to.equal(200);
      expect(first.main, 'the visitor who waited').to.include('Вклад Онлайн 2027');
      await waitFor(
        async () => (await page(world.site, path)).main.includes('Вклад Онлайн 2027'),
        3_000,
      );
      const shownAfter = Date.now() - released;
      expect(shownAfter).to.be.lessThan(3_000);
      console.log(`      the new name ${shownAfter} ms after the release`);

      // Past twice the HTML lifetime, so the page is rendered again from the CMS answers kept.
      const shown: string[] = [];
      for (const end = Date.now() + 4_500; Date.now() < end; await sleep(250)) {
        const again = await page(world.site, path);
        shown.push(again.main.includes('Вклад Онлайн 2027') ? 'new' : again.main.slice(0, 120));
      }
      expect(shown.filter((main) => main !== 'new')).to.deep.equal([]);
    } finally {
      proxy.release();
      await renameDeposit(documentId, 'ru', 'Онлайн-вклад');
    }
  });

  it("reads again, after an edit of one deposit, the list and that deposit's pages in every language, and nothing of the other deposits", async () => {
    await siteThroughProxy({ CMS_CACHE_TTL: '300', HTML_CACHE_TTL: '300' });
    const edited = ['/ru/deposit/onlayn-omonat', '/en/deposit/onlayn-omonat'];
    const others = [
      '/ru/deposit/dollar-plus',
      '/ru/deposit/omonat-plus',
      '/deposit/yillik-daromad',
    ];
    for (const path of [...edited, ...others, '/ru/deposit'])
      expect((await page(world.site, path)).status, path).to.equal(200);
    const { documentId } = await findDeposit(world.strapi, 'onlayn-omonat', 'ru');
    try {
      const purge = await purgeAfter(() => renameDeposit(documentId, 'ru', 'Вклад Онлайн 2028'));
      expect(purge).to.deep.include({ model: 'contribution', entries: [documentId] });

      const reads = proxy.reads();
      for (const path of others) expect((await page(world.site, path)).status, path).to.equal(200);
      expect(proxy.reads() - reads, 'the other deposits read Strapi again').to.equal(0);
      expect((await page(world.site, '/ru/deposit')).main).to.include('Вклад Онлайн 2028');
      expect((await page(world.site, edited[0]!)).main).to.include('Вклад Онлайн 2028');
      const english = proxy.reads();
      expect((await page(world.site, edited[1]!)).status).to.equal(200);
      expect(proxy.reads() - english, 'its English page, read again').to.be.greaterThan(0);
    } finally {
      await renameDeposit(documentId, 'ru', 'Онлайн-вклад');
    }
  });

  it("reads again, after an editor changes a deposit's picture, the pages holding it and nothing else", async () => {
    await siteThroughProxy({ CMS_CACHE_TTL: '300', HTML_CACHE_TTL: '300' });
    const showing = ['/ru/deposit', '/ru/deposit/dollar-plus'];
    const others = ['/ru/deposit/onlayn-omonat', '/ru/news', '/en/credit'];
    for (const path of [...showing, ...others])
      expect((await page(world.site, path)).status, path).to.equal(200);
    const found = await strapiGet(
      world.strapi,
      'upload/files?filters[name][$eq]=deposit-dollar-plus.svg',
    );
    const [file] = (await found.json()) as { id: number; alternativeText: string | null }[];
    const setAlt = (alternativeText: string | null) => {
      const form = new FormData();
      form.set('fileInfo', JSON.stringify({ alternativeText }));
      return fetch(`${world.strapi.url}/api/upload?id=${file!.id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${world.strapi.adminToken}` },
        body: form,
      });
    };
    try {
      const purge = await purgeAfter(async () =>
        expect((await setAlt('Dollar Plus, 2028')).status).to.equal(200),
      );
      expect(purge).to.deep.include({
        event: 'media.update',
        model: 'upload.file',
        entries: [String(file!.id)],
      });
      let reads = proxy.reads();
      for (const path of others) expect((await page(world.site, path)).status, path).to.equal(200);
      expect(proxy.reads() - reads, 'pages without the picture read Strapi again').to.equal(0);
      for (const path of showing) {
        reads = proxy.reads();
        expect((await page(world.site, path)).status, path).to.equal(200);
        expect(proxy.reads() - reads, `${path}, read again`).to.be.greaterThan(0);
      }
    } finally {
      await setAlt(file!.alternativeText);
    }
  });

  it('reads nothing again for the pages after a call-back is delivered and its webhook comes', async () => {
    await siteThroughProxy({ CMS_CACHE_TTL: '300', HTML_CACHE_TTL: '300' });
    const paths = ['/ru', '/ru/deposit', '/ru/deposit/dollar-plus', '/en/deposit/omonat-plus'];
    for (const path of paths) expect((await page(world.site, path)).status, path).to.equal(200);
    let reads = proxy.reads();
    for (const path of paths) expect((await page(world.site, path)).status, path).to.equal(200);
    expect(proxy.reads() - reads, 'warm pages read Strapi again').to.equal(0);
    const purges = logged('CMS webhook: cache purged');

    const contact = { ...VALID.contact, idempotency_key: randomUUID() };
    const sent = await postForm(world.site.url, 'contact', formBody(contact));
    expect(sent.status).to.equal(201);
    const query = `filters[idempotency_key][$eq]=${contact.idempotency_key}`;
    const stored = (await (await strapiGet(world.strapi, `contact-requests?${query}`)).json()) as {
      data: Record<string, unknown>[];
    };
    expect(stored.data).to.have.length(1);
    // Strapi's webhook (cms/strapi/src/index.js) is not called on entry.create: the call it would
    // send, sent as Strapi 5 does.
    const webhook = await fetch(`${world.site.url}/api/cms/webhook`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${world.strapi.siteEnv.CMS_WEBHOOK_SECRET}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        event: 'entry.create',
        createdAt: new Date().toISOString(),
        model: 'contact-request',
        uid: 'api::contact-request.contact-request',
        entry: stored.data[0],
      }),
    });
    expect(webhook.status).to.equal(200);
    expect(await webhook.json()).to.deep.include({ model: 'contact-request', purged: 0 });

    reads = proxy.reads();
    for (const path of paths) expect((await page(world.site, path)).status, path).to.equal(200);
    expect(proxy.reads() - reads, 'Strapi reads after the call-back').to.equal(0);
    expect(logged('CMS webhook: cache purged') - purges).to.equal(0);
  });

  it('answers a burst of 1 000 GETs of /ru on a fresh 160 MB process with 200 or 503, and lives on', async () => {
    const port = await freePort();
    const site = run({
      NODE_ENV: 'production',
      // The Procfile's default level: every answer is logged, as in production.
      LOG_LEVEL: 'info',
      DATA_DIR: tempDir('site-burst-'),
      ...world.strapi.siteEnv,
      // As the Procfile starts it (node --max-old-space-size=160).
      NODE_OPTIONS: '--max-old-space-size=160',
      PORT: String(port),
    });
    const agent = new Agent({ keepAlive: false, maxSockets: 1_000 });
    try {
      await waitForListening(site.output, site.child);
      expect(site.child.exitCode, site.output()).to.equal(null);
      const url = `http://127.0.0.1:${port}`;
      const started = Date.now();
      // A thousand visitors, each from an address of its own (198.18.0.0/15, through the loopback
      // proxy the default TRUST_PROXY believes): from one address, READ_RATE_LIMIT_MAX (300) counts
      // every request still waiting for the one render, and the rest are refused 429 by design.
      const answers = await Promise.all(
        Array.from({ length: 1_000 }, (_, visitor) =>
          burstGet(`${url}/ru`, agent, `198.18.${visitor >> 8}.${visitor & 255}`),
        ),
      );
      const ms = Date.now() - started;
      const count = (test: (answer: BurstAnswer) => boolean) => answers.filter(test).length;
      const statuses: Record<string, number> = {};
      for (const answer of answers) {
        const key = answer.error ?? String(answer.status);
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
      const peak = /VmHWM:\s+(\d+) kB/.exec(
        readFileSync(`/proc/${site.child.pid}/status`, 'utf8'),
      )?.[1];
      console.log(
        `      burst: ${JSON.stringify(statuses)} in ${ms} ms; peak RSS ${Math.round(Number(peak) / 1024)} MiB`,
      );
      expect(
        count((answer) => answer.status !== 200 && answer.status !== 503),
        'answers',
      ).to.equal(0);
      expect(count((answer) => answer.status === 503 && answer.retryAfter !== '5')).to.equal(0);
      expect(count((answer) => answer.status === 200)).to.be.greaterThan(0);
      expect(site.child.exitCode, site.output().slice(-2_000)).to.equal(null);
      expect(site.child.signalCode).to.equal(null);
      expect((await fetch(`${url}/healthz`)).status).to.equal(200);
      const errors = site
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      expect(errors, 'errors logged').to.deep.equal([]);
    } finally {
      agent.destroy();
      if (site.child.exitCode === null) {
        site.child.kill('SIGTERM');
        await site.exited;
      }
    }
  });
});
