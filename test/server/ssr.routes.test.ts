import { assert, expect } from 'chai';
import { LANGS, type Lang } from '../../src/lib/lang';
import { localePath } from '../../src/lib/paths';
import { appForSuite } from '../support/start-app';
import { firstTag, getJson, getPage, htmlLang } from '../support/html';
import { loadResources } from '../../server/i18n';
import { DETAILS, JURISTIC_SECTIONS, STATIC_PAGES, STATIC_ROUTES } from '../support/route-sweep';

type Named = { slug: string; name?: string; title?: string; id?: number };
const resources = loadResources();
const meta = (lang: Lang, key: string) =>
  (resources[lang]!.common as { meta: Record<string, { title: string }> }).meta[key]!.title;

const NOT_FOUND: Record<Lang, string> = {
  uz: 'Kechirasiz, siz qidirayotgan sahifani topa olmadik',
  en: 'Sorry, we could not find the page you are looking for',
  ru: 'К сожалению, мы не смогли найти страницу, которую вы ищете',
};

describe('server-rendered routes (§2.1–2.3) in uz, en and ru', () => {
  const suite = appForSuite();

  for (const lang of LANGS) {
    describe(`in ${lang}`, () => {
      const open = (path: string) => getPage(suite.app, `${localePath(lang, path)}`);

      it('renders the home page with its heading, products and the footer', async () => {
        const page = await open('/');
        expect(page.status).to.equal(200);
        expect(htmlLang(page.html)).to.equal(lang);
        expect(firstTag(page.html, 'h1')).to.equal(meta(lang, 'home'));
        const deposits = await getJson<Named[]>(suite.app, `/api/deposits?locale=${lang}`);
        expect(page.text).to.include(deposits[0]!.name);
        expect(page.text).to.include('25.12.2021');
      });

      for (const [path, key] of STATIC_ROUTES) {
        it(`renders ${path} with its heading`, async () => {
          const page = await open(path);
          expect(page.status).to.equal(200);
          expect(htmlLang(page.html)).to.equal(lang);
          expect(firstTag(page.html, 'h1')).to.equal(meta(lang, key));
          expect(firstTag(page.html, 'title')).to.equal(`${meta(lang, key)} | Namuna Bank`);
        });
      }

      for (const [path, slug] of STATIC_PAGES) {
        it(`renders the CMS page ${path}`, async () => {
          const page = await open(path);
          const cms = await getJson<{ title: string }>(
            suite.app,
            `/api/pages/${slug}?locale=${lang}`,
          );
          expect(page.status).to.equal(200);
          expect(firstTag(page.html, 'h1')).to.equal(cms.title);
        });
      }

      it('renders every legal-entity sub page of §2.2', async () => {
        for (const slug of JURISTIC_SECTIONS) {
          const page = await open(`/juristic/${slug}`);
          const entity = await getJson<{ title: string }>(
            suite.app,
            `/api/legal-entities/${slug}?locale=${lang}`,
          );
          expect(page.status, slug).to.equal(200);
          expect(firstTag(page.html, 'h1')).to.equal(entity.title);
        }
      });

      for (const [base, api] of DETAILS) {
        it(`renders every ${base}/{slug} detail with its name`, async () => {
          const items = await getJson<Named[]>(suite.app, `/api/${api}?locale=${lang}`);
          assert.isNotEmpty(items);
          for (const item of items) {
            const page = await open(`${base}/${item.slug}`);
            expect(page.status, item.slug).to.equal(200);
            expect(page.text).to.include(item.name ?? item.title);
          }
        });
      }

      it('renders a news item and the news list filtered by a category', async () => {
        const news = await getJson<{ items: Named[] }>(suite.app, `/api/news?locale=${lang}`);
        const item = news.items[0]!;
        const detail = await open(`/news/${item.slug}`);
        expect(detail.status).to.equal(200);
        expect(firstTag(detail.html, 'h1')).to.equal(item.title);
        const [category] = await getJson<{ id: number; name: string }[]>(
          suite.app,
          `/api/news-categories?locale=${lang}`,
        );
        const filtered = await open(`/news?filters[categories][id][$in]=${category!.id}`);
        expect(filtered.status).to.equal(200);
        expect(firstTag(filtered.html, 'h1')).to.include(category!.name);
      });

      it('answers 404 with the not-found text for an unknown path and unknown slugs', async () => {
        for (const path of [
          '/no-such-page',
          '/deposit/no-such-deposit',
          '/news/missing',
          '/juristic/nothing',
          '/individual/nothing',
          '/cards/999999',
        ]) {
          const page = await open(path);
          expect(page.status, path).to.equal(404);
          expect(page.text, path).to.include(NOT_FOUND[lang]);
          expect(htmlLang(page.html)).to.equal(lang);
        }
      });
    });
  }

  it('addresses a deposit by the record id of any language and shows it in the page language', async () => {
    const ru = await getJson<Named[]>(suite.app, `/api/deposits?locale=ru`);
    const en = await getJson<Named[]>(suite.app, `/api/deposits?locale=en`);
    const ruDeposit = ru[0]!;
    const enTwin = en.find((d) => d.slug === ruDeposit.slug)!;
    const page = await getPage(suite.app, `/en/deposit/${ruDeposit.id}`);
    expect(page.status).to.equal(200);
    expect(firstTag(page.html, 'h1')).to.equal(enTwin.name);
  });

  it('answers 400 for a news filter that cannot be an id', async () => {
    const page = await getPage(suite.app, `/en/news?filters[categories][id][$in]=abc`);
    expect(page.status).to.equal(400);
    expect(page.text).to.include('Bad request');
  });
});
