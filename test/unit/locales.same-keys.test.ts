import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { LANGS } from '../../src/lib/lang';

const LOCALES = new URL('../../locales/', import.meta.url);
/** Every namespace the site ships, read from the Uzbek folder so a new file is covered by itself. */
const NAMESPACES = readdirSync(new URL('uz/', LOCALES))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const read = (lang: string, namespace: string) =>
  readFileSync(new URL(`${lang}/${namespace}.json`, LOCALES), 'utf8');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Each leaf as `path.to.key` with its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locale files', () => {
  it('cover the five namespaces', () => {
    expect([...NAMESPACES].sort()).to.deep.equal([
      'common',
      'content',
      'errors',
      'forms',
      'products',
    ]);
  });

  for (const namespace of NAMESPACES) {
    it(`have the same keys in uz, en and ru, none of them empty: ${namespace}.json`, () => {
      const [first, ...others] = LANGS.map((lang) => {
        const entries = leaves(JSON.parse(read(lang, namespace)));
        const empty = entries.filter(([, text]) => typeof text !== 'string' || text.trim() === '');
        expect(empty.map(([key]) => `${lang}: ${key}`)).to.deep.equal([]);
        return [...new Set(entries.map(([key]) => key.replace(PLURAL, '')))].sort();
      });
      for (const other of others) expect(other).to.deep.equal(first);
    });

    it(`give each plural every form its language needs: ${namespace}.json`, () => {
      for (const lang of LANGS) {
        const forms = new Map<string, string[]>();
        for (const [key] of leaves(JSON.parse(read(lang, namespace)))) {
          const base = key.replace(PLURAL, '');
          if (base !== key) forms.set(base, [...(forms.get(base) ?? []), PLURAL.exec(key)![1]!]);
        }
        const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [key, present] of forms)
          expect(present, `${lang}: ${key}`).to.include.members(needed);
      }
    });
  }
});

describe('Uzbek locale files', () => {
  for (const namespace of NAMESPACES) {
    it(`write oʻ and gʻ with U+02BB and the tutuq with U+02BC: ${namespace}.json`, () => {
      const text = read('uz', namespace);
      expect(text.match(/\p{L}['‘’`]\p{L}/gu) ?? []).to.deep.equal([]);
      expect(text.match(/[^oOgG]ʻ/gu) ?? []).to.deep.equal([]);
      expect(text.match(/[oOgG]ʼ/gu) ?? []).to.deep.equal([]);
    });
  }
});
