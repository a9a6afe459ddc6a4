import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MenuIconName } from './menu-icons';
import type { Audience } from './types';

export interface MenuEntry {
  name: string;
  /** Language-free site path; links add the language prefix. */
  path: string;
  icon?: MenuIconName;
  /** A CMS image used as the icon (legal-entity sections). */
  iconUrl?: string;
}

export interface AudienceEntry extends MenuEntry {
  audience: Audience;
}

export interface MainMenu {
  inline: MenuEntry[];
  /** Entries of the More dropdown. */
  more: MenuEntry[];
}

/** A row of the mobile menu sheet: a link, or a marker for rows built from the CMS or the config. */
export type SheetItem = MenuEntry | 'aboutBank' | 'internetBank' | 'juristicItems' | 'languages';

export interface MenuConfig {
  /** Desktop header, top left: the audience switch. */
  topLeft: AudienceEntry[];
  /** Desktop header, top right. */
  topRight: MenuEntry[];
  /** Desktop header, bottom left, per audience. */
  bottomLeft: Record<Audience, MainMenu>;
  /** Mobile menu sheet per audience (§2.7). */
  sheet: Record<Audience, SheetItem[]>;
  /** Fixed rows of the about-bank submenu; the information centre adds one row per news category. */
  aboutBank: { about: MenuEntry; news: MenuEntry };
}

type EntryMaker = (key: string, path: string, icon?: MenuIconName) => MenuEntry;

function mainMenus(entry: EntryMaker): Record<Audience, MainMenu> {
  return {
    individuals: {
      inline: [
        entry('deposits', '/deposit'),
        entry('cards', '/cards'),
        entry('transfers', '/transfers'),
        entry('credits', '/credit'),
      ],
      more: [
        entry('about', '/about'),
        entry('news', '/news'),
        entry('vacancies', '/vacancies'),
        entry('appeals', '/appeals'),
        entry('survey', '/individual/survey'),
        entry('clientRights', '/individual/client-rights'),
        entry('tariffs', '/individual/tariff'),
      ],
    },
    // Legal-entity sections from the CMS come first (see withJuristicItems).
    juristic: {
      inline: [],
      more: [
        entry('juristicTariffs', '/juristic/tariffs'),
        entry('openAccount', '/juristic/open-account'),
        entry('currency', '/currency'),
      ],
    },
    financial: {
      inline: [
        entry('correspondent', '/financial-institutions'),
        entry('investmentFunds', '/investment-funds'),
      ],
      more: [],
    },
  };
}

function sheetMenus(entry: EntryMaker): Record<Audience, SheetItem[]> {
  const branches = entry('branches', '/branches', 'location');
  const currency = entry('currency', '/currency', 'exchange');
  const individualsHome = entry('backToIndividuals', '/', 'home');
  return {
    individuals: [
      entry('juristic', '/juristic', 'briefcase'),
      branches,
      entry('deposits', '/deposit', 'deposit'),
      'internetBank',
      entry('cards', '/cards', 'card'),
      entry('transfers', '/transfers', 'transfer'),
      entry('credits', '/credit', 'credit'),
      'aboutBank',
      currency,
      'languages',
    ],
    juristic: [individualsHome, branches, 'aboutBank', 'juristicItems', currency, 'languages'],
    financial: [
      individualsHome,
      branches,
      entry('correspondent', '/financial-institutions', 'building'),
      entry('investmentFunds', '/investment-funds', 'chart'),
      'aboutBank',
      currency,
      'languages',
    ],
  };
}

/**
 * The menus of §2.5 and §2.7 in the language `t` speaks: names come from that language's
 * common.json, so each language has its own configuration while paths stay in one place.
 */
export function menuConfig(t: TFunction): MenuConfig {
  const entry: EntryMaker = (key, path, icon) => ({
    name: t(`menu.${key}`),
    path,
    ...(icon ? { icon } : {}),
  });
  return {
    topLeft: [
      { ...entry('individuals', '/'), audience: 'individuals' },
      { ...entry('juristic', '/juristic'), audience: 'juristic' },
      { ...entry('financial', '/financial-institutions'), audience: 'financial' },
    ],
    topRight: [entry('branches', '/branches', 'location')],
    bottomLeft: mainMenus(entry),
    sheet: sheetMenus(entry),
    aboutBank: { about: entry('about', '/about', 'info'), news: entry('news', '/news', 'news') },
  };
}

export function useMenuConfig(): MenuConfig {
  // `t` is a new function whenever the language changes, so it alone keys the memo.
  const { t } = useTranslation();
  return useMemo(() => menuConfig(t), [t]);
}

/** §2.5: the legal-entity header shows the first three sections inline and the rest in More. */
export function withJuristicItems(menu: MainMenu, items: MenuEntry[]): MainMenu {
  return {
    inline: [...items.slice(0, 3), ...menu.inline],
    more: [...items.slice(3), ...menu.more],
  };
}
