import { expect } from 'chai';
import pg from 'pg';
import { createPurgeBus, sharedPurge, type PurgeBus } from '../../server/db/purge-bus';
import type { Change } from '../../server/cms/change';
import { POSTGRES_URL, onSchema, postgresSchema, waitFor } from '../support/postgres';

const quiet = { warn: () => undefined };

describe('cache purge bus over LISTEN/NOTIFY', function () {
  this.timeout(30_000);
  const db = postgresSchema();
  const pools: pg.Pool[] = [];
  const buses: PurgeBus[] = [];
  /** One instance's bus, on its own pool and connection name. */
  function bus(schema = db.name, name = 'bus-test') {
    const pool = new pg.Pool({
      connectionString: onSchema(POSTGRES_URL, schema),
      application_name: `${name}-${db.name}`,
      max: 2,
    });
    pools.push(pool);
    const created = createPurgeBus(pool, quiet);
    buses.push(created);
    return created;
  }
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((each) => each.close()));
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });

  it('delivers a purge published by one instance to the others, not back to the sender', async () => {
    const [one, two, three] = [bus(), bus(), bus()];
    const heard: Record<string, (Change | null)[]> = { one: [], two: [], three: [] };
    one.subscribe((change) => heard.one!.push(change));
    two.subscribe((change) => heard.two!.push(change));
    three.subscribe((change) => heard.three!.push(change));
    await Promise.all([one.listening(), two.listening(), three.listening()]);
    const change = { model: 'contribution', entries: ['12', 'u8k2qv0w3m7a9c5x1e4r6t2y'] };
    expect(await one.publish(change)).to.equal(true);
    await waitFor(() => heard.two!.length === 1 && heard.three!.length === 1);
    expect(heard).to.deep.equal({ one: [], two: [change], three: [change] });
  });

  it('hears a message without entries (an older instance) or with odd ones as the whole model', async () => {
    const receiver = bus();
    const heard: (Change | null)[] = [];
    receiver.subscribe((change) => heard.push(change));
    await receiver.listening();
    const send = (message: object) =>
      db.pool.query(`SELECT pg_notify('bank_website_cache_purge', $1)`, [
        JSON.stringify({ origin: 'elsewhere', schema: db.name, ...message }),
      ]);
    await send({ model: 'credit' });
    await send({ model: 'card', entries: ['../x'] });
    await send({ model: 'news-item', entries: 7 });
    await send({ entries: ['7'] });
    await waitFor(() => heard.length === 3);
    expect(heard).to.deep.equal([
      { model: 'credit', entries: [] },
      { model: 'card', entries: [] },
      { model: 'news-item', entries: [] },
    ]);
  });

  it('keeps deployments on other schemas of the same database apart', async () => {
    const other = `${db.name}_other`;
    await db.pool.query(`CREATE SCHEMA ${other}`);
    try {
      const [sender, neighbour, peer] = [bus(), bus(other), bus()];
      const heard: (Change | null)[] = [];
      const peerHeard: (Change | null)[] = [];
      neighbour.subscribe((change) => heard.push(change));
      peer.subscribe((change) => peerHeard.push(change));
      await Promise.all([neighbour.listening(), peer.listening()]);
      await sender.publish({ model: 'news-item', entries: [] });
      await waitFor(() => peerHeard.length === 1);
      expect(heard).to.deep.equal([]);
    } finally {
      await db.pool.query(`DROP SCHEMA ${other} CASCADE`);
    }
  });

  it('reconnects after losing its connection and tells its handlers to drop everything', async () => {
    const [sender, receiver] = [bus(), bus(db.name, 'bus-dropped')];
    const heard: (Change | null)[] = [];
    receiver.subscribe((change) => heard.push(change));
    await receiver.listening();
    await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
      [`bus-dropped-${db.name}`],
    );
    await waitFor(() => heard.length === 1);
    expect(heard).to.deep.equal([null]);
    await sender.publish({ model: 'card', entries: ['3'] });
    await waitFor(() => heard.length === 2);
    expect(heard).to.deep.equal([null, { model: 'card', entries: ['3'] }]);
  });

  it('sharedPurge purges this instance at once and the others through the bus', async () => {
    const [webhookSide, otherSide] = [bus(), bus()];
    const local: (Change | null)[] = [];
    const remote: (Change | null)[] = [];
    const purge = sharedPurge(webhookSide, (change) => (local.push(change), 3));
    sharedPurge(otherSide, (change) => (remote.push(change), 0));
    await Promise.all([webhookSide.listening(), otherSide.listening()]);
    expect(await purge({ model: 'credit', entries: ['5'] })).to.equal(3);
    expect(local).to.deep.equal([{ model: 'credit', entries: ['5'] }]);
    await waitFor(() => remote.length === 1);
    expect(remote).to.deep.equal([{ model: 'credit', entries: ['5'] }]);
  });
});
