import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

describe('GET /api/... read API', () => {
  const suite = appForSuite();
  const get = (path: string) => request(suite.app).get(path);

  it('answers plain domain objects, never raw Strapi', async () => {
    const response = await get('/api/deposits?locale=ru');
    expect(response.status).to.equal(200);
    expect(response.headers['cache-control']).to.equal('public, max-age=60');
    const deposits = response.body as Record<string, unknown>[];
    expect(deposits.length).to.be.at.least(4);
    expect(deposits[0]).to.include.keys(
      'id',
      'slug',
      'name',
      'headlineRate',
      'currency',
      'minAmount',
      'locale',
    );
    expect(JSON.stringify(deposits)).not.to.match(/"attributes"|"data":/);
    expect(deposits.every((d) => d.locale === 'ru')).to.equal(true);
  });

  it('answers one item by slug and by numeric id in the asked language', async () => {
    const [first] = (await get('/api/cards?locale=en')).body as {
      id: number;
      slug: string;
    }[];
    const bySlug = (await get(`/api/cards/${first!.slug}?locale=ru`)).body as {
      slug: string;
      locale: string;
      id: number;
    };
    expect(bySlug).to.include({ slug: first!.slug, locale: 'ru' });
    const byId = (await get(`/api/cards/${first!.id}?locale=ru`)).body as { id: number };
    expect(byId.id).to.equal(bySlug.id);
  });

  it('pages the news 13 at a time and filters by category', async () => {
    const page1 = (await get('/api/news?locale=en')).body as {
      items: unknown[];
      pageSize: number;
      total: number;
    };
    expect(page1.pageSize).to.equal(13);
    expect(page1.items).to.have.length(13);
    expect(page1.total).to.be.at.least(15);
    const page2 = (await get('/api/news?locale=en&page=2')).body as { items: unknown[] };
    expect(page2.items).to.have.length(page1.total - 13);
    const [category] = (await get('/api/news-categories?locale=en')).body as {
      id: number;
    }[];
    const filtered = (await get(`/api/news?locale=en&category=${category!.id}`)).body as {
      total: number;
    };
    expect(filtered.total).to.be.above(0).and.below(page1.total);
  });

  it('finds content with the search index', async () => {
    const hits = (await get('/api/search?locale=en&query=deposit')).body as {
      kind: string;
      path: string;
    }[];
    expect(hits.length).to.be.above(0);
    expect(hits.some((hit) => hit.kind === 'deposit' && hit.path.startsWith('/deposit/'))).to.equal(
      true,
    );
  });

  it('answers a JSON 404 for an unknown resource or item', async () => {
    for (const path of [
      '/api/nothing',
      '/api/deposits/no-such-deposit',
      '/api/deposits/a/b',
      '/api/pages',
    ]) {
      const response = await get(path);
      expect(response.status, path).to.equal(404);
      expect(response.headers['content-type']).to.include('application/json');
      expect((response.body as { error: { status: number } }).error.status).to.equal(404);
    }
  });

  it('answers a JSON 400 for a bad parameter', async () => {
    const cases = [
      '/api/deposits?locale=de',
      '/api/news?locale=en&page=0',
      '/api/news?locale=en&category=1%20OR%201',
      '/api/news?locale=en&page=1&page=2',
      '/api/deposits/..%2Fsecrets?locale=en',
    ];
    for (const path of cases) {
      const response = await get(path);
      expect(response.status, path).to.equal(400);
      expect((response.body as { error: { message: string } }).error.message).to.be.a('string');
    }
  });

  it('refuses writes with 405', async () => {
    const response = await request(suite.app).post('/api/deposits');
    expect(response.status).to.equal(405);
    expect(response.headers.allow).to.equal('GET, HEAD');
  });
});
