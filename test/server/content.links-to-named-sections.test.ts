import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

/**
 * Demo texts that tell a visitor to go to a section of the site link to it, in the page's language
 * ("choose Suggestion in the Appeals section" named it without a link).
 */
const NAMED_SECTIONS = [
  ['/individual/survey', '<a href="/appeals">«Murojaatlar»</a>'],
  ['/en/individual/survey', '<a href="/en/appeals">Appeals</a>'],
  ['/ru/individual/survey', '<a href="/ru/appeals">«Обращения»</a>'],
  ['/ru/individual/client-rights', '<a href="/ru/appeals">«Обращения»</a>'],
  ['/en/juristic/tariffs', '<a href="/en/juristic/oferta">Public offer</a>'],
  ['/juristic/tariffs', '<a href="/juristic/oferta">«Ommaviy oferta»</a>'],
  ['/ru/news/half-year-results-2026', '<a href="/ru/about">«О банке»</a>'],
  ['/en/news/autumn-deposit-23', '<a href="/en/deposit">Deposits</a>'],
  ['/news/mobile-app-update', '<a href="/appeals">«Murojaatlar»</a>'],
  [
    '/ru/news/payroll-for-small-business',
    '<a href="/ru/juristic/payroll-project">«Юридическим лицам»</a>',
  ],
] as const;

describe('texts that name a section of the site link to it, in the visitor’s language', () => {
  const suite = appForSuite();

  for (const [path, link] of NAMED_SECTIONS) {
    it(`links ${path} to ${/href="([^"]+)"/.exec(link)![1]}`, async () => {
      const page = await getPage(suite.app, path);
      expect(page.status).to.equal(200);
      expect(page.html).to.include(link);
    });
  }
});
