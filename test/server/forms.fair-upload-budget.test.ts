import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';
import { VALID, formBody, pdfOfSize, postForm, tempDataDir } from '../support/form-files';
import { partialUpload } from '../support/partial-upload';

const MB = 1024 * 1024;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const appealWithPdf = (bytes: number) =>
  formBody(VALID.appeal, [{ field: 'files', name: 'a.pdf', bytes: pdfOfSize(bytes) }]);

describe('fair upload budgets: a few addresses cannot make another visitor’s upload 503 (issue 32, item 4)', function () {
  this.timeout(30_000);
  const data = tempDataDir();
  let app: RunningApp;
  let slow: ReturnType<typeof partialUpload>[] = [];
  // The default budgets: 120 MB in all, 52.5 MB per address.
  before(async () => {
    app = await startApp({ DATA_DIR: data.path, FORMS_RATE_LIMIT_MAX: '100' });
  });
  afterEach(() => {
    for (const upload of slow) upload.socket.destroy();
    slow = [];
  });
  after(async () => {
    await app.close();
    data.remove();
  });

  /** Three slow senders from three addresses, 49.5 + 49.5 + 20.5 MB sent of 50 MB each. */
  async function holdTheBudget() {
    for (const [address, sent] of [
      ['203.0.113.31', 49.5 * MB],
      ['203.0.113.32', 49.5 * MB],
      ['203.0.113.33', 20.5 * MB],
    ] as const) {
      const upload = partialUpload(app.url, 50 * MB, sent, { 'X-Forwarded-For': address });
      slow.push(upload);
      // An upload cut off once past its share is answered, and its bytes are then drained.
      await Promise.race([upload.flushed, upload.answer, settle(5000)]);
      await settle(300);
    }
  }

  it('a fourth address’s appeal with a 1.5 MB file is taken (201), not 503', async () => {
    await holdTheBudget();
    const { status } = await postForm(app.url, 'appeal', appealWithPdf(1.5 * MB), {
      'X-Forwarded-For': '198.51.100.31',
    });
    expect(status).to.equal(201);
  });

  it('so is one with a file just under the 10 MB cap', async () => {
    await holdTheBudget();
    const { status } = await postForm(app.url, 'appeal', appealWithPdf(10 * MB - 1), {
      'X-Forwarded-For': '198.51.100.32',
    });
    expect(status).to.equal(201);
  });
});
