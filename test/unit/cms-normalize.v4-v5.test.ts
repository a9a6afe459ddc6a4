import { expect } from 'chai';
import { normalizeEntry, normalizeEnvelope, type PlainRecord } from '../../server/cms/normalize';
import { fixtureEntry, strapiFixture } from '../support/strapi-fixtures';

const ORIGIN = 'https://cms.example.uz';
const options = { mediaOrigin: ORIGIN };

function entryOf(version: 4 | 5, file: string, index = 0): PlainRecord {
  return normalizeEntry(fixtureEntry(version, file, index), options);
}

describe('normalizeEntry', () => {
  describe('with a v4 entry', () => {
    it('lifts the attributes next to the id', () => {
      const record = entryOf(4, 'contributions-list.ru.json');
      expect(record).to.include({ id: 3, slug: 'omonat-plus', locale: 'ru', period: 13 });
      expect(record).not.to.have.property('attributes');
    });

    it('keeps a documentId sent next to attributes (v5 in v4 response format)', () => {
      const raw = { id: 6, documentId: 'abc123', attributes: { name: 'X', locale: 'ru' } };
      expect(normalizeEntry(raw, options)).to.deep.equal({
        id: 6,
        documentId: 'abc123',
        name: 'X',
        locale: 'ru',
      });
    });
  });

  describe('with a v5 entry', () => {
    it('keeps the flat fields and the documentId', () => {
      const record = entryOf(5, 'contributions-list.ru.json');
      expect(record).to.include({
        id: 6,
        documentId: 'brr6osbnw41n0pz1ne9k5me3',
        slug: 'omonat-plus',
        locale: 'ru',
      });
    });
  });

  describe('media', () => {
    it('turns v4 and v5 images into the same media with an absolute URL', () => {
      const v4 = entryOf(4, 'contributions-list.ru.json').image;
      const v5 = entryOf(5, 'contributions-list.ru.json').image;
      expect(v4).to.deep.equal({
        url: `${ORIGIN}/uploads/deposit_omonat_plus_2e40e90270.png`,
        alt: 'deposit-omonat-plus',
        name: 'deposit-omonat-plus.png',
        mime: 'image/png',
        width: 800,
        height: 500,
        size: 36.13,
      });
      expect(v5).to.deep.equal({
        ...(v4 as object),
        url: `${ORIGIN}/uploads/deposit_omonat_plus_d36bdb08eb.png`,
        // Strapi reports kilobytes rounded from the bytes each server stored.
        size: 36.12,
      });
    });

    it('leaves URLs root-relative when the media origin is empty (embedded demo content)', () => {
      const record = normalizeEntry(fixtureEntry(4, 'cards-list.ru.json'), { mediaOrigin: '' });
      expect(record.image).to.have.property('url', '/uploads/card_uzcard_classic_3038a621b3.png');
    });

    it('leaves absolute URLs of external upload providers as they are', () => {
      const file = { url: 'https://cdn.example.com/a.png', mime: 'image/png', name: 'a.png' };
      const record = normalizeEntry({ id: 1, image: file }, options);
      expect(record.image).to.have.property('url', 'https://cdn.example.com/a.png');
    });

    it('gives null for empty single media in both forms', () => {
      expect(
        normalizeEntry({ id: 1, attributes: { image: { data: null } } }, options).image,
      ).to.equal(null);
      expect(normalizeEntry({ id: 1, image: null }, options).image).to.equal(null);
    });

    it('gives null for v4 empty multiple media and [] for v5', () => {
      const v4 = entryOf(4, 'extra.appeal-create-no-file-populate-files.response.json');
      const v5 = entryOf(5, 'extra.appeal-create-no-file-populate-files.response.json');
      expect(v4.files).to.equal(null);
      expect(v5.files).to.deep.equal([]);
    });

    it('unwraps media inside repeatable components', () => {
      const [v4] = entryOf(4, 'contribution-detail.ru.json').advantages as PlainRecord[];
      const [v5] = entryOf(5, 'contribution-detail.ru.json').advantages as PlainRecord[];
      expect(v4?.icon).to.include({
        alt: 'icon-percent',
        url: `${ORIGIN}/uploads/icon_percent_6f9d5c121e.png`,
      });
      expect(v5?.icon).to.include({
        alt: 'icon-percent',
        url: `${ORIGIN}/uploads/icon_percent_0c7bcf3d84.png`,
      });
    });
  });

  describe('components and relations', () => {
    it('keeps repeatable components as plain records', () => {
      const percents = entryOf(4, 'contributions-list.ru.json').percents;
      expect(percents).to.deep.equal([
        { id: 7, percent: 22, period: 13 },
        { id: 8, percent: 20, period: 6 },
        { id: 9, percent: 18, period: 3 },
      ]);
    });

    it('normalizes a single component holding a list, media list and nested media', () => {
      for (const version of [4, 5] as const) {
        const body = entryOf(version, 'legal-entity-detail.ru.json').data as PlainRecord;
        expect(body.title).to.equal('Валютные операции');
        expect(body.data).to.have.length(2);
        expect(body.documents).to.have.length(2);
        expect((body.documents as PlainRecord[])[0]).to.include({ mime: 'application/pdf' });
        expect((body.cards as PlainRecord[])[0]?.icon).to.include({ alt: 'icon-form' });
      }
    });

    it('turns v4 to-many and to-one relations into records', () => {
      const raw = {
        id: 3,
        attributes: {
          categories: { data: [{ id: 3, attributes: { name: 'Новости банка', locale: 'ru' } }] },
          vacancy: { data: { id: 5, attributes: { title: 'Программист' } } },
          author: { data: null },
        },
      };
      expect(normalizeEntry(raw, options)).to.deep.equal({
        id: 3,
        categories: [{ id: 3, name: 'Новости банка', locale: 'ru' }],
        vacancy: { id: 5, title: 'Программист' },
        author: null,
      });
    });

    it('turns localizations of both versions into plain records', () => {
      const v4 = entryOf(4, 'news-detail.ru.json').localizations as PlainRecord[];
      const v5 = entryOf(5, 'news-detail.ru.json').localizations as PlainRecord[];
      expect(v4.map((item) => [item.locale, item.id])).to.deep.equal([
        ['uz', 1],
        ['en', 2],
      ]);
      expect(v5.map((item) => [item.locale, item.id])).to.deep.equal([
        ['en', 4],
        ['uz', 2],
      ]);
      expect(v5[0]).to.include({ slug: 'news-1', documentId: 'pxrzsnm3ds8ucaqg0k9j7adw' });
    });
  });

  it('detects the version per entry, so one list may mix both shapes', () => {
    const v4 = fixtureEntry(4, 'news-categories.ru.json');
    const v5 = fixtureEntry(5, 'news-categories.ru.json');
    const { records } = normalizeEnvelope({ data: [v4, v5] }, options);
    expect(records[0]).to.include({ id: 3, name: 'Новости банка', locale: 'ru' });
    expect(records[1]).to.include({
      id: 6,
      documentId: 'hp0g9bt0p7ae3oq346d9v51w',
      name: 'Новости банка',
    });
  });
});

