import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import {
  freePort,
  listeningPids,
  run,
  waitForListening,
  waitForReady,
} from '../support/bundle-process';
import {
  startFakeStrapi,
  type FakeAnswer,
  type FakeRequest,
  type FakeStrapi,
} from '../support/fake-strapi';
import { read } from '../support/fake-cms-forms';
import { strapiFixture } from '../support/strapi-fixtures';
import { SAMPLE_PDF, VALID, formBody, tempDataDir } from '../support/form-files';
import { deadLetters } from '../support/dead-letters';
import { postgresSchema } from '../support/postgres';
import { SETTLE_MS, waitFor } from '../support/wait-for';

/**
 * A Strapi 4 stand-in that checks `unique` as Strapi does: in the application, before a write
 * that takes time, so two creates of one key in flight at once would both be stored. Its faults
 * come in turn: a write slower than the delivery timeout (still stored after the relay gave up),
 * a 500 after the write, a request that never answers.
 */
function uniqueInTheApplication() {
  const stored = new Map<string, number>();
  const inFlight = new Map<string, number>();
  let mostAtOnce = 0;
  let calls = 0;
  async function create(request: FakeRequest): Promise<FakeAnswer> {
    const form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': String(request.headers['content-type']) },
    }).formData();
    const data = JSON.parse(String(form.get('data'))) as { idempotency_key: string };
    const key = data.idempotency_key;
    const fault = ++calls % 7;
    inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    mostAtOnce = Math.max(mostAtOnce, inFlight.get(key)!);
    try {
      if (stored.has(key))
        return { status: 400, body: strapiFixture(4, 'error-400.duplicate-idempotency-key.json') };
      if (fault === 3) return 'hang';
      await new Promise((resolve) => setTimeout(resolve, fault === 1 ? 1_500 : 30));
      stored.set(key, (stored.get(key) ?? 0) + 1);
      if (fault === 5)
        return {
          status: 500,
          body: { data: null, error: { status: 500, message: 'Internal Server Error' } },
        };
      return { status: 200, body: { data: { id: calls, attributes: data }, meta: {} } };
    } finally {
      inFlight.set(key, inFlight.get(key)! - 1);
    }
  }
  return {
    handler: (request: FakeRequest) =>
      request.method === 'GET' ? read(4, request) : create(request),
    /** Each stored key and how many entries it has. */
    stored,
    mostAtOnce: () => mostAtOnce,
  };
}

const RELAY = {
  FORMS_RELAY_WAIT_MS: '300',
  FORMS_CMS_TIMEOUT_MS: '1000',
  CMS_TIMEOUT_MS: '1000',
  OUTBOX_RETRY_BASE_MS: '100',
  OUTBOX_RETRY_MAX_MS: '400',
  // The processes say "listening" (and their workers' pids) at info.
  LOG_LEVEL: 'info',
  PUBLIC_URL: 'http://bank.test',
  FORMS_RATE_LIMIT_MAX: '1000',
};

const keyOf = (index: number) =>
  `attack-${index.toString().padStart(4, '0')}-${randomBytes(6).toString('hex')}`;
const contact = (key: string, name = 'Dilnoza') =>
  formBody({ ...VALID.contact, name, idempotency_key: key });
