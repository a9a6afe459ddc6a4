import { assert, expect } from 'chai';
import type { CmsServiceOptions } from '../../server/cms/cms-service';
import { CmsUnavailableError } from '../../server/cms/errors';
import { testCmsService } from '../support/test-cms-service';
import { startFakeStrapi, type FakeHandler, type FakeStrapi } from '../support/fake-strapi';
import { fixtureEntry, strapiFixture } from '../support/strapi-fixtures';

const list = (...entries: unknown[]) => ({
  data: entries,
  meta: {
    pagination: { page: 1, pageSize: 25, pageCount: entries.length ? 1 : 0, total: entries.length },
  },
});

function idFilter(query: Record<string, unknown>): unknown {
  return (query.filters as { id?: { $eq?: unknown } } | undefined)?.id?.$eq;
}

/** v4: `/api/contributions/{id}` ignores locale; filters by id work per locale. */
const v4Contributions: FakeHandler = ({ path, query }) => {
  if (path === '/api/news-categories') return { body: strapiFixture(4, 'news-categories.ru.json') };
  if (path === '/api/contributions/3')
    return { body: strapiFixture(4, 'contribution-detail.ru.json') };
  if (path !== '/api/contributions') return undefined;
  if (idFilter(query) === '3' && query.locale === 'ru') {
    return { body: list(fixtureEntry(4, 'contribution-detail.ru.json')) };
  }
  if (idFilter(query) === '2' && query.locale === 'en') {
    return { body: list(fixtureEntry(4, 'contribution-detail.en.json')) };
  }
  return { body: list() };
};

/** v5: a numeric id in the path is a 404; `locale=*` finds the row, its documentId opens `en`. */
const v5Contributions: FakeHandler = ({ path, query }) => {
  if (path === '/api/news-categories') return { body: strapiFixture(5, 'news-categories.ru.json') };
  if (path === '/api/contributions/brr6osbnw41n0pz1ne9k5me3' && query.locale === 'en') {
    return { body: strapiFixture(5, 'contribution-detail.en.json') };
  }
  if (path !== '/api/contributions') return undefined;
  if (idFilter(query) === '6' && query.locale === '*') {
    return { body: list(fixtureEntry(5, 'contributions-list.ru.json')) };
  }
  return { body: list() };
};

