import { expect } from 'chai';
import request from 'supertest';
import { appOverSwitchableCms } from '../support/switchable-cms';
import { tempDataDir } from '../support/form-files';
import { postgresSchema, waitFor } from '../support/postgres';

const SECRET = 'webhook-secret-0123456789';

describe('CMS webhook with DATABASE_URL: one call purges every instance', function () {
  this.timeout(30_000);
  const db = postgresSchema();
  const data = tempDataDir();
  let instances: ReturnType<typeof appOverSwitchableCms>[] = [];

  afterEach(async () => {
    await Promise.all(instances.map(({ app }) => app.stop()));
    instances = [];
  });
  after(() => data.remove());

  it('drops the changed model from the other instance, whose next read reaches the CMS', async () => {
    const env = { CMS_WEBHOOK_SECRET: SECRET, DATABASE_URL: db.url, DATA_DIR: data.path };
    instances = [appOverSwitchableCms(env), appOverSwitchableCms(env)];
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    for (const { app } of instances)
      await waitFor(async () => (await request(app).get('/readyz')).status === 200);
    const deposits = () => request(second.app).get('/api/deposits?locale=ru').expect(200);
    await deposits();
    const cached = second.state.calls;
    await deposits();
    expect(second.state.calls, 'served from its cache before the webhook').to.equal(cached);

    // The other instance may still be starting to LISTEN: call again until its purge shows.
    await waitFor(async () => {
      const hook = await request(first.app)
        .post('/api/cms/webhook')
        .set('Authorization', `Bearer ${SECRET}`)
        .send({ event: 'entry.update', model: 'contribution', entry: { id: 1 } });
      expect(hook.status).to.equal(200);
      const before = second.state.calls;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await deposits();
      return second.state.calls > before;
    });
  });
});
