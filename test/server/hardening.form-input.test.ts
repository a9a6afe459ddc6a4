import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeRequest, type FakeStrapi } from '../support/fake-strapi';
import { formsCms, read } from '../support/fake-cms-forms';
import { SAMPLE_PDF, VALID, formBody, postForm, tempDataDir } from '../support/form-files';

const KEY = 'a1b2c3d4e5f6a7b8c9d0';

/** The fake Strapi also finds a vacancy by its numeric id, as the site's detail lookup asks. */
function readsById(version: 4 | 5, request: FakeRequest) {
  const id = (request.query.filters as { id?: { $eq?: string } } | undefined)?.id?.$eq;
  if (request.path !== '/api/vacancies' || id === undefined) return read(version, request);
  const answer = read(version, {
    ...request,
    query: { filters: { slug: { $eq: id === '6' ? 'vacancy-2' : 'none' } } },
  });
  return answer;
}

async function postRaw(app: App, path: string, body: string, type: string) {
  const response = await request(app)
    .post(path)
    .set({ 'Content-Type': type, Accept: 'application/json' })
    .send(body);
  return { status: response.status, text: response.text };
}

describe('form input an outsider controls (issue 9)', () => {
  const data = tempDataDir();
  let cms: FakeStrapi;
  let fake: ReturnType<typeof formsCms>;
  let app: App;
  beforeEach(async () => {
    fake = formsCms(4, () => null, readsById);
    cms = await startFakeStrapi(fake.handler);
    app = createTestApp({ CMS_URL: cms.baseUrl, CMS_VERSION: '4', DATA_DIR: data.path });
  });
  afterEach(async () => {
    await app.stop();
    await cms.close();
  });
  after(() => data.remove());

  describe('defect 3: malformed fields are a 400 with field errors, never a 500', () => {
    const contact = `${'/api/forms/contact'}`;
    for (const body of ['constructor=1', 'toString=1&valueOf=2', '__proto__=x&hasOwnProperty=1']) {
      it(`urlencoded ${body}`, async () => {
        const { status, text } = await postRaw(
          app,
          contact,
          body,
          'application/x-www-form-urlencoded',
        );
        expect(status).to.equal(400);
        expect(JSON.parse(text).codes).to.include({ name: 'errors.required' });
      });
    }

    it('a field sent twice', async () => {
      const body = new URLSearchParams({ ...VALID.contact });
      body.append('name', 'Second');
      const { status, text } = await postRaw(
        app,
        contact,
        body.toString(),
        'application/x-www-form-urlencoded',
      );
      expect(status).to.equal(400);
      expect(JSON.parse(text).codes).to.deep.equal({ name: 'errors.invalidValue' });
    });

    it('arrays and objects in JSON, without echoing them in any message', async () => {
      const body = JSON.stringify({ ...VALID.contact, name: ['<b>x</b>'], phone: { $gt: 'evil' } });
      const { status, text } = await postRaw(app, contact, body, 'application/json');
      expect(status).to.equal(400);
      expect(JSON.parse(text).codes).to.deep.equal({
        name: 'errors.invalidValue',
        phone: 'errors.invalidValue',
      });
      expect(text).not.to.include('<b>x</b>').and.not.to.include('evil');
    });

    it('the no-JavaScript page /ru/contact', async () => {
      const { status, text } = await postRaw(
        app,
        '/ru/contact',
        'constructor=1',
        'application/x-www-form-urlencoded',
      );
      expect(status).to.equal(400);
      expect(text).to.include('<html lang="ru"');
    });
  });

  describe('defect 9: idempotency keys are scoped per form', () => {
    it('one key on two forms stores both submissions', async () => {
      const appeal = await postForm(
        app,
        'appeal',
        formBody({ ...VALID.appeal, idempotency_key: KEY }),
      );
      const contact = await postForm(
        app,
        'contact',
        formBody({ ...VALID.contact, idempotency_key: KEY }),
      );
      expect([appeal.status, contact.status]).to.deep.equal([201, 201]);
      expect(fake.records.map((record) => record.collection).sort()).to.deep.equal([
        'appeals',
        'contact-requests',
      ]);
    });

    it('the same key again with the same content is the same submission; with other content 409', async () => {
      // A key of its own: the outbox remembers delivered keys for a day, across restarts.
      const key = 'f0e1d2c3b4a5968778695a4b';
      const first = await postForm(
        app,
        'contact',
        formBody({ ...VALID.contact, idempotency_key: key }),
      );
      const again = await postForm(
        app,
        'contact',
        formBody({ ...VALID.contact, idempotency_key: key }),
      );
      const other = await postForm(
        app,
        'contact',
        formBody({ ...VALID.contact, name: 'Someone Else', idempotency_key: key }),
      );
      expect([first.status, again.status, other.status]).to.deep.equal([201, 201, 409]);
      expect(other.json.codes).to.deep.equal({ _form: 'errors.keyReused' });
      expect(fake.records).to.have.length(1);
      expect(fake.records[0]!.data.name).to.equal('Dilnoza');
    });
  });

  it('defect 10: a stored file is named by its detected type, not by the visitor', async () => {
    const names = ['x.html', 'y.svg', 'z.php', '.htaccess'];
    const body = formBody(
      VALID.appeal,
      names.map((name) => ({ field: 'files', name, bytes: SAMPLE_PDF, type: 'text/html' })),
    );
    expect((await postForm(app, 'appeal', body)).status).to.equal(201);
    const stored = fake.records[0]!.files.files!;
    expect(stored.map((file) => file.name)).to.deep.equal(['x.pdf', 'y.pdf', 'z.pdf', 'file.pdf']);
    expect(stored.map((file) => file.type)).to.deep.equal(Array(4).fill('application/pdf'));
  });

  it('low: a vacancy application naming the vacancy by its id arrives linked', async () => {
    const body = formBody({ ...VALID.vacancy, vacancy: '6', locale: 'ru' }, [
      { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF },
    ]);
    expect((await postForm(app, 'vacancy-application', body)).status).to.equal(201);
    expect(fake.records[0]!.data.vacancy).to.equal(6);
  });

  describe('defect 11: cross-site posts', () => {
    it('a foreign Origin gets 403 and nothing reaches the CMS', async () => {
      const { status, json } = await postForm(app, 'contact', formBody(VALID.contact), {
        Origin: 'https://evil.example',
      });
      expect(status).to.equal(403);
      expect(json.codes).to.deep.equal({ _form: 'errors.crossSite' });
      expect(fake.records).to.have.length(0);
    });

    it('without Origin, a foreign Referer gets 403', async () => {
      const { status } = await postForm(app, 'contact', formBody(VALID.contact), {
        Referer: 'https://evil.example/page',
      });
      expect(status).to.equal(403);
    });

    it('a hidden origin (Origin: null) is judged by Sec-Fetch-Site: cross-site 403, same-origin 201', async () => {
      const hidden = (site: string) =>
        postForm(app, 'contact', formBody(VALID.contact), {
          Origin: 'null',
          'Sec-Fetch-Site': site,
        });
      expect((await hidden('cross-site')).status).to.equal(403);
      expect((await hidden('same-origin')).status).to.equal(201);
    });

    // The origin in Host passes only on the loopback (issue 32, item 7a: Host is the client's word;
    // forms.same-origin-is-the-public-origin.test.ts).
    it('our public origin, a loopback origin the request was sent to, and server-to-server posts pass', async () => {
      const sentTo = { Host: '127.0.0.1:8080', Origin: 'http://127.0.0.1:8080' };
      for (const headers of [{ Origin: 'http://bank.test' }, sentTo, {}] as Record<
        string,
        string
      >[]) {
        expect((await postForm(app, 'contact', formBody(VALID.contact), headers)).status).to.equal(
          201,
        );
      }
    });
  });
});
