import { expect } from 'chai';
import { SAMPLE_PDF, VALID, formBody, postForm } from '../support/form-files';
import type { Write } from '../support/scripted-forms-cms';
import {
  appealWithPdf,
  postContact,
  queueCounts,
  queueHarness,
  withShortMaxAge,
  type QueueFixture,
} from './queue-contract-harness';

/**
 * The behaviour every submission queue owes the forms (ADR 003 and 006), run against one of them
 * through the whole app and a fake CMS that records what it stored.
 */
export function describeQueueContract(name: string, makeQueueFixture: () => QueueFixture) {
  describe(`${name}: the submission queue contract`, function () {
    this.timeout(30_000);
    const queue = makeQueueFixture();
    const harness = queueHarness(queue);
    const { start, stop, drained, parkedOne, storedKeys } = harness;

    it('delivers a submission and its file to the CMS once, answers 201 and keeps nothing waiting', async () => {
      const app = await start();
      const { status, json } = await postForm(app, 'appeal', appealWithPdf());
      expect(status).to.equal(201);
      expect(json.status).to.equal('delivered');
      expect(harness.cms.records).to.have.length(1);
      expect(harness.cms.records[0]!.data).to.deep.include({
        name: 'Aziz Karimov',
        idempotency_key: json.id,
      });
      expect(harness.cms.records[0]!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
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
          harness.cms.next(write);
          const app = await start();
          const { status, json } = await postForm(app, 'appeal', appealWithPdf());
          expect(status).to.equal(202);
          expect(json.status).to.equal('queued');
          expect(await queue.waiting()).to.deep.equal([`appeal-${json.id}`]);
          await drained(app);
          expect(storedKeys()).to.deep.equal([json.id]);
          expect(harness.cms.records[0]!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
          expect(harness.cms.creates(), 'the failed create and the retry').to.equal(2);
          expect(await queueCounts(app)).to.deep.equal({ pending: 0, parked: 0 });
        });

      it('answers 202 when the CMS takes longer than the visitor waits, and that one try delivers it', async () => {
        harness.cms.next('store-slowly');
        // The try outlives the wait, well within its own timeout.
        const app = await start({ FORMS_RELAY_WAIT_MS: '100', FORMS_CMS_TIMEOUT_MS: '2000' });
        const { status, json } = await postForm(app, 'contact', formBody(VALID.contact));
        expect(status).to.equal(202);
        await drained();
        expect(storedKeys()).to.deep.equal([json.id]);
        expect(harness.cms.creates()).to.equal(1);
      });

      it('keeps the Strapi 5 upload ids of a failed try: the retry repeats only the create', async () => {
        harness.useCms(5);
        harness.cms.next('store', 'fail');
        const app = await start({ CMS_VERSION: '5' });
        const { status, json } = await postForm(app, 'appeal', appealWithPdf());
        expect(status).to.equal(202);
        await drained();
        expect(storedKeys()).to.deep.equal([json.id]);
        expect(harness.cms.uploads.size, 'files uploaded').to.equal(1);
        expect(harness.cms.records[0]!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
      });
    });

    describe('a key sent twice', () => {
      it('stores one CMS record when the same submission comes again, and answers it 201', async () => {
        const app = await start();
        expect((await postContact(app, 'twice-key-0000001')).status).to.equal(201);
        const again = await postContact(app, 'twice-key-0000001');
        expect(again.status).to.equal(201);
        expect(again.json).to.deep.equal({
          id: 'twice-key-0000001',
          reference: '5HTAG-JDFYW',
          status: 'delivered',
        });
        expect(storedKeys()).to.deep.equal(['twice-key-0000001']);
        expect(harness.cms.creates()).to.equal(1);
      });

      it('answers 409 to other content under a delivered key and sends it nowhere', async () => {
        const app = await start();
        await postContact(app, 'twice-key-0000002');
        const other = await postContact(app, 'twice-key-0000002', 'Boshqa');
        expect(other.status).to.equal(409);
        expect(other.json.codes).to.deep.equal({ _form: 'errors.keyReused' });
        expect(harness.cms.records.map((record) => record.data.name)).to.deep.equal(['Dilnoza']);
        expect(harness.cms.creates()).to.equal(1);
      });

      it('keeps a waiting key once: the same submission is 202 queued, other content 409, one delivery', async () => {
        harness.cms.next('fail');
        const app = await start();
        expect((await postContact(app, 'twice-key-0000003')).status).to.equal(202);
        const again = await postContact(app, 'twice-key-0000003');
        expect(again.status).to.equal(202);
        expect(again.json).to.deep.equal({
          id: 'twice-key-0000003',
          reference: 'QG6CH-EJRSY',
          status: 'queued',
        });
        const other = await postContact(app, 'twice-key-0000003', 'Boshqa');
        expect(other.status).to.equal(409);
        expect(await queue.waiting()).to.deep.equal(['contact-twice-key-0000003']);
        await drained();
        expect(harness.cms.records.map((record) => record.data.name)).to.deep.equal(['Dilnoza']);
      });
    });

    describe('a submission the CMS refuses as invalid (a 400 other than a duplicate key)', () => {
      it('is parked with the reason, counted in /readyz, and not retried', async () => {
        harness.cms.next('refuse');
        const app = await start();
        const { status, json } = await postForm(app, 'contact', formBody(VALID.contact));
        expect(status).to.equal(202);
        await parkedOne(app);
        expect(await queue.parked()).to.deep.equal([
          { id: `contact-${json.id}`, reason: queue.reasons.refused },
        ]);
        expect(await queue.waiting()).to.deep.equal([]);
        expect(await queueCounts(app)).to.deep.equal({ pending: 0, parked: 1 });
        // Had the refused one been rescheduled, its retry would come a lease after its refusal:
        // before the retry of a later submission that failed after it.
        harness.cms.next('fail');
        expect((await postForm(app, 'appeal', appealWithPdf())).status).to.equal(202);
        await harness.stored(1);
        expect(harness.cms.creates(), 'the refused create once, the later one twice').to.equal(3);
        expect(await queue.parked()).to.have.length(1);
      });

      it('keeps its key taken: the same submission is 202 and stays parked once, other content 409', async () => {
        harness.cms.next('refuse');
        const app = await start();
        expect((await postContact(app, 'parked-key-000001')).status).to.equal(202);
        await parkedOne();
        const again = await postContact(app, 'parked-key-000001');
        expect(again.status).to.equal(202);
        expect(again.json).to.deep.equal({
          id: 'parked-key-000001',
          reference: 'VTDFZ-AMFAH',
          status: 'queued',
        });
        const other = await postContact(app, 'parked-key-000001', 'Boshqa');
        expect(other.status).to.equal(409);
        expect((await queue.parked()).map((entry) => entry.id)).to.deep.equal([
          'contact-parked-key-000001',
        ]);
        expect(await queue.waiting()).to.deep.equal([]);
        expect(harness.cms.creates()).to.equal(1);
      });
    });

    describe('an entry older than the max age', () => {
      const tries: [Write, keyof QueueFixture['reasons']][] = [
        ['fail', 'expiredAfterFailure'],
        ['hang', 'expiredAfterTimeout'],
      ];
      for (const [write, reason] of tries)
        it(`goes to the dead letters when a try fails with ${write === 'fail' ? 'a 500' : 'no answer'}, not before`, async () => {
          harness.cms.otherwise(write);
          const app = await start({}, withShortMaxAge);
          const { status, json } = await postForm(app, 'contact', formBody(VALID.contact));
          expect(status).to.equal(202);
          expect(await queue.waiting(), 'young at its first try').to.deep.equal([
            `contact-${json.id}`,
          ]);
          await parkedOne(app);
          expect(await queue.parked()).to.deep.equal([
            { id: `contact-${json.id}`, reason: queue.reasons[reason] },
          ]);
          expect(await queueCounts(app)).to.deep.equal({ pending: 0, parked: 1 });
          expect(harness.cms.records).to.deep.equal([]);
        });
    });

    describe('a restart in the middle', () => {
      it('lets a new instance over the same storage deliver each waiting entry once', async () => {
        // The first create reaches the CMS but its answer never comes; the rest fail until the restart.
        harness.cms.next('store-then-hang');
        harness.cms.otherwise('fail');
        const first = await start();
        const answers = [
          await postForm(first, 'appeal', appealWithPdf()),
          await postForm(first, 'contact', formBody({ ...VALID.contact, name: 'Visitor 1' })),
          await postForm(first, 'contact', formBody({ ...VALID.contact, name: 'Visitor 2' })),
        ];
        expect(answers.map((answer) => answer.status)).to.deep.equal([202, 202, 202]);
        await stop(first);
        harness.cms.otherwise('store');
        await start();
        await drained();
        expect(storedKeys().toSorted()).to.deep.equal(
          answers.map((answer) => answer.json.id).toSorted(),
        );
        expect(harness.cms.records.map((record) => record.data.name).toSorted()).to.deep.equal([
          'Aziz Karimov',
          'Visitor 1',
          'Visitor 2',
        ]);
        const appeal = harness.cms.records.find((record) => record.collection === 'appeals');
        expect(appeal!.files.files![0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
      });

      it('still knows a key delivered before it: the same submission is 201 with no second record, other content 409', async () => {
        const first = await start();
        expect((await postContact(first, 'restart-key-000001')).status).to.equal(201);
        await stop(first);
        const second = await start();
        const again = await postContact(second, 'restart-key-000001');
        expect(again.status).to.equal(201);
        const other = await postContact(second, 'restart-key-000001', 'Boshqa');
        expect(other.status).to.equal(409);
        expect(harness.cms.creates()).to.equal(1);
      });
    });
  });
}
