import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, expect } from 'chai';
import { shapeDiff } from './demo-json-shape';
import { demoClient, getList, getOne, v4Fixture } from './demo-test-kit';

const DETAIL_POPULATE =
  'populate[0]=image&populate[1]=contract&populate[2]=infolist&populate[3]=faq' +
  '&populate[4]=percents&populate[5]=advantages&populate[6]=advantages.icon&populate[7]=localizations';

describe('demo adapter: Strapi 4 query semantics', () => {
  const client = demoClient();

  describe('identity across languages', () => {
    it('gives every language version its own id and the same slug', async () => {
      const rows = await getList(
        client,
        '/api/contributions?filters[slug][$eq]=omonat-plus&locale=all',
      );
      expect(rows.map((row) => row.attributes.locale)).to.deep.equal(['uz', 'en', 'ru']);
      expect(new Set(rows.map((row) => row.id)).size).to.equal(3);
      expect(new Set(rows.map((row) => row.attributes.slug))).to.deep.equal(
        new Set(['omonat-plus']),
      );
    });

    it('points localizations at the other versions, which point back', async () => {
      const [uz] = await getList(client, '/api/contributions?filters[slug][$eq]=dollar-plus');
      const detail = await getOne(client, `/api/contributions/${uz?.id}?${DETAIL_POPULATE}`);
      const others = (
        detail.attributes.localizations as {
          data: { id: number; attributes: { locale: string } }[];
        }
      ).data;
      expect(others.map((other) => other.attributes.locale).sort()).to.deep.equal(['en', 'ru']);
      for (const other of others) {
        const back = await getOne(client, `/api/contributions/${other.id}?populate=localizations`);
        const ids = (back.attributes.localizations as { data: { id: number }[] }).data.map(
          (x) => x.id,
        );
        expect(ids).to.include(detail.id);
      }
    });

    it('ignores locale on a detail: the ru id asked with locale=en answers the ru row', async () => {
      const [ru] = await getList(
        client,
        '/api/contributions?filters[slug][$eq]=omonat-plus&locale=ru',
      );
      const row = await getOne(client, `/api/contributions/${ru?.id}?locale=en`);
      expect(row.id).to.equal(ru?.id);
      expect(row.attributes.locale).to.equal('ru');
      expect(
        shapeDiff(v4Fixture('extra.contribution-detail-uz-id-with-locale-en.json'), {
          data: row,
          meta: {},
        }),
      ).to.deep.equal([]);
    });

    it('reads news categories by their own id in each language', async () => {
      const categories = await getList(client, '/api/news-categories?locale=all');
      expect(categories).to.have.length(6);
      const ru = categories.find(
        (c) => c.attributes.locale === 'ru' && c.attributes.name === 'Новости банка',
      );
      const uz = categories.find(
        (c) => c.attributes.locale === 'uz' && c.attributes.name === 'Bank yangiliklari',
      );
      assert.isNotEmpty(
        await getList(client, `/api/news?filters[categories][id][$in]=${ru?.id}&locale=ru`),
      );
      assert.isEmpty(
        await getList(client, `/api/news?filters[categories][id][$in]=${uz?.id}&locale=ru`),
      );
    });
  });

  describe('locale', () => {
    it('defaults to uz', async () => {
      const rows = await getList(client, '/api/cards');
      expect(rows.every((row) => row.attributes.locale === 'uz')).to.equal(true);
    });

    it('answers 404 for a single type in an unknown locale', async () => {
      const response = await client.get('/api/social-link?locale=xx');
      expect(response.status).to.equal(404);
      expect(response.data).to.deep.equal(v4Fixture('error-404.unknown-id.json'));
    });
  });

  describe('filters and sort', () => {
    it('filters with $eq on any scalar', async () => {
      const rows = await getList(
        client,
        '/api/contributions?filters[currency_type][$eq]=USD&locale=en',
      );
      expect(rows.length).to.be.at.least(2);
      expect(rows.every((row) => row.attributes.currency_type === 'USD')).to.equal(true);
    });

    it('filters ids with $in, as a list or a single value', async () => {
      expect(
        await getList(client, '/api/cards?filters[id][$in][0]=1&filters[id][$in][1]=4'),
      ).to.have.length(2);
      expect(await getList(client, '/api/cards?filters[id][$eq]=4')).to.have.length(1);
    });

    it('sorts by a field in either direction, given as a string or an array', async () => {
      const desc = await getList(client, '/api/contributions?sort[0]=popular_status:desc');
      const asc = await getList(client, '/api/contributions?sort=popular_status:asc');
      const ranks = desc.map((row) => row.attributes.popular_status as number);
      expect(ranks).to.deep.equal([...ranks].sort((a, b) => b - a));
      expect(asc.map((row) => row.id)).to.deep.equal(desc.map((row) => row.id).reverse());
    });

    it('rejects a sort on an unknown field like Strapi', async () => {
      const response = await client.get('/api/news?sort=no_such_field:asc');
      expect(response.status).to.equal(400);
      expect(response.data).to.deep.equal(v4Fixture('error-400.sort-missing-field.json'));
    });
  });

  describe('pagination', () => {
    it('answers start/limit with a {start, limit, total} meta', async () => {
      const response = await client.get('/api/news?pagination[start]=2&pagination[limit]=3');
      expect(response.data.data).to.have.length(3);
      expect(response.data.meta).to.deep.equal({ pagination: { start: 2, limit: 3, total: 15 } });
    });

    it('caps the page size at 100', async () => {
      const response = await client.get('/api/branches?pagination[pageSize]=500');
      expect(response.data.meta.pagination.pageSize).to.equal(100);
    });
  });

  describe('populate', () => {
    it('leaves fields out until they are populated', async () => {
      const [plain] = await getList(client, '/api/contributions');
      const [full] = await getList(client, '/api/contributions?populate=*');
      expect(plain?.attributes).to.not.have.any.keys('image', 'percents', 'faq', 'localizations');
      expect(full?.attributes).to.include.all.keys(
        'image',
        'contract',
        'percents',
        'faq',
        'advantages',
      );
    });

    it('populates media inside components only through a dotted path', async () => {
      const shallow = await getOne(client, '/api/cards/1?populate=advantages');
      const deep = await getOne(client, '/api/cards/1?populate[0]=advantages.icon');
      const [first] = shallow.attributes.advantages as Record<string, unknown>[];
      const [withIcon] = deep.attributes.advantages as {
        icon: { data: { attributes: { url: string } } };
      }[];
      expect(first).to.not.have.property('icon');
      expect(withIcon?.icon.data.attributes.url).to.match(/^\/uploads\/icon-.+\.svg$/);
    });
  });

  describe('empty media and components', () => {
    let dir = '';
    before(() => {
      dir = mkdtempSync(join(tmpdir(), 'demo-content-'));
      writeFileSync(join(dir, 'media.json'), '[]');
      const entity = {
        slug: 'bare',
        name: { uz: 'B', en: 'B', ru: 'B' },
        data: { title: { uz: 'T', en: 'T', ru: 'T' } },
      };
      writeFileSync(join(dir, 'legal-entities.json'), JSON.stringify([entity]));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('answers {data: null} for empty single and multiple media, [] for empty repeatables', async () => {
      const bare = demoClient({ contentDir: dir });
      const row = await getOne(
        bare,
        '/api/legal-entities/1?populate[0]=image&populate[1]=data.documents&populate[2]=data.cards',
      );
      expect(row.attributes.image).to.deep.equal({ data: null });
      const data = row.attributes.data as Record<string, unknown>;
      expect(data.documents).to.deep.equal({ data: null });
      expect(data.cards).to.deep.equal([]);
    });
  });

  describe('writes', () => {
    it('refuses POST without a data directory, and never lets the public read submissions', async () => {
      expect((await client.post('/api/appeals', { data: {} })).status).to.equal(405);
      const read = await client.get('/api/appeals');
      expect(read.data).to.deep.equal(v4Fixture('extra.forbidden-find-appeals-403.json'));
    });
  });
});
