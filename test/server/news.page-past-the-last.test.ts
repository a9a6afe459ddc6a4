import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getJson, getPage } from '../support/html';

interface NewsPage {
  total: number;
  pageSize: number;
}

interface Category {
  id: number;
}

describe('news pages: a page past the last one is the 404 page (issue 33)', () => {
  const suite = appForSuite();

  for (const [prefix, title] of [
    ['', 'Sahifa topilmadi'],
    ['/en', 'Page not found'],
    ['/ru', 'Страница не найдена'],
  ] as const) {
    it(`answers ${prefix}/news?page=99 with the 404 page in the language`, async () => {
      const page = await getPage(suite.app, `${prefix}/news?page=99`);
      expect(page.status).to.equal(404);
      expect(page.text).to.include(title);
    });
  }

  it('keeps the last page 200 and the one after it 404', async () => {
    const { total, pageSize } = await getJson<NewsPage>(suite.app, '/api/v1/news?locale=en');
    const last = Math.ceil(total / pageSize);
    expect(last).to.be.at.least(2);
    expect((await getPage(suite.app, `/en/news?page=${last}`)).status).to.equal(200);
    expect((await getPage(suite.app, `/en/news?page=${last + 1}`)).status).to.equal(404);
  });

  it('counts the pages of a category filter by that category alone', async () => {
    const [category] = await getJson<Category[]>(suite.app, '/api/v1/news-categories?locale=ru');
    const filter = `filters[categories][id][$in]=${category!.id}`;
    const { total, pageSize } = await getJson<NewsPage>(
      suite.app,
      `/api/v1/news?locale=ru&category=${category!.id}`,
    );
    const last = Math.max(1, Math.ceil(total / pageSize));
    expect((await getPage(suite.app, `/ru/news?${filter}&page=${last}`)).status).to.equal(200);
    expect((await getPage(suite.app, `/ru/news?${filter}&page=${last + 1}`)).status).to.equal(404);
  });
});
