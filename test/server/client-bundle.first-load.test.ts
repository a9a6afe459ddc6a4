import { expect } from 'chai';
import { firstLoadSources } from '../support/client-build';

/** Every page module of the site (src/app/routes/*.tsx). */
const PAGES = [
  'appeals',
  'branches',
  'card-detail',
  'cards',
  'contact',
  'credit-detail',
  'credits',
  'currency',
  'deposit-detail',
  'deposits',
  'financial-institutions',
  'home',
  'individual',
  'investment-funds',
  'juristic',
  'legal-entity',
  'news-detail',
  'news',
  'open-account',
  'search',
  'static-page',
  'transfer-detail',
  'transfers',
  'vacancies',
  'vacancy-detail',
];
const FORM_PAGES = ['appeals', 'contact', 'open-account', 'vacancy-detail'];

const matching = (sources: string[], pattern: RegExp) =>
  sources.filter((file) => pattern.test(file));

describe('what the first load of a page carries (dist/client/metafile.json)', () => {
  for (const page of PAGES) {
    it(`${page}: no Markdown parser${FORM_PAGES.includes(page) ? '' : ', no yup, no form code'}${page === 'branches' ? '' : ', no map code'}`, () => {
      const sources = firstLoadSources(page);
      expect(
        matching(sources, /node_modules\/(markdown-it|markdown-to-jsx|marked|remark)/),
      ).to.deep.equal([]);
      if (!FORM_PAGES.includes(page)) {
        expect(matching(sources, /node_modules\/yup\//)).to.deep.equal([]);
        expect(
          matching(
            sources,
            /(appeal|contact|open-account|vacancy-application)-form\.tsx$|src\/lib\/forms\/(validate|use-form-controller|post-form)\.ts$/,
          ),
        ).to.deep.equal([]);
      }
      if (page !== 'branches') {
        expect(matching(sources, /src\/features\/branches\/map\//)).to.deep.equal([]);
      }
    });
  }

  it('keeps the contact form out of product pages, which open it on a press', () => {
    expect(
      matching(firstLoadSources('deposit-detail'), /contact-form|contact-modal\.tsx/),
    ).to.deep.equal([]);
  });
});
