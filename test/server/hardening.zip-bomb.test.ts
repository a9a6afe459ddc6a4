import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { zipBomb } from '../support/zip-bomb';

describe('a zip bomb named .docx (defect 1)', () => {
  const data = tempDataDir();
  let app: RunningApp;
  before(async () => {
    app = await startApp({ DATA_DIR: data.path });
  });
  after(async () => {
    await app.close();
    data.remove();
  });

  it('is refused with a 4xx in under 2 s while /healthz keeps answering within 200 ms', async () => {
    const body = formBody({ ...VALID.vacancy, locale: 'en' }, [
      { field: 'cv_file', name: 'cv.docx', bytes: zipBomb() },
    ]);
    let done = false;
    const healthTimes: number[] = [];
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${app.url}/healthz`);
        await response.text();
        healthTimes.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const { status, json } = await postForm(app.url, 'vacancy-application', body);
    const elapsed = performance.now() - started;
    done = true;
    await probe;
    expect(status).to.equal(415);
    expect(json.codes).to.deep.equal({ cv_file: 'errors.cvType' });
    expect(elapsed).to.be.below(2000);
    expect(healthTimes.length).to.be.above(0);
    expect(Math.max(...healthTimes)).to.be.below(200);
  });
});
