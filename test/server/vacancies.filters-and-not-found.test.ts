import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage } from '../support/html';

/** The vacancy titles a page lists, in order. */
const titles = (html: string) =>
  [...html.matchAll(/<li class="vacancy-list__item"><h2><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe('vacancies: filters without JavaScript and the §5 not-found page', () => {
  const suite = appForSuite();

  it('lists every vacancy with a region select of the regions that have one', async () => {
    const page = await getPage(suite.app, `/en/vacancies`);
    expect(page.status).to.equal(200);
    expect(titles(page.html)).to.deep.equal([
      'Call centre agent',
      'Cashier',
      'Frontend developer',
      'Loan officer',
    ]);
    expect(page.html).to.match(
      /<form class="vacancy-filters"[^>]* action="\/en\/vacancies" method="get">/,
    );
    expect(page.html).to.include('<option value="Toshkent shahri">Tashkent city</option>');
    expect(page.html).to.include('<option value="Samarqand viloyati">Samarkand region</option>');
  });

  it('filters by region as a GET parameter, with the choice kept in the select', async () => {
    const page = await getPage(suite.app, `/ru/vacancies?region=Samarqand+viloyati`);
    expect(titles(page.html)).to.deep.equal(['Кредитный специалист']);
    expect(page.text).to.include('1 вакансия');
    expect(page.html).to.include('<option value="Samarqand viloyati" selected="">');
  });

  it('filters by title text in the page language, ignoring case', async () => {
    expect(titles((await getPage(suite.app, `/en/vacancies?title=CASH`)).html)).to.deep.equal([
      'Cashier',
    ]);
    const uz = await getPage(suite.app, `/vacancies?title=Mutaxassis`);
    expect(titles(uz.html)).to.deep.equal(['Kredit mutaxassisi']);
  });

  it('combines both filters and says when nothing matches', async () => {
    const page = await getPage(suite.app, `/en/vacancies?region=Samarqand+viloyati&title=cash`);
    expect(titles(page.html)).to.deep.equal([]);
    expect(page.text).to.include('No vacancies match your search');
  });

  for (const [prefix, title, text] of [
    ['', 'Boʻsh ish oʻrni topilmadi', 'Soʻralgan boʻsh ish oʻrni mavjud emas yoki olib tashlangan'],
    ['/en', 'Vacancy not found', 'The requested vacancy does not exist or has been removed'],
    ['/ru', 'Вакансия не найдена', 'Запрошенная вакансия не существует или была удалена'],
  ] as const) {
    it(`answers an unknown vacancy with 404 and §5's texts (${prefix || '/uz'})`, async () => {
      const page = await getPage(suite.app, `${prefix}/vacancies/no-such-vacancy`);
      expect(page.status).to.equal(404);
      expect(page.text).to.include(title);
      expect(page.text).to.include(text);
    });
  }

  for (const slug of ['a..b', '%25%25%25']) {
    it(`answers the malformed slug /en/vacancies/${slug} with 404 and §5's texts`, async () => {
      const page = await getPage(suite.app, `/en/vacancies/${slug}`);
      expect(page.status).to.equal(404);
      expect(page.text).to.include('Vacancy not found');
      expect(page.text).to.include('The requested vacancy does not exist or has been removed');
    });
  }

  it('keeps the generic 404 texts for other unknown pages', async () => {
    const page = await getPage(suite.app, `/en/credit/no-such-loan`);
    expect(page.status).to.equal(404);
    expect(page.text).to.include('Page not found');
    expect(page.text).not.to.include('Vacancy not found');
  });
});
