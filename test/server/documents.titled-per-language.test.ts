import { expect } from 'chai';
import type { AxiosAdapter } from 'axios';
import type { App } from '../../server/app';
import { createDemoAdapter } from '../../server/cms/demo/demo-adapter';
import { decode, getPage } from '../support/html';
import { appForSuite, siteOverAdapter } from '../support/start-app';

/** The links of the page's documents list, as a visitor reads them. */
function documentLinks(html: string): string[] {
  const list = /<section class="documents">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
    decode(match[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' '),
  );
}

/** The site over the demo content with every document title taken out of the CMS's answers. */
function siteWithoutTitles(): App {
  const demo = createDemoAdapter();
  const untitled: AxiosAdapter = async (config) => {
    const response = await demo(config);
    const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data);
    const body = text.replace(/"(contract_title|document_titles)":"(?:[^"\\]|\\.)*"/g, '"$1":null');
    return { ...response, data: body };
  };
  return siteOverAdapter(untitled);
}

/**
 * Issue 33: document links showed raw file names ("contract-omonat-plus-ru.pdf"). A document is
 * named by its title in the page's language, with its type and size; without a title, by what it
 * is ("Contract (PDF, 1 KB)"), never by its file name.
 */
describe('documents: named by a title in the page language (issue 33)', () => {
  const suite = appForSuite();

  for (const [path, links] of [
    ['/deposit/omonat-plus', ['«Omonat Plus» omonati shartnomasi (PDF, 1 KB)']],
    ['/en/deposit/omonat-plus', ['Omonat Plus deposit agreement (PDF, 1 KB)']],
    ['/ru/deposit/omonat-plus', ['Договор вклада «Омонат Плюс» (PDF, 1 КБ)']],
    ['/en/credit/avtokredit', ['Car Loan agreement (PDF, 1 KB)']],
    ['/ru/credit/avtokredit', ['Кредитный договор «Автокредит» (PDF, 1 КБ)']],
    [
      '/en/juristic/credits',
      ['Tariffs: Loans (PDF, 1 KB)', 'Application form for businesses (PDF, 1 KB)'],
    ],
    [
      '/juristic/credits',
      ['Tariflar: Kreditlar (PDF, 1 KB)', 'Yuridik shaxslar uchun ariza shakli (PDF, 1 KB)'],
    ],
    [
      '/ru/juristic/credits',
      ['Тарифы: Кредиты (PDF, 1 КБ)', 'Форма заявления для юридических лиц (PDF, 1 КБ)'],
    ],
  ] as const) {
    it(`names the documents of ${path}`, async () => {
      const page = await getPage(suite.app, path);
      expect(page.status).to.equal(200);
      expect(documentLinks(page.html)).to.deep.equal(links);
    });
  }

  describe('a document the CMS gives no title', () => {
    let site: App;
    before(() => (site = siteWithoutTitles()));
    after(() => site.stop());

    for (const [path, links] of [
      ['/en/deposit/omonat-plus', ['Contract (PDF, 1 KB)']],
      ['/ru/credit/avtokredit', ['Договор (PDF, 1 КБ)']],
      ['/juristic/credits', ['Hujjat (PDF, 1 KB)', 'Hujjat (PDF, 1 KB)']],
    ] as const) {
      it(`is named by what it is in the language, never by its file name (${path})`, async () => {
        const page = await getPage(site, path);
        expect(page.status).to.equal(200);
        expect(documentLinks(page.html)).to.deep.equal(links);
        expect(page.text).not.to.match(/[\w-]+\.pdf/);
      });
    }
  });
});
