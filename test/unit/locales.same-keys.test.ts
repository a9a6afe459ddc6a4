import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { LANGS } from '../../src/lib/lang';

/** The layout's namespaces: every string exists in uz, en and ru. */
const NAMESPACES = ['common', 'errors', 'content'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locale files', () => {
  for (const namespace of NAMESPACES) {
    it(`have the same keys in every language: ${namespace}.json`, () => {
      const [first, ...others] = LANGS.map((lang) =>
        keys(
          JSON.parse(
            readFileSync(
              new URL(`../../locales/${lang}/${namespace}.json`, import.meta.url),
              'utf8',
            ),
          ),
        ).sort(),
      );
      for (const other of others) expect(other).to.deep.equal(first);
    });
  }
});

describe('Uzbek locale files', () => {
  for (const namespace of [...NAMESPACES, 'forms', 'products']) {
    it(`write oʻ and gʻ with U+02BB and the tutuq with U+02BC: ${namespace}.json`, () => {
      const text = readFileSync(
        new URL(`../../locales/uz/${namespace}.json`, import.meta.url),
        'utf8',
      );
      expect(text.match(/\p{L}['‘’`]\p{L}/gu) ?? []).to.deep.equal([]);
      expect(text.match(/[^oOgG]ʻ/gu) ?? []).to.deep.equal([]);
      expect(text.match(/[oOgG]ʼ/gu) ?? []).to.deep.equal([]);
    });
  }
});