const appeal = (key: string) =>
  formBody({ ...VALID.appeal, idempotency_key: key }, [
    { field: 'files', name: 'statement.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
  ]);

/**
 * A form post as a browser sends it, on a connection of its own: a post to a killed process fails
 * (it was never accepted) instead of waiting on a pooled connection to it.
 */
async function post(url: string, kind: string, body: FormData) {
  const response = await fetch(`${url}/api/forms/${kind}`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', Connection: 'close' },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, json: (await response.json()) as { id?: string } };
}

/**
 * Sends `count` submissions (a third with a file, every fifth sent twice) over `urls` in turn,
 * calls `midway` half-way, and returns the keys the site accepted.
 */
async function attack(urls: string[], count: number, midway: () => void) {
  const accepted: string[] = [];
  const send = (url: string, kind: string, body: FormData) =>
    post(url, kind, body).catch(() => null);
  for (let index = 0; index < count; index++) {
    if (index === count / 2) midway();
    const key = keyOf(index);
    const body = () => (index % 3 === 0 ? appeal(key) : contact(key));
    const kind = index % 3 === 0 ? 'appeal' : 'contact';
    const first = await send(urls[index % urls.length]!, kind, body());
    if (first === null) continue;
    expect(first.status, `${kind} ${index}`).to.be.oneOf([201, 202]);
    accepted.push(key);
    if (index % 5 === 0) {
      const again = await send(urls[(index + 1) % urls.length]!, kind, body());
      if (again) expect(again.status, `${kind} ${index} again`).to.be.oneOf([200, 201, 202]);
    }
  }
  return accepted;
}

describe('exactly once with several workers and instances, against a Strapi that checks unique in the application (issue 21)', function () {
  this.timeout(180_000);
  let cms: FakeStrapi;
  let fake: ReturnType<typeof uniqueInTheApplication>;
  const stops: (() => Promise<unknown>)[] = [];
  beforeEach(async () => {
    fake = uniqueInTheApplication();
    cms = await startFakeStrapi(fake.handler);
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await cms.close();
  });

  function start(env: Record<string, string>) {
    const site = run({
      NODE_ENV: 'production',
      CMS_URL: cms.baseUrl,
      CMS_VERSION: '4',
      ...RELAY,
      ...env,
    });
    stops.push(async () => {
      if (site.child.exitCode === null) {
        site.child.kill('SIGKILL');
        await site.exited;
      }
    });
    return site;
  }

  async function settled(accepted: string[]) {
    await waitFor(() => accepted.every((key) => fake.stored.has(key)), SETTLE_MS).catch(
      () => undefined,
    );
    // Long enough for any late or repeated delivery to show: two leases.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const doubled = [...fake.stored].filter(([, count]) => count > 1);
    expect(doubled, 'keys stored twice').to.deep.equal([]);
    expect(
      accepted.filter((key) => !fake.stored.has(key)),
      'keys lost',
    ).to.deep.equal([]);
    expect(fake.mostAtOnce(), 'deliveries of one key at once').to.equal(1);
  }

  it('file outbox, WEB_CONCURRENCY=2, one worker killed half-way: each accepted submission once, none lost, no dead letter', async () => {
    const data = tempDataDir();
    stops.push(async () => data.remove());
    const port = await freePort();
    const site = start({ WEB_CONCURRENCY: '2', DATA_DIR: data.path, PORT: String(port) });
    await waitForListening(site.output, site.child, 2);
    const url = `http://127.0.0.1:${port}`;
    const accepted = await attack([url], 40, () =>
      process.kill(listeningPids(site.output())[0]!, 'SIGKILL'),
    );
    const conflict = await post(url, 'contact', contact(accepted[1]!, 'Someone Else'));
    expect(conflict.status).to.equal(409);
    await settled(accepted);
    expect(deadLetters(data.path), 'dead letters').to.deep.equal([]);
  });

  describe('on PostgreSQL', () => {
    const db = postgresSchema();

    it('two instances, one killed half-way: each accepted submission once, none lost, no dead letter', async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      const [dataA, dataB] = [tempDataDir(), tempDataDir()];
      stops.push(async () => (dataA.remove(), dataB.remove()));
      const a = start({ DATABASE_URL: db.url, DATA_DIR: dataA.path, PORT: String(portA) });
      const b = start({ DATABASE_URL: db.url, DATA_DIR: dataB.path, PORT: String(portB) });
      const urls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
      await Promise.all([waitForReady(urls[0]!, a.child), waitForReady(urls[1]!, b.child)]);
      const accepted = await attack(urls, 40, () => a.child.kill('SIGKILL'));
      const conflict = await post(urls[1]!, 'contact', contact(accepted[1]!, 'Someone Else'));
      expect(conflict.status).to.equal(409);
      await settled(accepted);
      const { rows } = await db.pool.query<{ parked: number }>(
        `SELECT count(*)::int AS parked FROM form_outbox WHERE state = 'parked'`,
      );
      expect(rows[0]!.parked, 'dead letters').to.equal(0);
    });
  });
});
