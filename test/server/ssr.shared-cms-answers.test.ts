import { expect } from 'chai';
import { createTestApp } from '../support/start-app';
import { bootJson, getPage } from '../support/html';

describe('CMS answers shared by every request', () => {
  it('cannot be changed by one reader for the next: the write throws and the next page shows the original', async () => {
    const app = createTestApp({ HTML_CACHE_TTL: '0' });
    try {
      expect((await getPage(app, '/ru/deposit')).text).to.include('Омонат Плюс');
      // The very list the page was rendered from: the CMS service hands it to every request.
      const [deposit] = await app.cms.deposits('ru');
      expect(() => (deposit!.name = 'Изменено одним запросом')).to.throw(TypeError);

      const next = await getPage(app, '/ru/deposit');
      expect(next.status).to.equal(200);
      expect(next.text).to.include('Омонат Плюс');
      expect(next.text).not.to.include('Изменено');
      expect(bootJson(next.html)).to.include('"name":"Омонат Плюс"').and.not.include('Изменено');
    } finally {
      await app.stop();
    }
  });
});
