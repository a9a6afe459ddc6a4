import type { Audience } from './types';

export interface MenuEntry {
  /** Key under `menu.` in the common namespace. */
  label: string;
  path: string;
  icon?: string;
}

export const AUDIENCE_LINKS: { audience: Audience; label: string; path: string }[] = [
  { audience: 'individuals', label: 'individuals', path: '/' },
  { audience: 'juristic', label: 'juristic', path: '/juristic' },
  { audience: 'financial', label: 'financial', path: '/financial-institutions' },
];

/** Main menu per audience (§2.5); the last group of individuals goes into the More dropdown. */
export const MAIN_MENU: Record<Audience, { inline: MenuEntry[]; more: MenuEntry[] }> = {
  individuals: {
    inline: [
      { label: 'deposits', path: '/deposit' },
      { label: 'cards', path: '/cards' },
      { label: 'transfers', path: '/transfers' },
      { label: 'credits', path: '/credit' },
    ],
    more: [
      { label: 'about', path: '/about' },
      { label: 'news', path: '/news' },
      { label: 'vacancies', path: '/vacancies' },
      { label: 'appeals', path: '/appeals' },
      { label: 'survey', path: '/individual/survey' },
      { label: 'clientRights', path: '/individual/client-rights' },
      { label: 'tariffs', path: '/individual/tariff' },
    ],
  },
  juristic: {
    inline: [
      { label: 'juristicTariffs', path: '/juristic/tariffs' },
      { label: 'openAccount', path: '/juristic/open-account' },
      { label: 'currencyOperations', path: '/juristic/currency-operations' },
    ],
    more: [
      { label: 'juristicCredits', path: '/juristic/credits' },
      { label: 'juristicDeposits', path: '/juristic/deposits' },
      { label: 'ePos', path: '/juristic/e-pos' },
      { label: 'payrollProject', path: '/juristic/payroll-project' },
      { label: 'internetBanking', path: '/juristic/internet-banking' },
      { label: 'uniPos', path: '/juristic/uni-pos' },
      { label: 'currency', path: '/currency' },
    ],
  },
  financial: {
    inline: [
      { label: 'correspondent', path: '/financial-institutions' },
      { label: 'investmentFunds', path: '/investment-funds' },
    ],
    more: [],
  },
};
