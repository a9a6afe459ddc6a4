import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { SAMPLE_PDF, VALID, formBody, postForm } from '../support/form-files';
import { scriptedFormsCms, type ScriptedFormsCms, type Write } from '../support/scripted-forms-cms';
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
const MAX_AGE_MS = 1500;
const withShortMaxAge = (config: Config): Config => ({
  ...config,
  forms: { ...config.forms, parkAfterMs: MAX_AGE_MS },
});

const appealWithPdf = (name = 'Aziz Karimov') =>
  formBody({ ...VALID.appeal, name }, [
    { field: 'files', name: 'appeal-attachment.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
  ]);
const contactWithKey = (key: string, name = 'Dilnoza') =>
  formBody({ ...VALID.contact, name, idempotency_key: key });

async function queueCounts(app: App) {
  const { outbox } = (await request(app).get('/readyz')).body as {
    outbox: { pending: number; parked: number };
  };
  return { pending: outbox.pending, parked: outbox.parked };
}

/**
 * The behaviour every submission queue owes the forms (ADR 003 and 006), run against one of them
 * through the whole app and a fake CMS that records what it stored.
 */
export function describeQueueContract(name: string, makeQueueFixture: () => QueueFixture) {
  describe(`${name}: the submission queue contract`, function () {
    this.timeout(30_000);
    const queue = makeQueueFixture();
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

    async function start(env: Record<string, string> = {}, adjust = (config: Config) => config) {
      const settings = { ...SETTINGS, CMS_URL: server.baseUrl, ...queue.env(), ...env };
      const app = appOnConfig(adjust(testConfig(settings)));
      apps.push(app);
      await waitFor(async () => (await request(app).get('/readyz')).status === 200);
      return app;
    }

    async function stop(app: App) {
      apps.splice(apps.indexOf(app), 1);
      await app.stop();
    }

    const drained = () => waitFor(async () => (await queue.waiting()).length === 0, SETTLE_MS);
    const parkedOne = () => waitFor(async () => (await queue.parked()).length === 1, SETTLE_MS);
    const storedKeys = () => cms.records.map((record) => record.data.idempotency_key);

    it('delivers a submission and its file to the CMS once, answers 201 and keeps nothing waiting', async () => {
      const app = await start();
      const { status, json } = await postForm(app, 'appeal', appealWithPdf());
      expect(status).to.equal(201);
      expect(json.status).to.equal('delivered');
      expect(cms.records).to.have.length(1);
      expect(cms.records[0]!.data).to.deep.include({
        name: 'Aziz Karimov',
        idempotency_key: json.id,
      });
      expect(cms.records[0]!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
      expect(await queue.waiting()).to.deep.equal([]);
      expect(await queueCounts(app)).to.deep.equal({ pending: 0, parked: 0 });
    });

    describe('when a try fails', () => {
      const failures: [Write, string][] = [
        ['fail', 'a 500'],
        ['hang', 'no answer within the delivery timeout'],
        [
          'store-then-fail',
          'a 500 after the CMS stored it (its duplicate-key answer to the retry)',
        ],
      ];
      for (const [write, what] of failures)
        it(`answers 202 after ${what}, keeps it waiting, and delivers it once`, async () => {
          cms.next(write);
          const app = await start();
          const { status, json } = await postForm(app, 'appeal', appealWithPdf());
          expect(status).to.equal(202);
          expect(json.status).to.equal('queued');
          expect(await queue.waiting()).to.deep.equal([`appeal-${json.id}`]);
          await drained();
          expect(storedKeys()).to.deep.equal([json.id]);
          expect(cms.records[0]!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
          expect(cms.creates(), 'the failed create and the retry').to.equal(2);
          expect(await queueCounts(app)).to.deep.equal({ pending: 0, parked: 0 });
        });

      it('keeps the Strapi 5 upload ids of a failed try: the retry repeats only the create', async () => {
        cms = scriptedFormsCms(server, 5);
        cms.next('store', 'fail');
        const app = await start({ CMS_VERSION: '5' });
        const { status, json } = await postForm(app, 'appeal', appealWithPdf());
        expect(status).to.equal(202);
        await drained();
        expect(storedKeys()).to.deep.equal([json.id]);
        expect(cms.uploads.size, 'files uploaded').to.equal(1);
        expect(cms.records[0]!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
      });
    });

    describe('a key sent twice', () => {
      it('stores one CMS record when the same submission comes again, and answers it 201', async () => {
        const app = await start();
        expect(
          (await postForm(app, 'contact', contactWithKey('twice-key-0000001'))).status,
        ).to.equal(201);
        const again = await postForm(app, 'contact', contactWithKey('twice-key-0000001'));
        expect(again.status).to.equal(201);
        expect(again.json).to.deep.equal({ id: 'twice-key-0000001', status: 'delivered' });
        expect(storedKeys()).to.deep.equal(['twice-key-0000001']);
        expect(cms.creates()).to.equal(1);
      });

      it('answers 409 to other content under a delivered key and sends it nowhere', async () => {
        const app = await start();
        await postForm(app, 'contact', contactWithKey('twice-key-0000002'));
        const other = await postForm(app, 'contact', contactWithKey('twice-key-0000002', 'Boshqa'));
        expect(other.status).to.equal(409);
        expect(other.json.codes).to.deep.equal({ _form: 'errors.keyReused' });
        expect(cms.records.map((record) => record.data.name)).to.deep.equal(['Dilnoza']);
        expect(cms.creates()).to.equal(1);
      });

      it('keeps a waiting key once: the same submission is 202 queued, other content 409, one delivery', async () => {
        cms.next('fail');
        const app = await start();
        expect(
          (await postForm(app, 'contact', contactWithKey('twice-key-0000003'))).status,
        ).to.equal(202);
        const again = await postForm(app, 'contact', contactWithKey('twice-key-0000003'));
        expect(again.status).to.equal(202);
        expect(again.json).to.deep.equal({ id: 'twice-key-0000003', status: 'queued' });
        const other = await postForm(app, 'contact', contactWithKey('twice-key-0000003', 'Boshqa'));
        expect(other.status).to.equal(409);
        expect(await queue.waiting()).to.deep.equal(['contact-twice-key-0000003']);
        await drained();
        expect(cms.records.map((record) => record.data.name)).to.deep.equal(['Dilnoza']);
      });
    });

    describe('a submission the CMS refuses as invalid (a 400 other than a duplicate key)', () => {
      it('is parked with the reason, counted in /readyz, and not retried', async () => {
        cms.next('refuse');
        const app = await start();
        const { status, json } = await postForm(app, 'contact', formBody(VALID.contact));
        expect(status).to.equal(202);
        await parkedOne();
        expect(await queue.parked()).to.deep.equal([
          { id: `contact-${json.id}`, reason: queue.reasons.refused },
        ]);
        expect(await queue.waiting()).to.deep.equal([]);
        expect(await queueCounts(app)).to.deep.equal({ pending: 0, parked: 1 });
        // Had the refused one been rescheduled, its retry would come a lease after its refusal:
        // before the retry of a later submission that failed after it.
        cms.next('fail');
        expect((await postForm(app, 'appeal', appealWithPdf())).status).to.equal(202);
        await waitFor(() => cms.records.length === 1, SETTLE_MS);
        expect(cms.creates(), 'the refused create once, the later one twice').to.equal(3);
        expect(await queue.parked()).to.have.length(1);
      });

      it('keeps its key taken: the same submission is 202 and stays parked once, other content 409', async () => {
        cms.next('refuse');
        const app = await start();
        expect(
          (await postForm(app, 'contact', contactWithKey('parked-key-000001'))).status,
        ).to.equal(202);
        await parkedOne();
        const again = await postForm(app, 'contact', contactWithKey('parked-key-000001'));
        expect(again.status).to.equal(202);
        expect(again.json).to.deep.equal({ id: 'parked-key-000001', status: 'queued' });
        const other = await postForm(app, 'contact', contactWithKey('parked-key-000001', 'Boshqa'));
        expect(other.status).to.equal(409);
        expect((await queue.parked()).map((entry) => entry.id)).to.deep.equal([
          'contact-parked-key-000001',
        ]);
        expect(await queue.waiting()).to.deep.equal([]);
        expect(cms.creates()).to.equal(1);
      });
    });

    describe('an entry older than the max age', () => {
      const tries: [Write, keyof QueueFixture['reasons']][] = [
        ['fail', 'expiredAfterFailure'],
        ['hang', 'expiredAfterTimeout'],
      ];
      for (const [write, reason] of tries)
        it(`goes to the dead letters when a try fails with ${write === 'fail' ? 'a 500' : 'no answer'}, not before`, async () => {
          cms.otherwise(write);
          const app = await start({}, withShortMaxAge);
          const { status, json } = await postForm(app, 'contact', formBody(VALID.contact));
          expect(status).to.equal(202);
          expect(await queue.waiting(), 'young at its first try').to.deep.equal([
            `contact-${json.id}`,
          ]);
          await parkedOne();
          expect(await queue.parked()).to.deep.equal([
            { id: `contact-${json.id}`, reason: queue.reasons[reason] },
          ]);
          expect(await queueCounts(app)).to.deep.equal({ pending: 0, parked: 1 });
          expect(cms.records).to.deep.equal([]);
        });
    });

    describe('a restart in the middle', () => {
      it('lets a new instance over the same storage deliver each waiting entry once', async () => {
        // The first create reaches the CMS but its answer never comes; the rest fail until the restart.
        cms.next('store-then-hang');
        cms.otherwise('fail');
        const first = await start();
        const answers = [
          await postForm(first, 'appeal', appealWithPdf()),
          await postForm(first, 'contact', formBody({ ...VALID.contact, name: 'Visitor 1' })),
          await postForm(first, 'contact', formBody({ ...VALID.contact, name: 'Visitor 2' })),
        ];
        expect(answers.map((answer) => answer.status)).to.deep.equal([202, 202, 202]);
        await stop(first);
        cms.otherwise('store');
        await start();
        await drained();
        expect(storedKeys().toSorted()).to.deep.equal(
          answers.map((answer) => answer.json.id).toSorted(),
        );
        expect(cms.records.map((record) => record.data.name).toSorted()).to.deep.equal([
          'Aziz Karimov',
          'Visitor 1',
          'Visitor 2',
        ]);
        const appeal = cms.records.find((record) => record.collection === 'appeals');
        expect(appeal!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
      });

      it('still knows a key delivered before it: the same submission is 201 with no second record, other content 409', async () => {
        const first = await start();
        expect(
          (await postForm(first, 'contact', contactWithKey('restart-key-000001'))).status,
        ).to.equal(201);
        await stop(first);
        const second = await start();
        const again = await postForm(second, 'contact', contactWithKey('restart-key-000001'));
        expect(again.status).to.equal(201);
        const other = await postForm(
          second,
          'contact',
          contactWithKey('restart-key-000001', 'Boshqa'),
        );
        expect(other.status).to.equal(409);
        expect(cms.creates()).to.equal(1);
      });
    });
  });
}
