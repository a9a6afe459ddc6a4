import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createI18n } from '../../src/app/i18n';
import { LANGS } from '../../src/lib/lang';
import {
  menuConfig,
  withJuristicItems,
  type MenuConfig,
  type MenuEntry,
} from '../../src/features/layout/menu';

function configFor(lang: (typeof LANGS)[number]): MenuConfig {
  const common = JSON.parse(
    readFileSync(new URL(`../../locales/${lang}/common.json`, import.meta.url), 'utf8'),
  );
  return menuConfig(createI18n(lang, { [lang]: { common } }).getFixedT(lang));
}

function entries(config: MenuConfig): MenuEntry[] {
  const { topLeft, topRight, bottomLeft, sheet, aboutBank } = config;
  const menus = Object.values(bottomLeft).flatMap((menu) => [...menu.inline, ...menu.more]);
  const sheets = Object.values(sheet)
    .flat()
    .filter((item): item is MenuEntry => typeof item !== 'string');
  return [...topLeft, ...topRight, ...menus, ...sheets, aboutBank.about, aboutBank.news];
}

describe('layout menu configuration', () => {
  it('names every entry in each language, never with a bare translation key', () => {
    for (const lang of LANGS) {
      for (const entry of entries(configFor(lang))) {
        expect(entry.name, `${lang} ${entry.path}`)
          .to.be.a('string')
          .and.not.match(/^menu\./);
      }
    }
  });

  it('gives the three languages the same paths in the same order', () => {
    const paths = LANGS.map((lang) => entries(configFor(lang)).map((entry) => entry.path));
    expect(paths[1]).to.deep.equal(paths[0]);
    expect(paths[2]).to.deep.equal(paths[0]);
  });

  it('follows §2.5 for the individuals menu', () => {
    const { inline, more } = configFor('en').bottomLeft.individuals;
    expect(inline.map((e) => e.path)).to.deep.equal([
      '/deposit',
      '/cards',
      '/transfers',
      '/credit',
    ]);
    expect(more.map((e) => e.path)).to.deep.equal([
      '/about',
      '/news',
      '/vacancies',
      '/appeals',
      '/individual/survey',
      '/individual/client-rights',
      '/individual/tariff',
    ]);
  });

  it('shows three legal-entity sections inline and moves the rest before the tariffs link', () => {
    const sections = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({
      name: slug,
      path: `/juristic/${slug}`,
    }));
    const menu = withJuristicItems(configFor('ru').bottomLeft.juristic, sections);
    expect(menu.inline.map((e) => e.path)).to.deep.equal([
      '/juristic/a',
      '/juristic/b',
      '/juristic/c',
    ]);
    expect(menu.more.map((e) => e.path)).to.deep.equal([
      '/juristic/d',
      '/juristic/e',
      '/juristic/tariffs',
      '/juristic/open-account',
      '/currency',
    ]);
  });
});
