import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { SAMPLE_PDF, VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { postgresSchema, waitFor } from '../support/postgres';

const APP_PROCESS = fileURLToPath(new URL('../support/app-process.ts', import.meta.url));

/** The app in a child process, so that it can be killed with SIGKILL; resolves with its URL. */
function startAppProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', APP_PROCESS, JSON.stringify(env)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve((JSON.parse(line) as { url: string }).url),
    );
    child.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
  });
  return { child, url };
}

describe('PostgreSQL queue when an instance is killed mid-delivery', function () {
  this.timeout(60_000);
  const db = postgresSchema();
  const data = tempDataDir();
  let cms: FakeStrapi;
  let survivor: RunningApp | undefined;
  let victim: ChildProcess | undefined;
  after(async () => {
    victim?.kill('SIGKILL');
    await survivor?.close();
    await cms?.close();
    data.remove();
  });

  it('lets the other instance finish the work: nothing lost, nothing doubled', async () => {
    const fake = formsCms(4);
    let holding = true;
    let held = 0;
    cms = await startFakeStrapi(async (request) => {
      if (request.method !== 'POST' || !holding) return fake.handler(request);
      held += 1;
      // The killed instance's calls never get an answer; every other one reached the CMS first.
      if (held % 2 === 0) await fake.handler(request);
      return 'hang';
    });
    const env = {
      CMS_URL: cms.baseUrl,
      DATABASE_URL: db.url,
      DATA_DIR: data.path,
      FORMS_RELAY_WAIT_MS: '300',
      // The victim's leases run 5 s past their last renewal: the survivor waits them out.
      FORMS_CMS_TIMEOUT_MS: '3000',
      OUTBOX_RETRY_BASE_MS: '50',
      OUTBOX_RETRY_MAX_MS: '200',
      LOG_LEVEL: 'silent',
    };
    // Enough delivery slots for every submission, so the victim holds them all when killed.
    const started = startAppProcess({ ...env, OUTBOX_CONCURRENCY: '8' });
    victim = started.child;
    const victimUrl = await started.url;
    await waitFor(async () => (await fetch(`${victimUrl}/readyz`)).status === 200);

    const answers = [];
    for (let index = 0; index < 8; index += 1)
      answers.push(
        await postForm(
          victimUrl,
          'vacancy-application',
          formBody(
            { ...VALID.vacancy, vacancy: 'vacancy-1', locale: 'ru', name: `Applicant ${index}` },
            [{ field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF }],
          ),
        ),
      );
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(8).fill(202));
    await waitFor(() => held === 8);
    expect(fake.records, 'half reached the CMS before the kill').to.have.length(4);
    survivor = await startApp(env);

    victim.kill('SIGKILL');
    holding = false;
    const killedAt = Date.now();
    await waitFor(
      async () => (await db.pool.query('SELECT 1 FROM form_outbox')).rowCount === 0,
      30_000,
    );
    // Not before the victim's leases ran out: its requests might still have been in the CMS.
    expect(Date.now() - killedAt).to.be.above(2_000);
    const keys = fake.records.map((record) => record.data.idempotency_key);
    expect(keys.toSorted()).to.deep.equal(answers.map((answer) => answer.json.id).toSorted());
    expect(
      fake.records.every((record) => record.files.cv_file![0]!.bytes.equals(SAMPLE_PDF)),
    ).to.equal(true);
  });
});
