import { readdirSync, statSync } from 'node:fs';
import { assert, expect } from 'chai';
import { LANGS } from '../../src/lib/lang';
import { readDemoContent } from '../../server/cms/demo/content-files';
import { createDemoAdapter } from '../../server/cms/demo/demo-adapter';
import { isLocalizedValue, localize } from '../../server/cms/demo/content-store';
import { contentModel } from '../../server/cms/model/content-model';
import { demoClient, getList } from './demo-test-kit';
import { SPEC_JURISTIC_SECTIONS } from '../support/spec-constants';

const CONTENT = readDemoContent();

const UPLOADS = new URL('../../public/uploads/', import.meta.url);
/** Localized fields that are empty on purpose: a head-office rate has no branch. */
const NULLABLE = ['currency-rates.branch'];
const READABLE = contentModel().filter((type) => type.kind !== 'form');

function entriesOf(api: string): Record<string, unknown>[] {
  const raw = CONTENT.entries[api];
  return (Array.isArray(raw) ? raw : [raw]) as Record<string, unknown>[];
}

/** Paths inside `value` holding an empty string, null or a missing value. */
function blanks(value: unknown, path: string): string[] {
  if (value === '' || value === null || value === undefined) return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => blanks(item, `${path}[${index}]`));
  if (typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => blanks(item, `${path}.${key}`));
}

function containsLocalizedValue(value: unknown): boolean {
  if (isLocalizedValue(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(containsLocalizedValue);
}

describe('demo content', () => {
  for (const type of READABLE) {
    describe(type.api, () => {
      it('has entries with every localized field filled in uz, en and ru', () => {
        const entries = entriesOf(type.api);
        assert.isNotEmpty(entries);
        const localized = type.fields.filter((field) => field.localized);
        const problems = entries.flatMap((entry, index) =>
          localized.flatMap((field) => {
            const value = entry[field.name];
            if (value === null && NULLABLE.includes(`${type.api}.${field.name}`)) return [];
            return LANGS.flatMap((lang) =>
              blanks(localize(value, lang), `[${index}].${field.name}.${lang}`),
            );
          }),
        );
        expect(problems).to.deep.equal([]);
      });

      it('writes fields that are not localized once, for all languages', () => {
        const shared = type.fields.filter((field) => !field.localized);
        const problems = entriesOf(type.api).flatMap((entry, index) =>
          shared
            .filter((field) => containsLocalizedValue(entry[field.name]))
            .map((field) => `[${index}].${field.name}`),
        );
        expect(problems).to.deep.equal([]);
      });

      it('serves the same number of entries in every language', async () => {
        const client = demoClient();
        const path =
          type.kind === 'single' ? `/api/${type.api}` : `/api/${type.api}?pagination[pageSize]=100`;
        for (const lang of LANGS) {
          const response = await client.get(
            `${path}${path.includes('?') ? '&' : '?'}locale=${lang}`,
          );
          const count = Array.isArray(response.data.data) ? response.data.data.length : 1;
          expect(count, lang).to.equal(entriesOf(type.api).length);
        }
      });
    });
  }

  it('holds the product range the site presents', () => {
    const deposits = entriesOf('contributions');
    expect(deposits.length).to.be.at.least(5);
    expect(deposits.filter((entry) => entry.currency_type === 'USD').length).to.be.at.least(2);
    expect(entriesOf('credits').length).to.be.at.least(3);
    expect(entriesOf('cards').length).to.be.at.least(4);
    expect(entriesOf('transfers').length).to.be.at.least(3);
    // More news than one page of 13, so the list pages; every news item in a category.
    expect(entriesOf('news').length).to.be.greaterThan(13);
    const categories = entriesOf('news-categories').map((entry) => entry.key);
    expect(categories.length).to.be.at.least(2);
    for (const item of entriesOf('news'))
      expect(categories).to.include.members([item.categories].flat());
    expect(entriesOf('legal-entity-sliders').length).to.be.at.least(2);
    expect(entriesOf('legal-entity-recommended-products').length).to.be.at.least(1);
  });

  it('writes per cent as Intl does in English and Uzbek, with no space before %', () => {
    const spaced = READABLE.flatMap((type) =>
      (['en', 'uz'] as const).flatMap((lang) =>
        [...JSON.stringify(localize(entriesOf(type.api), lang)).matchAll(/\S+\s%/g)].map(
          (match) => `${type.api} ${lang}: ${match[0]}`,
        ),
      ),
    );
    expect(spaced).to.deep.equal([]);
  });

  it('has exactly the legal-entity sections of the spec (§2.2)', async () => {
    const rows = await getList(demoClient(), '/api/legal-entities?sort=name:asc&locale=en');
    expect(rows.map((row) => row.attributes.slug).sort()).to.deep.equal(SPEC_JURISTIC_SECTIONS);
  });

  it('has the static pages the routes link to', () => {
    const slugs = entriesOf('pages').map((entry) => entry.slug);
    expect(slugs).to.include.members([
      'about',
      'survey',
      'client-rights',
      'tariff',
      'juristic-tariffs',
      'open-account',
      'financial-institutions',
    ]);
  });

  describe('media', () => {
    const manifest = CONTENT.media.map((media) => media.file);
    const uploads = readdirSync(UPLOADS);

    it('has every manifest file in public/uploads and no file left out of it', () => {
      expect(manifest.filter((file) => !uploads.includes(file))).to.deep.equal([]);
      expect(uploads.filter((file) => !manifest.includes(file))).to.deep.equal([]);
    });

    it('resolves every file the content names (an unknown name fails at start-up)', () => {
      expect(() => createDemoAdapter()).to.not.throw();
    });

    it('keeps every image small', () => {
      const big = uploads.filter((file) => statSync(new URL(file, UPLOADS)).size > 8 * 1024);
      expect(big).to.deep.equal([]);
    });
  });
});
