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

export interface MainMenu {
  inline: MenuEntry[];
  /** Entries of the More dropdown. */
  more: MenuEntry[];
}

/** A row of the mobile menu sheet: a link, or a marker for rows built from the CMS or the config. */
export type SheetItem = MenuEntry | 'aboutBank' | 'internetBank' | 'juristicItems' | 'languages';

/** An entry as declared: its name is `menu.<key>` of common.json, in the page's language. */
interface EntrySpec {
  key: string;
  path: string;
  icon?: MenuIconName;
}

type Named<T extends EntrySpec> = Omit<T, 'key'> & { name: string };

const entry = (key: string, path: string, icon?: MenuIconName): EntrySpec => ({
  key,
  path,
  ...(icon ? { icon } : {}),
});

const branches = entry('branches', '/branches', 'location');
const currency = entry('currency', '/currency', 'exchange');
const individualsHome = entry('backToIndividuals', '/', 'home');

/**
 * The menus of §2.5 and §2.7, declared once for every language. Each component names only the
 * part it shows (a page's header is rendered with one audience's menus, not all three).
 */
export const MENUS = {
  /** Desktop header, top left: the audience switch. */
  topLeft: [
    { ...entry('individuals', '/'), audience: 'individuals' },
    { ...entry('juristic', '/juristic'), audience: 'juristic' },
    { ...entry('financial', '/financial-institutions'), audience: 'financial' },
  ] satisfies (EntrySpec & { audience: Audience })[],
  /** Desktop header, top right. */
  topRight: [branches],
  /** Desktop header, bottom left: inline entries and the More dropdown's, per audience. */
  bottomLeft: {
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
  } satisfies Record<Audience, { inline: EntrySpec[]; more: EntrySpec[] }>,
  /** Mobile menu sheet per audience (§2.7). */
  sheet: {
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
  } satisfies Record<Audience, (EntrySpec | Exclude<SheetItem, MenuEntry>)[]>,
  /** The about-bank submenu's fixed row. */
  aboutBank: [entry('about', '/about', 'info')],
  /** The information centre's first row; one row per news category follows. */
  infoCentre: [entry('news', '/news', 'news')],
};

/** Names declared entries in the language `t` speaks; markers pass through. */
export function named<T extends EntrySpec | string>(
  t: TFunction,
  items: readonly T[],
): (T extends EntrySpec ? Named<T> : T)[] {
  return items.map((item: EntrySpec | string) => {
    if (typeof item === 'string') return item;
    const { key, ...rest } = item;
    return { ...rest, name: t(`menu.${key}`) };
  }) as (T extends EntrySpec ? Named<T> : T)[];
}

/** Declared entries named in the page's language. */
export function useMenu<T extends EntrySpec | string>(items: readonly T[]) {
  // `t` is a new function whenever the language changes, so it keys the memo with the items.
  const { t } = useTranslation();
  return useMemo(() => named(t, items), [t, items]);
}

/** §2.5: the legal-entity header shows the first three sections inline and the rest in More. */
export function withJuristicItems(menu: MainMenu, items: MenuEntry[]): MainMenu {
  return {
    inline: [...items.slice(0, 3), ...menu.inline],
    more: [...items.slice(3), ...menu.more],
  };
}
