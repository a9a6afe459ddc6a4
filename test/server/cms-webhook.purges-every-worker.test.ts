import { expect } from 'chai';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { depositsSite, strapiFixture } from '../support/strapi-fixtures';
import { postgresSchema } from '../support/postgres';
import { listeningPids, startTwoWorkers, type SiteProcess } from '../support/bundle-process';
import { waitFor } from '../support/wait-for';

const SECRET = 'webhook-secret-0123456789';
/** The first deposit's name in contributions-list.ru.json, and the name an editor gives it. */
const BEFORE = 'Омонат Плюс';
const AFTER = 'Омонат Плюс 2027';

interface Site {
  url: string;
  process: SiteProcess;
}

let probes = 0;

/**
 * GET /ru/deposit on fresh connections until every worker of `site` has answered (node:cluster
 * hands connections out in turn); each worker's pid, from the request log, with what it showed.
 */
async function everyWorker(site: Site): Promise<Map<number, string>> {
  const workers = listeningPids(site.process.output());
  const shown = new Map<number, string>();
  for (let i = 0; i < 40 && shown.size < workers.length; i++) {
    const id = `purge-probe-${++probes}`;
    const page = await fetch(`${site.url}/ru/deposit`, {
      headers: { 'X-Request-Id': id, Connection: 'close' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(page.status).to.equal(200);
    const html = await page.text();
    const logged = () =>
      site.process
        .output()
        .split('\n')
        .find((line) => line.includes(`"id":"${id}"`));
    await waitFor(() => logged() !== undefined, 5_000);
    const { pid } = JSON.parse(logged()!) as { pid: number };
    shown.set(pid, html.includes(AFTER) ? AFTER : html.includes(BEFORE) ? BEFORE : 'neither');
  }
  expect([...shown.keys()].sort(), 'workers that answered').to.deep.equal(workers.sort());
  return shown;
}

const showing = (shown: Map<number, string>) => [...new Set(shown.values())];

describe('CMS webhook with WEB_CONCURRENCY=2: one call purges every worker (issue 31)', function () {
  this.timeout(120_000);
  let cms: FakeStrapi;
  let name: string;
  const stops: (() => Promise<unknown>)[] = [];
  const contributionReads = () =>
    cms.requests.filter((request) => request.path === '/api/contributions').length;

  beforeEach(async () => {
    name = BEFORE;
    cms = await startFakeStrapi(
      depositsSite(() => {
        const list = strapiFixture(4, 'contributions-list.ru.json') as {
          data: { attributes: { name: string } }[];
        };
        list.data[0]!.attributes.name = name;
        return { body: list };
      }),
    );
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await cms.close();
  });

  async function start(env: Record<string, string>): Promise<Site> {
    const site = await startTwoWorkers(cms.baseUrl, SECRET, env);
    stops.push(site.stop);
    return site;
  }

  const webhook = (site: Site) =>
    fetch(`${site.url}/api/cms/webhook`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'entry.update', model: 'contribution', entry: { id: 3 } }),
      signal: AbortSignal.timeout(10_000),
    });

  it('file outbox: the other worker hears of the purge over IPC and shows the change at once', async () => {
    const site = await start({});
    expect(showing(await everyWorker(site)), 'before the edit').to.deep.equal([BEFORE]);
    name = AFTER;
    expect(showing(await everyWorker(site)), 'edited, no webhook yet').to.deep.equal([BEFORE]);
    expect((await webhook(site)).status).to.equal(200);
    expect(showing(await everyWorker(site)), 'after the webhook').to.deep.equal([AFTER]);
  });

  describe('on PostgreSQL', () => {
    const db = postgresSchema();

    it('two instances: the sibling worker over IPC, the other instance through the bus, each purged once', async () => {
      const sites = await Promise.all([
        start({ DATABASE_URL: db.url }),
        start({ DATABASE_URL: db.url }),
      ]);
      for (const site of sites) await everyWorker(site);
      const warm = contributionReads();
      name = AFTER;
      for (const site of sites)
        expect(showing(await everyWorker(site)), 'edited, no webhook yet').to.deep.equal([BEFORE]);
      expect(contributionReads(), 'reads while cached').to.equal(warm);
      expect((await webhook(sites[0]!)).status).to.equal(200);
      // The other instance hears of it through LISTEN/NOTIFY, a moment later.
      await waitFor(async () => showing(await everyWorker(sites[1]!)).join() === AFTER, 10_000);
      expect(showing(await everyWorker(sites[0]!)), 'instance A').to.deep.equal([AFTER]);
      // One read per worker: no purge went round again.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const site of sites) await everyWorker(site);
      expect(contributionReads() - warm, 'reads after the webhook').to.equal(4);
    });
  });
});
