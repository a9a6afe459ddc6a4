import { expect } from 'chai';
import { startApp } from '../support/start-app';
import { startFakeStrapi } from '../support/fake-strapi';
import { formsCms } from '../support/fake-cms-forms';
import { VALID, formBody, postForm, tempDataDir } from '../support/form-files';
import { waitFor } from '../support/wait-for';

const PROBE = '/api/news-categories?pagination[pageSize]=1&locale=uz';

describe('one CMS stack per process', () => {
  it('probes the Strapi version once for reads and form deliveries together', async () => {
    const data = tempDataDir();
    const fake = formsCms(4);
    const cms = await startFakeStrapi(fake.handler);
    const app = await startApp({ CMS_URL: cms.baseUrl, CMS_VERSION: 'auto', DATA_DIR: data.path });
    try {
      // A numeric id that matches nothing makes the read side ask for the version.
      expect((await fetch(`${app.url}/api/deposits/999999?locale=ru`)).status).to.equal(404);
      expect((await postForm(app.url, 'contact', formBody(VALID.contact))).status).to.equal(201);
      await waitFor(() => fake.records.length === 1);
      expect(cms.requests.filter((request) => request.url === PROBE)).to.have.length(1);
    } finally {
      await app.close();
      await cms.close();
      data.remove();
    }
  });
});