describe('CmsService across Strapi versions and languages', () => {
  let fake: FakeStrapi;

  const service = (overrides: Partial<CmsServiceOptions> = {}) =>
    testCmsService(fake.baseUrl, { version: 'auto', ...overrides });

  before(async () => {
    fake = await startFakeStrapi();
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  describe('version detection', () => {
    it('detects a v4 server from its entries', async () => {
      fake.handle(v4Contributions);
      expect(await service().version()).to.equal(4);
      expect(fake.requests[0]).to.deep.include({
        path: '/api/news-categories',
        query: { pagination: { pageSize: '1' }, locale: 'uz' },
      });
    });

    it('detects a v5 server from its entries', async () => {
      fake.handle(v5Contributions);
      expect(await service().version()).to.equal(5);
    });

    it('probes only once', async () => {
      fake.handle(v5Contributions);
      const cms = service();
      await Promise.all([cms.version(), cms.version()]);
      await cms.version();
      expect(fake.requests).to.have.length(1);
    });

    it('probes again after a failed probe', async () => {
      fake.handle(() => ({ status: 502, text: 'Bad Gateway' }));
      const cms = service();
      expect(await cms.version().catch((error: unknown) => error)).to.be.instanceOf(
        CmsUnavailableError,
      );
      fake.handle(v4Contributions);
      expect(await cms.version()).to.equal(4);
    });

    it('gives null, and asks again later, while the probe finds no entries', async () => {
      fake.handle(() => ({ body: list() }));
      const cms = service();
      expect(await cms.version()).to.equal(null);
      expect(await cms.version()).to.equal(null);
      expect(fake.requests).to.have.length(2);
    });

    it('does not probe when the version is configured', async () => {
      fake.handle(v4Contributions);
      expect(await service({ version: 5 }).version()).to.equal(5);
      expect(fake.requests).to.have.length(0);
    });
  });

  describe('details by numeric id', () => {
    it('finds an id of the requested language with one request', async () => {
      fake.handle(v4Contributions);
      const deposit = await service({ version: 4 }).deposit('ru', '3');
      expect(deposit).to.include({ id: 3, locale: 'ru', name: 'Омонат Плюс' });
      expect(fake.requests).to.have.length(1);
    });

    it('on v4, resolves the id of another language through its localizations', async () => {
      fake.handle(v4Contributions);
      const deposit = await service().deposit('en', '3');
      expect(deposit).to.include({ id: 2, locale: 'en', name: 'Omonat Plus' });
      const calls = fake.requests.map(({ path, query }) => [
        path,
        idFilter(query) ?? null,
        query.locale,
      ]);
      expect(calls).to.deep.equal([
        ['/api/contributions', '3', 'en'],
        ['/api/news-categories', null, 'uz'],
        ['/api/contributions/3', null, 'en'],
        ['/api/contributions', '2', 'en'],
      ]);
    });

    it('on v5, resolves the id of another language through its documentId', async () => {
      fake.handle(v5Contributions);
      const deposit = await service().deposit('en', '6');
      expect(deposit).to.include({ id: 4, locale: 'en', name: 'Omonat Plus' });
      const detail = fake.requests.at(-1);
      expect(detail).to.deep.include({ path: '/api/contributions/brr6osbnw41n0pz1ne9k5me3' });
      expect(detail?.query).to.deep.include({ locale: 'en' });
      expect(detail?.query.populate).to.include('advantages.icon').and.not.include('infolist');
      expect(fake.requests.map((request) => request.path)).not.to.include('/api/contributions/6');
    });

    it('gives the same deposit from a v4 and a v5 server', async () => {
      fake.handle(v4Contributions);
      const fromV4 = await service().deposit('en', '3');
      fake.handle(v5Contributions);
      const fromV5 = await service().deposit('en', '6');
      const { id: _v4, translations: _t4, ...v4 } = fromV4 ?? {};
      const { id: _v5, translations: _t5, ...v5 } = fromV5 ?? {};
      const unhashed = (value: object) =>
        JSON.parse(JSON.stringify(value).replace(/_[0-9a-f]{10}\./g, '.'));
      expect(unhashed(v5)).to.deep.equal(unhashed(v4));
      expect(Object.keys(fromV5?.translations ?? {})).to.have.members(['uz', 'ru']);
    });

    it('tries both ways when the version cannot be told yet', async () => {
      const noCategories: FakeHandler = (request) =>
        request.path === '/api/news-categories' ? { body: list() } : v4Contributions(request);
      fake.handle(noCategories);
      expect(await service().deposit('en', '3')).to.include({ id: 2, locale: 'en' });
      fake.handle((request) =>
        request.path === '/api/news-categories' ? { body: list() } : v5Contributions(request),
      );
      expect(await service().deposit('en', '6')).to.include({ id: 4, locale: 'en' });
    });

    it('gives null when no language has the id', async () => {
      fake.handle(v5Contributions);
      expect(await service().deposit('en', '999')).to.equal(null);
    });
  });

  describe('hostile keys', () => {
    const keys = ['../x', 'a?b', '1 OR 1', 'x/../../admin', '%2e%2e', ''];

    it('never reach the CMS and give null', async () => {
      fake.handle(v4Contributions);
      const cms = service();
      for (const key of keys) {
        const results = await Promise.all([
          cms.deposit('ru', key),
          cms.credit('ru', key),
          cms.card('ru', key),
          cms.transfer('ru', key),
          cms.newsItem('ru', key),
          cms.legalEntity('ru', key),
          cms.vacancy('ru', key),
          cms.page('ru', key),
        ]);
        expect(
          results.every((result) => result === null),
          key,
        ).to.equal(true);
      }
      expect(fake.requests).to.have.length(0);
    });

    it('news pages and categories that are not positive integers never reach the CMS', async () => {
      const cms = service();
      for (const query of [
        { page: 0 },
        { page: 1.5 },
        { page: Number.NaN },
        { page: 1, category: -3 },
      ]) {
        const news = await cms.news('ru', query);
        expect(news).to.include({ total: 0 });
        assert.isEmpty(news.items);
      }
      expect(fake.requests).to.have.length(0);
    });
  });
});
