import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

/** The empty state's way back to every vacancy: its link and text. */
const clearLink = (html: string) =>
  /<a class="button button--primary" href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(
    html.slice(html.indexOf('class="vacancy-empty"')),
  );

describe('vacancies: a filter that matches nothing says what to do (issue 33)', () => {
  const suite = appForSuite();

  for (const [prefix, said, hint, clear] of [
    [
      '',
      'Soʻrovingizga mos boʻsh ish oʻrni topilmadi',
      'Boshqa hududni tanlang yoki lavozim nomini qisqaroq yozing',
      'Barcha boʻsh ish oʻrinlarini koʻrsatish',
    ],
    [
      '/en',
      'No vacancies match your search',
      'Choose another region or type fewer letters of the position',
      'Show all vacancies',
    ],
    [
      '/ru',
      'По вашему запросу вакансий нет',
      'Выберите другой регион или сократите название должности',
      'Показать все вакансии',
    ],
  ] as const) {
    it(`says so, how to widen the search, and links to every vacancy (${prefix || '/uz'})`, async () => {
      const page = await getPage(
        suite.app,
        `${prefix}/vacancies?region=Samarqand+viloyati&title=zzz`,
      );
      expect(page.status).to.equal(200);
      expect(page.text).to.include(said);
      expect(page.text).to.include(hint);
      expect(page.text).not.to.match(/\b0 (vacancies|вакансий)|0 ta/);
      const link = clearLink(page.html);
      expect(link?.slice(1)).to.deep.equal([`${prefix}/vacancies`, clear]);
    });
  }

  it('shows no empty state while something matches', async () => {
    const page = await getPage(suite.app, `/en/vacancies?title=cash`);
    expect(page.html).not.to.include('class="vacancy-empty"');
    expect(page.text).to.include('1 vacancy');
  });
});
