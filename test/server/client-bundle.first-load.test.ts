import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect } from 'chai';
import { CLIENT_DIST } from '../../server/paths';
import { firstLoadChunks, firstLoadFiles, firstLoadSources } from '../support/client-build';

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

/** The file of a page's first load that bundles `source` (a project path, or a pattern for one). */
const chunkOf = (page: string, source: string | RegExp) =>
  [...firstLoadChunks(page)].find(([, sources]) =>
    sources.some((file) => (typeof source === 'string' ? file === source : source.test(file))),
  )?.[0];

describe('what the first load of a page carries (dist/client/metafile.json)', () => {
  for (const page of PAGES) {
    it(`${page}: no Markdown parser, no yup${FORM_PAGES.includes(page) ? '' : ', no form code'}${page === 'branches' ? '' : ', no map code'}`, () => {
      const sources = firstLoadSources(page);
      expect(
        matching(sources, /node_modules\/(markdown-it|markdown-to-jsx|marked|remark)/),
      ).to.deep.equal([]);
      // Form pages load their schema (and yup) when the visitor enters the form.
      expect(
        matching(
          sources,
          /node_modules\/yup\/|src\/lib\/forms\/(rules|validate)\.ts$|-schema\.ts$/,
        ),
      ).to.deep.equal([]);
      if (!FORM_PAGES.includes(page)) {
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

  it('leaves redux-persist out of every first load: the settings rehydrate after', () => {
    for (const page of PAGES) {
      expect(matching(firstLoadSources(page), /node_modules\/redux-persist\//), page).to.deep.equal(
        [],
      );
    }
  });

  it('fetches a bounded set of files before a page hydrates: at most 20 for a page, 21 for a form page, 16 for the home', () => {
    // The boot's stages (src/entry-client.tsx) are a chunk each, with esbuild's small facade for
    // each stage's exports; every page but the home loads the pages' shared chunk. A form page
    // shares its form's small modules with the schema it loads on first use; a calculator page
    // shares its pieces with the other calculator's page. Since issue 33 the forms share one
    // more chunk esbuild splits out (the places table and the forms' rules), and the appeal's
    // loader reads the district table (30 KB, kept out of the other pages) before it hydrates;
    // the one formatter per language (src/lib/format/) is a chunk the calculator pages share; the
    // bytes stay within test/unit/first-load.budgets.test.ts.
    for (const page of PAGES) {
      expect(firstLoadFiles(page), page).to.have.length.at.most(
        FORM_PAGES.includes(page) ? 21 : 20,
      );
    }
    expect(firstLoadFiles('home')).to.have.length.at.most(16);
  });

  it('evaluates the libraries in stages: react-dom, RTK Query and react-router each in a chunk apart from the app', () => {
    const files = [
      /node_modules\/react-dom\/cjs\/react-dom-client\./,
      /node_modules\/@reduxjs\/toolkit\/dist\/query\//,
      /node_modules\/react-router\//,
      /src\/features\/layout\/components\/site-layout\.tsx$/,
    ].map((source) => chunkOf('home', source));
    expect(files.every((file) => typeof file === 'string')).to.equal(true);
    expect(new Set(files).size).to.equal(4);
  });

  it("asks V8 to compile react-dom's and RTK Query's chunks eagerly, and no other, with their source maps moved down a line", () => {
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const asset = (file: string) => join(CLIENT_DIST, 'assets', file);
    const hinted = [...firstLoadChunks('deposits').keys()].filter((file) =>
      readFileSync(asset(file), 'utf8').startsWith(HINT),
    );
    expect(hinted.sort()).to.deep.equal(
      [
        chunkOf('deposits', /node_modules\/react-dom\/cjs\/react-dom-client\./),
        chunkOf('deposits', /node_modules\/@reduxjs\/toolkit\/dist\/query\/rtk-query\./),
      ].sort(),
    );
    for (const file of hinted) {
      // What browsers are sent: the compressed copies carry the hint too.
      expect(brotliDecompressSync(readFileSync(`${asset(file)}.br`)).toString('utf8')).to.equal(
        readFileSync(asset(file), 'utf8'),
      );
      const lines = readFileSync(asset(file), 'utf8').split('\n');
      const mapped = (
        JSON.parse(readFileSync(`${asset(file)}.map`, 'utf8')) as { mappings: string }
      ).mappings.split(';');
      // The hint's line maps to nothing, and the code's line to the sources, as before the hint.
      expect([mapped[0], mapped[1]!.length > 0, mapped.length <= lines.length]).to.deep.equal([
        '',
        true,
        true,
      ]);
    }
  });

  it('leaves every locale file out of the first loads: a page hydrates with the bundles in its boot data', () => {
    for (const page of PAGES) {
      expect(matching(firstLoadSources(page), /^locales\//), page).to.deep.equal([]);
    }
  });

  it('bundles the small modules pages share with the layout, not in a file each', () => {
    const layout = chunkOf('home', 'src/features/layout/components/site-layout.tsx');
    expect(layout).to.be.a('string');
    for (const shared of [
      'src/components/dropdown.tsx',
      'src/lib/idle-region.tsx',
      'src/features/deposits/api.ts',
    ]) {
      expect(chunkOf('home', shared), shared).to.equal(layout);
    }
  });

  it('bundles the small modules only the other pages share in one file, which the home does not load', () => {
    const shared = chunkOf('deposits', 'src/features/news/components/news-list.tsx');
    expect(shared).to.be.a('string');
    for (const source of [
      'src/lib/format/term.ts',
      'src/components/product-card.tsx',
      'src/components/product-detail.tsx',
      'src/features/branches/lib/opening-status.ts',
    ]) {
      expect(chunkOf('deposits', source), source).to.equal(shared);
    }
    expect(firstLoadFiles('home')).not.to.include(shared);
  });
});
