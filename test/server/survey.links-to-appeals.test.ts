import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

describe('the survey page sends a visitor to the appeal form it names, in their language', () => {
  const suite = appForSuite();

  for (const [path, link] of [
    ['/individual/survey', '<a href="/appeals">«Murojaatlar»</a>'],
    ['/en/individual/survey', '<a href="/en/appeals">Appeals</a>'],
    ['/ru/individual/survey', '<a href="/ru/appeals">«Обращения»</a>'],
  ] as const) {
    it(`links ${path} to the appeals page`, async () => {
      const page = await getPage(suite.app, path);
      expect(page.status).to.equal(200);
      expect(page.html).to.include(link);
    });
  }
});
