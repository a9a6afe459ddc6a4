import { expect } from 'chai';
import pg from 'pg';
import { createPurgeBus, sharedPurge, type PurgeBus } from '../../server/db/purge-bus';
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
    const heard: Record<string, (string | null)[]> = { one: [], two: [], three: [] };
    one.subscribe((model) => heard.one!.push(model));
    two.subscribe((model) => heard.two!.push(model));
    three.subscribe((model) => heard.three!.push(model));
    await Promise.all([one.listening(), two.listening(), three.listening()]);
    expect(await one.publish('deposit')).to.equal(true);
    await waitFor(() => heard.two!.length === 1 && heard.three!.length === 1);
    expect(heard).to.deep.equal({ one: [], two: ['deposit'], three: ['deposit'] });
  });

  it('keeps deployments on other schemas of the same database apart', async () => {
    const other = `${db.name}_other`;
    await db.pool.query(`CREATE SCHEMA ${other}`);
    try {
      const [sender, neighbour, peer] = [bus(), bus(other), bus()];
      const heard: (string | null)[] = [];
      const peerHeard: (string | null)[] = [];
      neighbour.subscribe((model) => heard.push(model));
      peer.subscribe((model) => peerHeard.push(model));
      await Promise.all([neighbour.listening(), peer.listening()]);
      await sender.publish('news');
      await waitFor(() => peerHeard.length === 1);
      expect(heard).to.deep.equal([]);
    } finally {
      await db.pool.query(`DROP SCHEMA ${other} CASCADE`);
    }
  });

  it('reconnects after losing its connection and tells its handlers to drop everything', async () => {
    const [sender, receiver] = [bus(), bus(db.name, 'bus-dropped')];
    const heard: (string | null)[] = [];
    receiver.subscribe((model) => heard.push(model));
    await receiver.listening();
    await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
      [`bus-dropped-${db.name}`],
    );
    await waitFor(() => heard.length === 1);
    expect(heard).to.deep.equal([null]);
    await sender.publish('card');
    await waitFor(() => heard.length === 2);
    expect(heard).to.deep.equal([null, 'card']);
  });

  it('sharedPurge purges this instance at once and the others through the bus', async () => {
    const [webhookSide, otherSide] = [bus(), bus()];
    const local: (string | null)[] = [];
    const remote: (string | null)[] = [];
    const purge = sharedPurge(webhookSide, (model) => (local.push(model), 3));
    sharedPurge(otherSide, (model) => (remote.push(model), 0));
    await Promise.all([webhookSide.listening(), otherSide.listening()]);
    expect(await purge('credit')).to.equal(3);
    expect(local).to.deep.equal(['credit']);
    await waitFor(() => remote.length === 1);
    expect(remote).to.deep.equal(['credit']);
  });
});
