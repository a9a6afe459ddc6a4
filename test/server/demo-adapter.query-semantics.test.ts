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
      const rows = [];
      for (const locale of ['uz', 'en', 'ru']) {
        const url = `/api/contributions?filters[slug][$eq]=omonat-plus&locale=${locale}`;
        rows.push(...(await getList(client, url)));
      }
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
      const ru = (await getList(client, '/api/news-categories?locale=ru')).find(
        (c) => c.attributes.name === 'Новости банка',
      );
      const uz = (await getList(client, '/api/news-categories?locale=uz')).find(
        (c) => c.attributes.name === 'Bank yangiliklari',
      );
      expect(ru?.id).to.not.equal(uz?.id);
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

    it('refuses the operators the site never sends rather than guessing', async () => {
      const response = await client.get('/api/news?filters[title][$containsi]=bank');
      expect(response.status).to.equal(400);
      expect(response.data.error).to.include({ name: 'ValidationError' });
    });

    it('rejects a sort on an unknown field like Strapi', async () => {
      const response = await client.get('/api/news?sort=no_such_field:asc');
      expect(response.status).to.equal(400);
      expect(response.data).to.deep.equal(v4Fixture('error-400.sort-missing-field.json'));
    });
  });

  describe("draft reads (an editor's preview)", () => {
    it('answers publicationState=preview and status=draft with the published entries', async () => {
      const published = await getList(client, '/api/cards?locale=ru');
      const preview = await getList(client, '/api/cards?locale=ru&publicationState=preview');
      const draft = await getList(client, '/api/cards?locale=ru&status=draft');
      expect(preview).to.deep.equal(published);
      expect(draft).to.deep.equal(published);
    });

    it('refuses a publication state Strapi does not know', async () => {
      const response = await client.get('/api/cards?publicationState=drafts');
      expect(response.status).to.equal(400);
      expect(response.data.error).to.include({
        name: 'ValidationError',
        message: 'Invalid parameter publicationState',
      });
    });
  });

  describe('pagination', () => {
    it('answers a page of a paged list with its meta', async () => {
      const response = await client.get('/api/news?pagination[page]=2&pagination[pageSize]=3');
      expect(response.data.data).to.have.length(3);
      expect(response.data.meta.pagination).to.include({ page: 2, pageSize: 3 });
    });

    it('caps the page size at 100', async () => {
      const response = await client.get('/api/branches?pagination[pageSize]=500');
      expect(response.data.meta.pagination.pageSize).to.equal(100);
    });
  });

  describe('populate', () => {
    it('leaves fields out until they are populated', async () => {
      const [plain] = await getList(client, '/api/contributions');
      const [full] = await getList(client, `/api/contributions?${DETAIL_POPULATE}`);
      expect(plain?.attributes).to.not.have.any.keys('image', 'percents', 'faq', 'localizations');
      expect(full?.attributes).to.include.all.keys(
        'image',
        'contract',
        'percents',
        'faq',
        'advantages',
        'localizations',
      );
    });

    it('keeps only the named fields, with the populated ones (the sitemap index)', async () => {
      const [entry] = await getList(
        client,
        '/api/news?fields[0]=slug&fields[1]=updatedAt&fields[2]=locale&populate[0]=localizations&locale=en',
      );
      expect(Object.keys(entry!.attributes).sort()).to.deep.equal([
        'locale',
        'localizations',
        'slug',
        'updatedAt',
      ]);
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

  describe('writes', () => {
    it('refuses POST without a data directory, and never lets the public read submissions', async () => {
      expect((await client.post('/api/appeals', { data: {} })).status).to.equal(405);
      const read = await client.get('/api/appeals');
      expect(read.data).to.deep.equal(v4Fixture('extra.forbidden-find-appeals-403.json'));
    });
  });
});