describe('normalizeEnvelope', () => {
  it('reads a list with page-based pagination', () => {
    const envelope = normalizeEnvelope(strapiFixture(4, 'news-list.ru.json'), options);
    expect(envelope.records).to.have.length(13);
    expect(envelope.pagination).to.deep.equal({ page: 1, pageSize: 13, pageCount: 2, total: 15 });
  });

  it('converts start/limit pagination into pages', () => {
    const envelope = normalizeEnvelope(
      strapiFixture(5, 'extra.pagination-start-limit.ru.json'),
      options,
    );
    expect(envelope.records).to.have.length(2);
    expect(envelope.pagination).to.deep.equal({ page: 1, pageSize: 2, pageCount: 8, total: 15 });
  });

  it('reads a single entry as one record without pagination', () => {
    const envelope = normalizeEnvelope(strapiFixture(5, 'social-link.ru.json'), options);
    expect(envelope.records).to.have.length(1);
    expect(envelope.records[0]).to.include({ fax: '+998 71 200-00-01' });
    expect(envelope.pagination).to.equal(null);
  });

  it('reads an error body as no records', () => {
    const envelope = normalizeEnvelope(strapiFixture(4, 'error-404.unknown-id.json'), options);
    expect(envelope).to.deep.equal({ records: [], pagination: null });
  });

  it('reads a body that is not an envelope as no records', () => {
    expect(normalizeEnvelope('<html>', options)).to.deep.equal({ records: [], pagination: null });
  });
});
