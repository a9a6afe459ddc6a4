import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getJson, getPage } from '../support/html';

interface Hit {
  kind: string;
  title: string;
  path: string;
  snippet: { text: string; isMatch: boolean }[];
}

describe('search: finds what visitors type', () => {
  const suite = appForSuite();
  const search = (lang: string, query: string) =>
    getJson<Hit[]>(suite.app, `/api/search?locale=${lang}&query=${encodeURIComponent(query)}`);

  it('finds the currency rates page for "курс" in Russian, first', async () => {
    const hits = await search('ru', 'курс');
    expect(hits[0]).to.include({ kind: 'page', path: '/currency', title: 'Курсы валют' });
  });

  it('finds deposits despite the typo "deposti" in English', async () => {
    const hits = await search('en', 'deposti');
    expect(hits.filter((hit) => hit.kind === 'deposit').map((hit) => hit.path)).to.include(
      '/deposit/omonat-plus',
    );
  });

  it("gives the same results for to'lov, toʻlov and to‘lov in Uzbek", async () => {
    const keyboard = await search('uz', "to'lov");
    expect(keyboard.length).to.be.greaterThan(3);
    expect(await search('uz', 'toʻlov')).to.deep.equal(keyboard);
    expect(await search('uz', 'to‘lov')).to.deep.equal(keyboard);
  });

  for (const [lang, query, path] of [
    ['en', 'exchange rate', '/currency'],
    ['en', 'correspondent', '/financial-institutions'],
    ['en', 'investment fund', '/investment-funds'],
    ['en', 'vacancy', '/vacancies'],
    ['en', 'overdraft', '/juristic/payroll-project'],
    ['uz', 'filiallar', '/branches'],
    ['ru', 'обращение', '/appeals'],
    ['ru', 'обратный звонок', '/contact'],
    ['en', 'call back', '/contact'],
    ['uz', 'qoʻngʻiroq', '/contact'],
  ] as const) {
    it(`finds ${path} for "${query}" (${lang})`, async () => {
      expect((await search(lang, query)).map((hit) => hit.path)).to.include(path);
    });
  }

  it('finds body text of a legal-entity section, not only its name', async () => {
    const hits = await search('en', 'specimen signature');
    expect(hits.map((hit) => hit.path)).to.include('/juristic/open-account');
  });

  it('returns plain-text snippets: no Markdown syntax, the matched words marked', async () => {
    for (const [lang, query] of [
      ['en', 'rate'],
      ['ru', 'процент'],
      ['uz', 'omonat'],
      ['en', 'tariff'],
      ['ru', 'тариф'],
    ] as const) {
      const hits = await search(lang, query);
      expect(hits.length).to.be.greaterThan(0);
      for (const hit of hits) {
        const text = hit.snippet.map((part) => part.text).join('');
        expect(text, `${hit.path}: ${text}`).not.to.match(/\*\*|^#|\s#{1,6}\s|---|\|\s|\]\(/);
      }
      const marked = hits.flatMap((hit) => hit.snippet.filter((part) => part.isMatch));
      expect(marked.length).to.be.greaterThan(0);
    }
  });

  it('shows the results page grouped by type with counts and <mark>ed words', async () => {
    const page = await getPage(suite.app, `/ru/search?query=${encodeURIComponent('курс')}`);
    expect(page.status).to.equal(200);
    expect(page.html).to.match(
      /<h2 class="search-results__heading"[^>]*>Разделы<!-- --> <span class="search-results__count">1<\/span><\/h2>/,
    );
    expect(page.html).to.include('<mark>Курс</mark>');
  });
});
