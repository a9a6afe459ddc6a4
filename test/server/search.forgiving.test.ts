import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getJson, getPage } from '../support/html';

interface Hit {
  kind: string;
  title: string;
  path: string;
}

describe('search: forgives typos, scripts and endings', () => {
  const suite = appForSuite();
  const search = (lang: string, query: string) =>
    getJson<Hit[]>(suite.app, `/api/search?locale=${lang}&query=${encodeURIComponent(query)}`);
  const paths = async (lang: string, query: string) =>
    (await search(lang, query)).map((hit) => hit.path);

  for (const [lang, query, path] of [
    ['uz', 'depozt', '/juristic/deposits'],
    ['en', 'depozt', '/deposit/onlayn-omonat'],
    ['uz', 'kredt', '/credit'],
    ['ru', 'вкалд', '/deposit/onlayn-omonat'],
  ] as const) {
    // Among the first two: the deposits section, its title now stemmed, is as near a match.
    it(`finds ${path} among the first two for the missing or swapped letter in "${query}" (${lang})`, async () => {
      expect((await paths(lang, query)).slice(0, 2)).to.include(path);
    });
  }

  it('finds the cards section among the first two for "картп" (ru)', async () => {
    expect((await paths('ru', 'картп')).slice(0, 2)).to.include('/cards');
  });

  it('finds inflected Uzbek words from the stem and the stem from them', async () => {
    expect(await paths('uz', 'depozit')).to.include('/juristic/deposits');
    expect(await paths('uz', 'depozitlar')).to.include('/juristic/deposits');
    expect(await paths('uz', 'omonatlar')).to.include('/deposit/omonat-plus');
  });

  it('finds Latin Uzbek content for Cyrillic Uzbek queries', async () => {
    expect((await search('uz', 'омонат'))[0]).to.include({
      title: 'Omonatlar',
      path: '/deposit',
    });
    expect(await search('uz', 'тўлов')).to.deep.equal(await search('uz', "to'lov"));
  });

  for (const [lang, query, title, path] of [
    ['uz', 'Yunusobod', 'Yunusobod filiali', '/branches?q=Yunusobod%20filiali'],
    ['uz', 'Andijon', 'Andijon filiali', '/branches?q=Andijon%20filiali'],
    ['uz', 'Chilonzor filiali', 'Chilonzor filiali', '/branches?q=Chilonzor%20filiali'],
    ['en', 'Bunyodkor', 'Chilonzor branch', '/branches?q=Chilonzor%20branch'],
    [
      'ru',
      'Чиланзар',
      'Филиал Чиланзар',
      '/branches?q=%D0%A4%D0%B8%D0%BB%D0%B8%D0%B0%D0%BB%20%D0%A7%D0%B8%D0%BB%D0%B0%D0%BD%D0%B7%D0%B0%D1%80',
    ],
  ] as const) {
    it(`finds the place "${title}" first for "${query}" (${lang}), linked to the narrowed branch list`, async () => {
      const hits = await search(lang, query);
      expect(hits[0]).to.include({ kind: 'branch', title, path });
    });
  }

  it('finds only the Chilonzor branch for "Chilonzor filiali", not every branch', async () => {
    expect(await paths('uz', 'Chilonzor filiali')).to.deep.equal([
      '/branches?q=Chilonzor%20filiali',
    ]);
  });

  it('ranks an exact title above near misses in the text', async () => {
    expect((await search('ru', 'курс'))[0]).to.include({ title: 'Курсы валют' });
    expect((await search('en', 'deposits'))[0]).to.include({ title: 'Deposits', path: '/deposit' });
    expect((await search('uz', 'kartalar'))[0]).to.include({ title: 'Bank kartalari' });
  });

  it('answers a 200-letter query and one of many words quickly, without failing', async () => {
    for (const query of ['a'.repeat(200), 'депозит '.repeat(25), 'ʻ'.repeat(200)]) {
      const started = Date.now();
      expect(await search('uz', query)).to.be.an('array');
      expect(Date.now() - started).to.be.lessThan(1000);
    }
  });

  for (const [lang, prefix, nothing, deposits] of [
    ['', '', '«qqqzzz» boʻyicha hech narsa topilmadi', 'href="/deposit"'],
    ['en', '/en', 'Nothing found for “qqqzzz”', 'href="/en/deposit"'],
    ['ru', '/ru', 'По запросу «qqqzzz» ничего не найдено', 'href="/ru/deposit"'],
  ] as const) {
    it(`says nothing was found and offers the main sections (${lang || 'uz'})`, async () => {
      const page = await getPage(suite.app, `${prefix}/search?query=qqqzzz`);
      expect(page.status).to.equal(200);
      expect(page.html).to.include(nothing);
      expect(page.html).to.include(deposits);
      expect(page.html).not.to.include('0 results');
    });
  }
});
