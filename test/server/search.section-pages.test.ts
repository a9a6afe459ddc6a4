import { expect } from 'chai';
import type { TFunction } from 'i18next';
import { PAGES } from '../../src/app/routing/page-table';
import type { Lang } from '../../src/lib/lang';
import { cmsFromConfig } from '../../server/cms/cms-from-config';
import type { CmsService } from '../../server/cms/cms-service.types';
import { createServerI18n, loadResources } from '../../server/i18n';
import { createLogger } from '../../server/logger';
import { sectionPages } from '../../server/search/section-pages';
import { appForSuite, testConfig } from '../support/start-app';
import { getJson } from '../support/html';

/** Every section page search indexes, in page-table order, with its title in uz, en and ru. */
const TITLES: [path: string, uz: string, en: string, ru: string][] = [
  ['/deposit', 'Omonatlar', 'Deposits', 'Вклады'],
  ['/deposit/uzs', 'Soʻmdagi omonatlar', 'Deposits in sums', 'Вклады в сумах'],
  ['/deposit/usd', 'Dollardagi omonatlar', 'Deposits in dollars', 'Вклады в долларах'],
  ['/credit', 'Kreditlar', 'Loans', 'Кредиты'],
  ['/cards', 'Bank kartalari', 'Bank cards', 'Банковские карты'],
  ['/transfers', 'Pul oʻtkazmalari', 'Money transfers', 'Денежные переводы'],
  ['/currency', 'Valyuta kurslari', 'Exchange rates', 'Курсы валют'],
  ['/branches', 'Filiallar va bankomatlar', 'Branches and ATMs', 'Филиалы и банкоматы'],
  ['/news', 'Yangiliklar', 'News', 'Новости'],
  ['/vacancies', 'Boʻsh ish oʻrinlari', 'Vacancies', 'Вакансии'],
  ['/about', 'Bank haqida', 'About the bank', 'О банке'],
  ['/individual', 'Jismoniy shaxslar uchun', 'For individuals', 'Частным клиентам'],
  ['/individual/survey', 'Mijozlar soʻrovnomasi', 'Customer survey', 'Опрос клиентов'],
  [
    '/individual/client-rights',
    'Isteʼmolchilar huquqlari',
    'Consumer rights',
    'Права потребителей',
  ],
  [
    '/individual/tariff',
    'Jismoniy shaxslar uchun tariflar',
    'Tariffs for individuals',
    'Тарифы для физических лиц',
  ],
  ['/appeals', 'Murojaatlar', 'Appeals', 'Обращения'],
  [
    '/contact',
    'Qayta qoʻngʻiroq buyurtma qilish',
    'Request a call back',
    'Заказать обратный звонок',
  ],
  ['/juristic', 'Yuridik shaxslar uchun', 'For legal entities', 'Юридическим лицам'],
  [
    '/juristic/tariffs',
    'Yuridik shaxslar uchun tariflar',
    'Tariffs for legal entities',
    'Тарифы для юридических лиц',
  ],
  ['/juristic/open-account', 'Hisobvaraq ochish', 'Open an account', 'Открытие счёта'],
  [
    '/financial-institutions',
    'Moliya institutlari',
    'Financial institutions',
    'Финансовым институтам',
  ],
  ['/investment-funds', 'Investitsiya fondlari', 'Investment funds', 'Инвестиционные фонды'],
];

const LANG_COLUMN: Record<Lang, 1 | 2 | 3> = { uz: 1, en: 2, ru: 3 };

