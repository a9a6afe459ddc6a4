import { expect } from 'chai';
import type { App } from '../../server/app';
import { createTestApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';

/**
 * Issue 32, item 7c. A right-to-left override makes `Dilnoza\u202Efdp.exe` read `Dilnozaexe.pdf`
 * to the operator who opens the appeal; zero-width characters make two equal-looking names
 * differ. Nobody types them: the shared field input drops them before validation and storage.
 */
describe('form fields arrive without invisible direction controls and zero-width characters', () => {
  const data = tempDataDir();
  let cms: FakeStrapi;
  let fake: ReturnType<typeof formsCms>;
  let app: App;
  beforeEach(async () => {
    fake = formsCms(4);
    cms = await startFakeStrapi(fake.handler);
    app = createTestApp({
      CMS_URL: cms.baseUrl,
      CMS_VERSION: '4',
      DATA_DIR: data.path,
      FORMS_RATE_LIMIT_MAX: '100',
    });
  });
  afterEach(async () => {
    await app.stop();
    await cms.close();
  });
  after(() => data.remove());

  const cases = [
    ['a right-to-left override (U+202E)', 'Dilnoza\u202Efdp.exe', 'Dilnozafdp.exe'],
    ['embeddings and overrides U+202A–U+202D', '\u202ADil\u202Bnoza\u202C\u202D', 'Dilnoza'],
    ['isolates U+2066–U+2069', '\u2066Dil\u2067no\u2068za\u2069', 'Dilnoza'],
    ['direction marks (U+200E, U+200F, U+061C)', 'Dil\u200Eno\u200Fza\u061C', 'Dilnoza'],
    ['zero-width space, word joiner and BOM', '\uFEFFDil\u200Bno\u2060za', 'Dilnoza'],
    ['joiners between letters', 'Dil\u200Dno\u200Cza', 'Dilnoza'],
  ] as const;
  for (const [what, typed, stored] of cases) {
    it(`stores the name without ${what}`, async () => {
      const { status } = await postForm(
        app,
        'contact',
        formBody({ ...VALID.contact, name: typed }),
      );
      expect(status).to.equal(201);
      expect(fake.records).to.have.length(1);
      expect(fake.records[0]!.data.name).to.equal(stored);
    });
  }

  it('keeps the joiner inside an emoji sequence in a message (👩‍💻 is 👩, ZWJ, 💻)', async () => {
    const text = 'Ishim haqida 👩🏽\u200D💻 va ❤\uFE0F\u200D🔥';
    const { status } = await postForm(app, 'appeal', formBody({ ...VALID.appeal, text }));
    expect(status).to.equal(201);
    expect(fake.records[0]!.data.text).to.equal(text);
  });

  it('strips the other fields too: the last name and the appeal text', async () => {
    const contact = formBody({ ...VALID.contact, last_name: 'Rahi\u202Emova' });
    expect((await postForm(app, 'contact', contact)).status).to.equal(201);
    const appeal = formBody({ ...VALID.appeal, text: 'Depozit \u2067haqida\u2069 maslahat' });
    expect((await postForm(app, 'appeal', appeal)).status).to.equal(201);
    expect(fake.records.map((record) => record.data.last_name ?? record.data.text)).to.deep.equal([
      'Rahimova',
      'Depozit haqida maslahat',
    ]);
  });

  it('judges the length of what is left: three letters and two overrides are too short a name', async () => {
    const { status, json } = await postForm(
      app,
      'contact',
      formBody({ ...VALID.contact, name: 'A\u202E\u202Eb', locale: 'en' }),
    );
    expect(status).to.equal(400);
    expect(json.codes).to.deep.include({ name: 'errors.nameLength' });
    expect(fake.records).to.have.length(0);
  });
});
