import request from 'supertest';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { SAMPLE_PDF, VALID, formBody, postForm } from '../support/form-files';
import { scriptedFormsCms, type ScriptedFormsCms } from '../support/scripted-forms-cms';
import { appOnConfig, testConfig } from '../support/start-app';
import { waitFor } from '../support/wait-for';

/** A queue as the contract sees it: how the app is put on it, and where to look into it. */
export interface QueueFixture {
  /** The settings that put the app on this queue, asked for at each start. */
  env(): Record<string, string>;
  /** Ids (`<form>-<key>`) of the submissions waiting in the queue's storage, sorted. */
  waiting(): Promise<string[]>;
  /** The dead letters, where the queue keeps them, with the reason it records for each. */
  parked(): Promise<{ id: string; reason: string }[]>;
  /** The reasons it records: for a refusal, and for an entry too old whose try failed or timed out. */
  reasons: { refused: string; expiredAfterFailure: string; expiredAfterTimeout: string };
  /** Empties the queue's storage; called once the test's apps are stopped. */
  clear(): Promise<void>;
}

const SETTINGS = {
  CMS_VERSION: '4',
  // A hung CMS request ends (as a 202) well within the visitor's wait.
  FORMS_RELAY_WAIT_MS: '3000',
  // Also sets the delivery lease (2.5 s): the least wait before a retry, and before a restarted
  // queue's first try.
  FORMS_CMS_TIMEOUT_MS: '500',
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '100',
  FORMS_RATE_LIMIT_MAX: '1000',
};

/** Two leases and more: reached only when something is wrong. */
const SETTLE_MS = 15_000;

/**
 * Below the lease, so a submission is young at its first try and too old at every retry. The
 * environment says hours; the config the app is made from takes milliseconds.
 */
export const withShortMaxAge = (config: Config): Config => ({
  ...config,
  forms: { ...config.forms, parkAfterMs: 1500 },
});

export const appealWithPdf = (name = 'Aziz Karimov') =>
  formBody({ ...VALID.appeal, name }, [
    { field: 'files', name: 'appeal-attachment.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
  ]);

/** A contact form sent with this idempotency key (and this name). */
export const postContact = (app: App, key: string, name = 'Dilnoza') =>
  postForm(app, 'contact', formBody({ ...VALID.contact, name, idempotency_key: key }));

/** What /readyz says the queue holds. */
export async function queueCounts(app: App) {
  const { outbox } = (await request(app).get('/readyz')).body as {
    outbox: { pending: number; parked: number };
  };
  return { pending: outbox.pending, parked: outbox.parked };
}

/**
 * Hooks for one contract run: a scripted Strapi 4 forms CMS per test, and the apps a test starts
 * on the queue, all stopped and the queue emptied after it.
 */
export function queueHarness(queue: QueueFixture) {
  let server: FakeStrapi;
  let cms: ScriptedFormsCms;
  const apps: App[] = [];
  beforeEach(async () => {
    server = await startFakeStrapi();
    cms = scriptedFormsCms(server, 4);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.stop()));
    await server.close();
    await queue.clear();
  });

  return {
    get cms() {
      return cms;
    },
    /** Puts a CMS of this version in place of the test's Strapi 4. */
    useCms: (version: 4 | 5) => (cms = scriptedFormsCms(server, version)),
    /** An app on the queue, once it is ready to take submissions. */
    async start(env: Record<string, string> = {}, adjust = (config: Config) => config) {
      const settings = { ...SETTINGS, CMS_URL: server.baseUrl, ...queue.env(), ...env };
      const app = appOnConfig(adjust(testConfig(settings)));
      apps.push(app);
      await waitFor(async () => (await request(app).get('/readyz')).status === 200);
      return app;
    },
    async stop(app: App) {
      apps.splice(apps.indexOf(app), 1);
      await app.stop();
    },
    /**
     * Until nothing waits in the queue and, with `app`, its relay has let go of it too (the relay
     * forgets an item just after the queue has moved it).
     */
    drained: (app?: App) =>
      waitFor(
        async () =>
          (await queue.waiting()).length === 0 && (!app || (await queueCounts(app)).pending === 0),
        SETTLE_MS,
      ),
    parkedOne: (app?: App) =>
      waitFor(
        async () =>
          (await queue.parked()).length === 1 && (!app || (await queueCounts(app)).pending === 0),
        SETTLE_MS,
      ),
    /** Until the CMS holds this many records. */
    stored: (count: number) => waitFor(() => cms.records.length === count, SETTLE_MS),
    storedKeys: () => cms.records.map((record) => record.data.idempotency_key),
  };
}
