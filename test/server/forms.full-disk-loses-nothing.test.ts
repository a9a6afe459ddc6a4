import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { App } from '../../server/app';
import { createOutbox } from '../../server/forms/outbox';
import { deadLetters } from '../support/dead-letters';
import { formsCms } from '../support/fake-cms-forms';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { createTestApp } from '../support/start-app';
import { waitFor } from '../support/wait-for';

const SETTINGS = {
  CMS_VERSION: '4',
  // The lease, the least wait between two tries of one key, is this plus 2 s.
  FORMS_CMS_TIMEOUT_MS: '500',
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '100',
  FORMS_RATE_LIMIT_MAX: '100',
};
const LEASE_MS = 2500;
const SUBMISSIONS = 20;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything in a folder, hidden entries (a half-removed `.done-…`) included. */
const everything = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/**
 * Mounts a 400 kB tmpfs for one test, or skips it with the reason when mounting is not permitted
 * (not root, no CAP_SYS_ADMIN); under CI the test is required and fails instead.
 */
function mountTinyDisk(context: Mocha.Context): string {
  const dir = mkdtempSync(join(tmpdir(), 'bank-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=400k', 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch (error) {
    rmdirSync(dir);
    const reason = `cannot mount a tmpfs (${String(error).split('\n')[0]}): run as root`;
    if (process.env.CI === 'true') throw new Error(reason);
    console.log(`      skipped: ${reason}`);
    return context.skip();
  }
}

function unmount(dir: string) {
  execFileSync('umount', [dir], { stdio: 'pipe' });
  rmdirSync(dir);
}

/** Writes to `dir` until the filesystem refuses with ENOSPC; then no new file can be written. */
function fillUp(dir: string) {
  const page = Buffer.alloc(4096, 0x78);
  for (let index = 0; ; index += 1) {
    try {
      writeFileSync(join(dir, `filler-${index}`), page);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).to.equal('ENOSPC');
      return;
    }
  }
}

describe('a full disk loses and repeats nothing (issue 32, item 3)', function () {
  this.timeout(45_000);
  let cms: FakeStrapi | undefined;
  let apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    apps = [];
    await cms?.close();
    cms = undefined;
  });

  it('delivers every waiting submission once the CMS is back, with one create per key, on a disk with no room left', async function () {
    const disk = mountTinyDisk(this);
    try {
      let cmsDown = true;
      const fake = formsCms(4, (request) =>
        request.method === 'POST' && cmsDown ? 'before' : null,
      );
      cms = await startFakeStrapi(fake.handler);
      const env = { ...SETTINGS, CMS_URL: cms.baseUrl, DATA_DIR: disk };
      const app = createTestApp(env);
      apps.push(app);
      for (let index = 0; index < SUBMISSIONS; index += 1) {
        const { status } = await postForm(
          app,
          'contact',
          formBody({ ...VALID.contact, name: `Visitor ${index}` }),
        );
        expect(status, `submission ${index}`).to.equal(202);
      }
      expect(everything(join(disk, 'outbox'))).to.have.length(SUBMISSIONS);
      fillUp(disk);
      expect(() => writeFileSync(join(disk, 'one-more'), 'x')).to.throw(/ENOSPC/);

      const before = cms.requests.length;
      cmsDown = false;
      const creates = () =>
        cms!.requests.slice(before).filter((request) => request.method === 'POST').length;
      await waitFor(
        () => everything(join(disk, 'outbox')).length === 0,
        4 * LEASE_MS,
        () =>
          `${everything(join(disk, 'outbox')).length} still in the outbox after ${creates()} creates`,
      );
      // Two more leases: a delivery counted as failed would have been tried again by now.
      await settle(2 * LEASE_MS);
      const keys = fake.records.map((record) => record.data.idempotency_key);
      expect(new Set(keys).size).to.equal(SUBMISSIONS);
      expect(creates(), 'creates once the CMS was back').to.equal(SUBMISSIONS);
      expect(deadLetters(disk)).to.deep.equal([]);

      // A restart on the still full disk finds nothing to deliver again.
      await app.stop();
      apps = [];
      apps.push(createTestApp(env));
      await settle(LEASE_MS + 1000);
      expect(creates(), 'creates after the restart').to.equal(SUBMISSIONS);
      expect(everything(join(disk, 'outbox'))).to.deep.equal([]);
    } finally {
      await Promise.all(apps.map((app) => app.stop()));
      apps = [];
      unmount(disk);
    }
  });

  it('counts an item renamed as delivered as delivered after a crash: the restart sends it nowhere and still knows its key', async () => {
    const data = tempDataDir();
    try {
      const fake = formsCms(4);
      cms = await startFakeStrapi(fake.handler);
      const outboxDir = join(data.path, 'outbox');
      const outbox = createOutbox(outboxDir, join(data.path, 'outbox-parked'), {
        deliveredDir: join(data.path, 'outbox-delivered'),
      });
      // What an earlier run stored and delivered, then died right after renaming it away.
      const app = createTestApp({ ...SETTINGS, CMS_URL: cms.baseUrl, DATA_DIR: data.path });
      apps.push(app);
      const fields = { ...VALID.contact, idempotency_key: 'crashed-after-rename-01' };
      cms.handle(() => ({ status: 500, body: null }));
      expect((await postForm(app, 'contact', formBody(fields))).status).to.equal(202);
      await app.stop();
      apps = [];
      const id = 'contact-crashed-after-rename-01';
      expect((await outbox.read(id))?.submission.key).to.equal('crashed-after-rename-01');
      renameSync(join(outboxDir, id), join(outboxDir, `.done-${id}`));
      cms.handle(fake.handler);
      const posts = () => cms!.requests.filter((request) => request.method === 'POST').length;
      const triedBefore = posts();

      const restarted = createTestApp({ ...SETTINGS, CMS_URL: cms.baseUrl, DATA_DIR: data.path });
      apps.push(restarted);
      await settle(LEASE_MS + 1000);
      expect(posts(), 'creates after the restart').to.equal(triedBefore);
      expect(everything(outboxDir)).to.deep.equal([]);
      const again = await postForm(restarted, 'contact', formBody(fields));
      expect(again.json).to.deep.equal({
        id: 'crashed-after-rename-01',
        reference: 'EWNVR-UDR68',
        status: 'delivered',
      });
      expect(posts(), 'creates for the resent key').to.equal(triedBefore);
    } finally {
      data.remove();
    }
  });
});