describe('search: section pages from the page table (server/search/section-pages.ts)', () => {
  const cms = cmsFromConfig(testConfig(), createLogger('silent'));
  const i18n = createServerI18n(loadResources());
  const t = (lang: Lang): TFunction => i18n.getFixedT(lang);

  describe('the page table', () => {
    it('marks these routes as sections (`search`)', () => {
      expect(PAGES.filter((page) => page.search).map((page) => page.path)).to.deep.equal([
        'deposit',
        'deposit/uzs',
        'deposit/usd',
        'credit',
        'cards',
        'transfers',
        'currency',
        'branches',
        'news',
        'vacancies',
        'about',
        'individual',
        'individual/:slug',
        'appeals',
        'contact',
        'juristic',
        'juristic/tariffs',
        'juristic/open-account',
        'financial-institutions',
        'investment-funds',
      ]);
    });

    it('leaves out only these: the home, the search, details and the 404', () => {
      // A new page lands in one list or the other: whoever adds it decides whether search finds it.
      // Details are found as the CMS entries they show (collections.ts `search`).
      expect(PAGES.filter((page) => !page.search).map((page) => page.path)).to.deep.equal([
        undefined,
        'deposit/:slug',
        'credit/:slug',
        'cards/:slug',
        'transfers/:slug',
        'news/:slug',
        'vacancies/:slug',
        'search',
        '*',
        'juristic/:slug',
      ]);
    });
  });

  describe('sectionPages(cms, lang, t)', () => {
    it('indexes exactly these paths, the same in every language', async () => {
      for (const lang of ['uz', 'en', 'ru'] as const) {
        const paths = (await sectionPages(cms, lang, t)).map((section) => section.path);
        expect(paths, lang).to.deep.equal(TITLES.map(([path]) => path));
      }
    });

    for (const lang of ['uz', 'en', 'ru'] as const) {
      it(`titles every section in ${lang}, the other two titles its aliases`, async () => {
        const sections = await sectionPages(cms, lang, t);
        expect(sections.map(({ path, title }) => [path, title])).to.deep.equal(
          TITLES.map((row) => [row[0], row[LANG_COLUMN[lang]]]),
        );
        for (const row of TITLES) {
          const section = sections.find(({ path }) => path === row[0])!;
          for (const other of (['uz', 'en', 'ru'] as const).filter((l) => l !== lang)) {
            expect(section.aliases, `${row[0]} (${lang})`).to.include(row[LANG_COLUMN[other]]);
          }
        }
      });
    }

    it('gives a meta section its description, a CMS section its page text', async () => {
      const byPath = new Map((await sectionPages(cms, 'en', t)).map((s) => [s.path, s]));
      expect(byPath.get('/individual')?.text).to.equal('Survey, client rights and tariffs.');
      expect(byPath.get('/deposit/usd')?.text).to.equal('Deposits in US dollars.');
      expect(byPath.get('/juristic/open-account')?.text).to.match(
        /^Open a business settlement account in one business day\. /,
      );
      expect(byPath.get('/individual/survey')?.text).to.match(
        /^Help us improve: the survey takes 3 minutes\. /,
      );
      expect(byPath.get('/financial-institutions')?.text).to.match(
        /^Correspondent relations and accounts\. Namuna Bank works with banks/,
      );
    });

    it('reads what the rates page shows: the converter, and the currencies by code and name', async () => {
      const currency = (await sectionPages(cms, 'ru', t)).find((s) => s.path === '/currency')!;
      expect(currency.text).to.include('Конвертер валют.');
      for (const alias of ['USD', 'EUR', 'Yevro', 'Valyuta kurslari', 'Exchange rates']) {
        expect(currency.aliases).to.include(alias);
      }
    });

    it('titles a section as the page heads itself, by its locale title, whatever the CMS page is called', async () => {
      const renamed: CmsService = {
        ...cms,
        page: async (lang, key) => {
          const page = await cms.page(lang, key);
          return page && { ...page, title: `${page.title} (CMS)` };
        },
      };
      const sections = await sectionPages(renamed, 'ru', t);
      const titleOf = (path: string) => sections.find((s) => s.path === path)?.title;
      expect(titleOf('/financial-institutions')).to.equal('Финансовым институтам');
      expect(titleOf('/about')).to.equal('О банке (CMS)');
    });

    it('drops a CMS-only section whose page the CMS does not answer, keeps the others', async () => {
      const down: CmsService = { ...cms, page: () => Promise.reject(new Error('CMS down')) };
      const paths = (await sectionPages(down, 'uz', t)).map((s) => s.path);
      expect(paths).to.deep.equal([
        '/deposit',
        '/deposit/uzs',
        '/deposit/usd',
        '/credit',
        '/cards',
        '/transfers',
        '/currency',
        '/branches',
        '/news',
        '/vacancies',
        '/individual',
        '/appeals',
        '/contact',
        '/juristic',
        '/financial-institutions',
        '/investment-funds',
      ]);
    });
  });

  describe('GET /api/search', () => {
    const suite = appForSuite();
    const search = (lang: Lang, query: string) =>
      getJson<{ kind: string; path: string; title: string }[]>(
        suite.app,
        `/api/search?locale=${lang}&query=${encodeURIComponent(query)}`,
      );

    for (const lang of ['uz', 'en', 'ru'] as const) {
      it(`finds each section page by its title in ${lang}, among the first three`, async () => {
        for (const row of TITLES) {
          const title = row[LANG_COLUMN[lang]];
          const hits = (await search(lang, title))
            .slice(0, 3)
            .map(({ kind, path, title }) => ({ kind, path, title }));
          expect(hits, `"${title}"`).to.deep.include({ kind: 'page', path: row[0], title });
        }
      });
    }
  });
});
