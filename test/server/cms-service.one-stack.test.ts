import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';
import { startFakeStrapi, type FakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { waitFor } from '../support/wait-for';

describe('one CMS stack per process', () => {
  let cms: FakeStrapi;
  let app: RunningApp;
  const data = tempDataDir();
  const fake = formsCms(4);
  before(async () => {
    cms = await startFakeStrapi(fake.handler);
    app = await startApp({ CMS_URL: cms.baseUrl, CMS_VERSION: 'auto', DATA_DIR: data.path });
  });
  after(async () => {
    await app.close();
    await cms.close();
    data.remove();
  });

  it('probes the Strapi version once for reads and form deliveries together', async () => {
    // A numeric id that matches nothing makes the read side ask for the version.
    expect((await fetch(`${app.url}/api/deposits/999999?locale=ru`)).status).to.equal(404);
    expect((await postForm(app.url, 'contact', formBody(VALID.contact))).status).to.equal(201);
    await waitFor(() => fake.records.length === 1);
    const probes = cms.requests.filter(
      (request) => request.url === '/api/news-categories?pagination[pageSize]=1&locale=uz',
    );
    expect(probes).to.have.length(1);
  });
});
