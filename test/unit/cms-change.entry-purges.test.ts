import { expect } from 'chai';
import {
  FILES,
  changeOf,
  changedEntry,
  changedFile,
  entryIdentities,
} from '../../server/cms/change';
import { normalizeEnvelope } from '../../server/cms/normalize';
import { answersOfChange, pageTagsOfChange } from '../../server/cms/queries';
import { cdnTags } from '../../server/cms/read-tags';

const DOCUMENT_ID = 'kq3ur8d1x0vbn2c7w5yz6a4e';

describe('a change of one CMS entry: what names it, and what its purge reaches', () => {
  describe('entryIdentities (what a detail answer is tagged with)', () => {
    it('takes the id, the documentId and those of the localizations, each once', () => {
      const record = {
        id: 3,
        documentId: DOCUMENT_ID,
        localizations: [
          { id: 1, documentId: DOCUMENT_ID },
          { id: 2, documentId: DOCUMENT_ID },
        ],
      };
      expect(entryIdentities(record)).to.deep.equal(['3', DOCUMENT_ID, '1', '2']);
    });

    it('skips what cannot name an entry', () => {
      expect(entryIdentities({ id: 0, documentId: '../x', localizations: 'none' })).to.deep.equal(
        [],
      );
    });
  });

  describe('changedEntry (what a webhook names)', () => {
    it('a Strapi 5 entry by its documentId alone: ids differ per language and publication', () => {
      expect(changedEntry({ id: 41, documentId: DOCUMENT_ID, locale: 'ru' })).to.deep.equal([
        DOCUMENT_ID,
      ]);
    });

    it('a Strapi 4 entry by its id and its localizations when the payload has them', () => {
      expect(changedEntry({ id: 3, localizations: [{ id: 1 }, { id: 2 }] })).to.deep.equal([
        '3',
        '1',
        '2',
      ]);
    });

    for (const [what, entry] of [
      ['a Strapi 4 entry without localizations', { id: 3 }],
      ['no entry', undefined],
      ['a list', [{ id: 3 }]],
      ['a documentId that could not be one', { documentId: 'a/b' }],
      ['more localizations than an entry has', { id: 1, localizations: seventy() }],
    ] as const) {
      it(`nothing (the whole model) for ${what}`, () => {
        expect(changedEntry(entry)).to.deep.equal([]);
      });
    }
  });

  it('changeOf reads a message from a worker or an instance, widening odd entries to the model', () => {
    expect(changeOf({ model: 'card', entries: ['3', DOCUMENT_ID] })).to.deep.equal({
      model: 'card',
      entries: ['3', DOCUMENT_ID],
    });
    expect(changeOf({ model: 'card' })).to.deep.equal({ model: 'card', entries: [] });
    expect(changeOf({ model: 'card', entries: ['a b'] })).to.deep.equal({
      model: 'card',
      entries: [],
    });
    expect(changeOf({ model: 'card', entries: [3] })).to.deep.equal({ model: 'card', entries: [] });
    expect(changeOf({ entries: ['3'] })).to.equal(null);
    expect(changeOf({ model: '' })).to.equal(null);
  });

  describe('pageTagsOfChange (the HTML cache)', () => {
    const DEPOSIT_PAGE = ['social-link', 'contributions@3', 'contributions@1'];
    const LIST_PAGE = ['social-link', 'contributions'];
    const NEWS_PAGE = ['social-link', 'news@3'];
    const reaches = (change: Parameters<typeof pageTagsOfChange>[0], tags: string[]) => {
      const test = pageTagsOfChange(change);
      return test === '*' || tags.some(test);
    };

    it('an entry: the lists of its collection and its own pages', () => {
      const change = { model: 'contribution', entries: ['1'] };
      expect(reaches(change, LIST_PAGE)).to.equal(true);
      expect(reaches(change, DEPOSIT_PAGE)).to.equal(true);
      expect(reaches(change, ['social-link', 'contributions@7'])).to.equal(false);
      expect(reaches(change, NEWS_PAGE), 'another collection, same id').to.equal(false);
    });

    it('a whole model: every page of its collection, lists and entries', () => {
      const change = { model: 'contribution', entries: [] };
      expect(reaches(change, DEPOSIT_PAGE)).to.equal(true);
      expect(reaches(change, LIST_PAGE)).to.equal(true);
      expect(reaches(change, NEWS_PAGE)).to.equal(false);
    });

    it("news-item reaches /api/news's pages; '*' and an unknown model reach all", () => {
      expect(reaches({ model: 'news-item', entries: ['3'] }, NEWS_PAGE)).to.equal(true);
      expect(pageTagsOfChange({ model: '*', entries: [] })).to.equal('*');
      expect(pageTagsOfChange({ model: 'seo-block', entries: ['3'] })).to.equal('*');
    });
  });

  describe('answersOfChange (the CMS cache)', () => {
    const reaches = answersOfChange({ model: 'contribution', entries: ['3', '1'] });
    const DETAIL = '/api/contributions?filters[slug][$eq]=omonat-plus&locale=ru';
    const LIST = { entries: null, files: ['7'] };

    it('the lists, the entry, the entries not found and the reads in flight of its model', () => {
      expect(reaches('/api/contributions?locale=ru&pagination[pageSize]=100', LIST)).to.equal(true);
      expect(reaches(DETAIL, { entries: ['3', '1', '2'], files: [] })).to.equal(true);
      expect(reaches(DETAIL, { entries: [], files: [] })).to.equal(true);
      expect(reaches('/api/contributions/2?locale=uz', undefined)).to.equal(true);
    });

    it('not another entry of it, nor another model', () => {
      expect(reaches(DETAIL, { entries: ['5', '4', '6'], files: [] })).to.equal(false);
      expect(reaches('/api/credits?locale=ru', LIST)).to.equal(false);
      expect(reaches('/api/contributions-archive?locale=ru', LIST)).to.equal(false);
    });
  });

  describe('a changed file (media.update, media.delete)', () => {
    it('changedFile names it by its id; without one, nothing', () => {
      expect(
        changedFile({ id: 7, name: 'deposit.svg', url: '/uploads/deposit.svg' }),
      ).to.deep.equal({ model: FILES, entries: ['7'] });
      expect(changedFile({ name: 'deposit.svg' })).to.equal(null);
      expect(changedFile(undefined)).to.equal(null);
    });

    it('reaches the pages and answers holding it, and nothing else', () => {
      const change = { model: FILES, entries: ['7'] };
      const tags = pageTagsOfChange(change);
      expect(tags).not.to.equal('*');
      const test = tags as (tag: string) => boolean;
      expect(['contributions', 'upload@7'].some(test)).to.equal(true);
      expect(['contributions', 'upload@17', 'news@7'].some(test)).to.equal(false);
      const answers = answersOfChange(change);
      expect(answers('/api/news?locale=ru', { entries: null, files: ['3', '7'] })).to.equal(true);
      expect(answers('/api/news?locale=ru', { entries: null, files: ['3'] })).to.equal(false);
      expect(answers('/api/news?locale=ru', undefined), 'a read in flight').to.equal(true);
      expect(pageTagsOfChange({ model: FILES, entries: [] })).to.equal('*');
    });

    for (const [version, body] of [
      [
        'Strapi 4',
        {
          data: [
            {
              id: 1,
              attributes: {
                image: {
                  data: { id: 7, attributes: { url: '/uploads/a.svg', mime: 'image/svg+xml' } },
                },
                files: {
                  data: [{ id: 9, attributes: { url: '/uploads/b.pdf', mime: 'application/pdf' } }],
                },
              },
            },
          ],
        },
      ],
      [
        'Strapi 5',
        {
          data: [
            {
              id: 1,
              documentId: DOCUMENT_ID,
              image: { id: 7, documentId: 'f7', url: '/uploads/a.svg', mime: 'image/svg+xml' },
              files: [{ id: 9, url: '/uploads/b.pdf', mime: 'application/pdf' }],
            },
          ],
        },
      ],
    ] as const) {
      it(`normalizing a ${version} answer gives the ids of the files in it`, () => {
        const files = new Set<string>();
        normalizeEnvelope(body, { mediaOrigin: '', files });
        expect([...files]).to.deep.equal(['7', '9']);
      });
    }
  });

  it('cdnTags adds, once, a tag for every entry of each collection a page showed one entry of', () => {
    expect(cdnTags(['social-link', 'news@3', 'news@1'])).to.deep.equal([
      'social-link',
      'news@3',
      'news@1',
      'news@all',
    ]);
    expect(cdnTags(['social-link', 'contributions'])).to.deep.equal([
      'social-link',
      'contributions',
    ]);
  });
});

function seventy() {
  return Array.from({ length: 70 }, (_, index) => ({ id: index + 2 }));
}
