import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { createI18n } from '../../src/app/i18n';
import { LANGS, type Lang } from '../../src/lib/lang';
import { MENUS, named, withJuristicItems, type MenuEntry } from '../../src/features/layout/menu';

const tFor = (lang: Lang) => {
  const common = JSON.parse(
    readFileSync(new URL(`../../locales/${lang}/common.json`, import.meta.url), 'utf8'),
  );
  return createI18n(lang, { [lang]: { common } }).getFixedT(lang);
};

/** Every declared entry of every menu, named in `lang`. */
function entries(lang: Lang): MenuEntry[] {
  const t = tFor(lang);
  const { topLeft, topRight, bottomLeft, sheet, aboutBank, infoCentre } = MENUS;
  const menus = Object.values(bottomLeft).flatMap((menu) => [...menu.inline, ...menu.more]);
  const sheets = Object.values(sheet).flat();
  return named(t, [
    ...topLeft,
    ...topRight,
    ...menus,
    ...sheets,
    ...aboutBank,
    ...infoCentre,
  ]).filter((item): item is MenuEntry => typeof item !== 'string');
}

describe('layout menu configuration', () => {
  it('names every entry in each language, never with a bare translation key', () => {
    for (const lang of LANGS) {
      for (const entry of entries(lang)) {
        expect(entry.name, `${lang} ${entry.path}`)
          .to.be.a('string')
          .and.not.match(/^menu\./);
      }
    }
  });

  it('names the entries in the language asked for', () => {
    const names = (lang: Lang) => named(tFor(lang), MENUS.topLeft).map((entry) => entry.name);
    expect(names('en')).to.deep.equal(['Individuals', 'Legal entities', 'Financial institutions']);
    expect(names('ru')).to.deep.equal([
      'Физическим лицам',
      'Юридическим лицам',
      'Финансовым институтам',
    ]);
  });

  it('follows §2.5 for the individuals menu', () => {
    const { inline, more } = MENUS.bottomLeft.individuals;
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
    const t = tFor('ru');
    const { inline, more } = MENUS.bottomLeft.juristic;
    const menu = withJuristicItems({ inline: named(t, inline), more: named(t, more) }, sections);
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
