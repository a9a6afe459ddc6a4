import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { VALID, formBody, pdfOfSize, postForm, tempDataDir } from '../support/form-files';
import { getJson } from '../support/html';
import { POSTGRES_URL, onSchema, postgresSchema } from '../support/postgres';
import { SETTLE_MS, waitFor } from '../support/wait-for';
import { startTcpProxy } from '../support/tcp-proxy';

const rowCounts = async (pool: import('pg').Pool) =>
  (
    await pool.query(
      `SELECT (SELECT count(*) FROM form_outbox)::int AS submissions,
              (SELECT count(*) FROM form_outbox_files)::int AS files`,
    )
  ).rows[0] as { submissions: number; files: number };

describe('PostgreSQL queue while the database is unreachable', function () {
  this.timeout(SETTLE_MS + 20_000);
  const db = postgresSchema();
  const data = tempDataDir();
  let cms: FakeStrapi;
  let app: RunningApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  before(async function () {
    if (!db.url) this.skip();
    const { hostname, port } = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: hostname, port: Number(port) });
    cms = await startFakeStrapi(formsCms(4).handler);
    const viaProxy = new URL(onSchema(POSTGRES_URL, db.name));
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    app = await startApp({
      CMS_URL: cms.baseUrl,
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: data.path,
    });
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200);
  });
  after(async () => {
    await app?.close();
    await proxy?.close();
    await cms?.close();
    data.remove();
  });

  it('answers 503 with Retry-After in the visitor language and fails /readyz; nothing is stored', async () => {
    proxy.cut();
    const { status, headers, json } = await postForm(
      app.url,
      'contact',
      formBody({ ...VALID.contact, locale: 'en' }),
    );
    expect(status).to.equal(503);
    expect(headers.get('retry-after')).to.equal('60');
    expect(json.errors!._form).to.equal(
      'The form cannot be accepted right now. Please try again later.',
    );
    const readyz = await fetch(`${app.url}/readyz`);
    expect(readyz.status).to.equal(503);
    expect(await readyz.json()).to.deep.include({
      status: 'unavailable',
      reason: 'database unreachable',
    });
    expect(await rowCounts(db.pool)).to.deep.equal({ submissions: 0, files: 0 });
  });

  it('writes nothing half when the connection drops in the middle of storing a file', async () => {
    proxy.restore();
    proxy.cutAfter(1024 * 1024);
    const { status } = await postForm(
      app.url,
      'appeal',
      formBody(VALID.appeal, [{ field: 'files', name: 'scan.pdf', bytes: pdfOfSize(4_000_000) }]),
    );
    expect(status).to.equal(503);
    expect(await rowCounts(db.pool)).to.deep.equal({ submissions: 0, files: 0 });
  });

  it('takes submissions again and reports ready once the database is back', async () => {
    proxy.restore();
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200);
    const { status } = await postForm(app.url, 'contact', formBody(VALID.contact));
    // Taken: delivered at once, or (on a busy machine, past the visitor's wait) just after.
    expect(status).to.be.oneOf([201, 202]);
    await waitFor(
      async () =>
        (await getJson<{ outbox: { pending: number } }>(app.url, `/readyz`)).outbox.pending === 0,
      SETTLE_MS,
    );
    expect(await getJson(app.url, `/readyz`)).to.deep.include({
      status: 'ok',
      outbox: { pending: 0, parked: 0 },
    });
  });
});
