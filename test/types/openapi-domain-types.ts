/**
 * Checked by `npm run typecheck`, never run: each answer schema of the OpenAPI document, turned
 * back into a type, must equal the domain type the mappers return, so neither can change alone.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Page } from '@/lib/content-types';
import type { Branch } from '@/features/branches/types';
import type { Card, CardSummary } from '@/features/cards/types';
import type { Credit, CreditSummary } from '@/features/credits/types';
import type { CurrencyRate } from '@/features/currency/types';
import type { Deposit, DepositSummary } from '@/features/deposits/types';
import type { CorrespondentAccount, InvestmentFund } from '@/features/financial/types';
import type {
  CallToAction,
  LegalEntity,
  LegalEntitySummary,
  Promo,
} from '@/features/juristic/types';
import type { SocialLink } from '@/features/layout/types';
import type { NewsCategory, NewsItem } from '@/features/news/types';
import type { StaticPage } from '@/features/pages/types';
import type { SearchHit } from '@/features/search/types';
import type { Transfer, TransferSummary } from '@/features/transfers/types';
import type { Vacancy } from '@/features/vacancies/types';
import type * as S from '../../server/api/openapi-domain';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Is<Schema extends JSONSchema, Type> = Same<FromSchema<Schema>, Type>;

export const schemasMatchTypes: [
  Is<typeof S.Branch, Branch>,
  Is<typeof S.Card, Card>,
  Is<typeof S.CardSummary, CardSummary>,
  Is<typeof S.Credit, Credit>,
  Is<typeof S.CreditSummary, CreditSummary>,
  Is<typeof S.CurrencyRate, CurrencyRate>,
  Is<typeof S.Deposit, Deposit>,
  Is<typeof S.DepositSummary, DepositSummary>,
  Is<typeof S.CorrespondentAccount, CorrespondentAccount>,
  Is<typeof S.InvestmentFund, InvestmentFund>,
  Is<typeof S.CallToAction, CallToAction>,
  Is<typeof S.LegalEntity, LegalEntity>,
  Is<typeof S.LegalEntitySummary, LegalEntitySummary>,
  Is<typeof S.Promo, Promo>,
  Is<typeof S.SocialLink, SocialLink>,
  Is<typeof S.NewsCategory, NewsCategory>,
  Is<typeof S.NewsItem, NewsItem>,
  Is<typeof S.NewsPage, Page<NewsItem>>,
  Is<typeof S.StaticPage, StaticPage>,
  Is<typeof S.SearchHit, SearchHit>,
  Is<typeof S.Transfer, Transfer>,
  Is<typeof S.TransferSummary, TransferSummary>,
  Is<typeof S.Vacancy, Vacancy>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
