import { LANGS } from '@/lib/lang';
import { BRANCH_KINDS, BRANCH_SERVICES, REGIONS, WEEKDAYS } from '@/features/branches/types';
import { EMPLOYMENT_TYPES } from '@/features/vacancies/types';
import {
  arrayOf,
  bool,
  int,
  lang,
  nullable,
  nullInt,
  nullNum,
  nullStr,
  num,
  object,
  partialRecord,
  str,
} from './openapi-schema-kit';

export const Media = object({
  url: str,
  alt: str,
  name: str,
  mime: str,
  width: nullInt,
  height: nullInt,
});
const media = nullable(Media);
export const Faq = object({ question: str, answer: str });
export const Advantage = object({ title: str, text: str, icon: media });
export const Rate = object({ percent: num, months: nullInt });
export const Translations = partialRecord(LANGS, object({ id: int, slug: nullStr }));
const entry = { id: int, slug: str, locale: lang } as const;
const details = { faq: arrayOf(Faq), advantages: arrayOf(Advantage), translations: Translations };

const depositSummary = {
  ...entry,
  name: str,
  image: media,
  rates: arrayOf(Rate),
  headlineRate: nullNum,
  currency: { enum: ['UZS', 'USD'] },
  minAmount: nullNum,
  termMonths: nullInt,
  popularity: num,
} as const;
export const DepositSummary = object(depositSummary);
export const Deposit = object({
  ...depositSummary,
  contract: media,
  infoList: nullStr,
  ...details,
});

const creditSummary = {
  ...entry,
  name: str,
  image: media,
  rates: arrayOf(Rate),
  headlineRate: nullNum,
  termMonths: nullInt,
} as const;
export const CreditSummary = object(creditSummary);
export const Credit = object({ ...creditSummary, contract: media, infoList: nullStr, ...details });

const cardSummary = {
  ...entry,
  name: str,
  image: media,
  issuePrice: nullNum,
  minBalance: nullNum,
} as const;
export const CardSummary = object(cardSummary);
export const Card = object({ ...cardSummary, ...details });

const transferSummary = {
  ...entry,
  name: str,
  summary: nullStr,
  image: media,
  commission: nullNum,
} as const;
export const TransferSummary = object(transferSummary);
export const Transfer = object({ ...transferSummary, description: nullStr, ...details });

export const NewsItem = object({
  ...entry,
  title: str,
  date: nullStr,
  image: media,
  text: nullStr,
  updatedAt: nullStr,
  translations: Translations,
});
export const NewsCategory = object({
  id: int,
  name: str,
  locale: lang,
  translations: partialRecord(LANGS, int),
});

export const SocialLink = object({
  facebook: nullStr,
  telegram: nullStr,
  instagram: nullStr,
  callCentre: nullStr,
  secondPhone: nullStr,
  phone: nullStr,
  address: nullStr,
});

const legalEntitySummary = { ...entry, name: str, icon: media } as const;
export const LegalEntitySummary = object(legalEntitySummary);
export const LegalEntity = object({
  ...legalEntitySummary,
  image: media,
  title: str,
  description: nullStr,
  sections: arrayOf(object({ title: str, text: str })),
  documents: arrayOf(Media),
  cards: arrayOf(object({ title: str, text: str, link: nullStr, icon: media })),
});
export const Promo = object({ id: int, title: str, text: nullStr, link: nullStr, image: media });
export const CallToAction = object({ title: str, text: nullStr, buttonText: str, link: nullStr });

export const CurrencyRate = object({
  code: str,
  name: str,
  branch: nullStr,
  cbRate: num,
  buy: num,
  sell: num,
  date: str,
});

const dayHours = object({
  open: str,
  close: str,
  break: nullable(object({ from: str, to: str })),
});
export const Branch = object({
  id: int,
  kind: { enum: BRANCH_KINDS },
  name: str,
  region: { enum: [...REGIONS, null] },
  address: str,
  phone: nullStr,
  hours: nullable(object({ isAlwaysOpen: bool, days: partialRecord(WEEKDAYS, dayHours) })),
  latitude: num,
  longitude: num,
  services: arrayOf({ enum: BRANCH_SERVICES }),
});

export const Vacancy = object({
  ...entry,
  title: str,
  description: nullStr,
  location: nullStr,
  region: nullStr,
  employment: nullStr,
  employmentType: { enum: [...EMPLOYMENT_TYPES, null] },
  publishedAt: nullStr,
  translations: Translations,
});

export const CorrespondentAccount = object({
  id: int,
  bank: str,
  currency: str,
  kind: { enum: ['loro', 'nostro'] },
  location: str,
  swift: nullStr,
  website: nullStr,
});
export const InvestmentFund = object({ id: int, name: str, description: nullStr, link: nullStr });

export const StaticPage = object({ ...entry, title: str, body: nullStr, image: media });

export const SearchHit = object({
  kind: {
    enum: [
      'page',
      'deposit',
      'credit',
      'card',
      'transfer',
      'juristic',
      'news',
      'vacancy',
      'branch',
    ],
  },
  title: str,
  path: str,
  snippet: arrayOf(object({ text: str, isMatch: bool })),
});
