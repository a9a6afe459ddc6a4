import type { TFunction } from 'i18next';
import { depositsApi } from '@/features/deposits/api';
import { creditsApi } from '@/features/credits/api';
import { cardsApi } from '@/features/cards/api';
import { transfersApi } from '@/features/transfers/api';
import type { Currency } from '@/features/deposits/types';
import type { Card } from '@/features/cards/types';
import { formatMoney } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/percent';
import type { Lang } from '@/lib/lang';
import { metaDescription, detailLoader, listLoader } from './helpers';
import { monetaryAmount, productPage, termInMonths } from './structured-data';

export const depositsLoader = (currency?: Currency) =>
  listLoader(currency ? `deposits${currency}` : 'deposits', depositsApi.endpoints.getDeposits);

export const depositLoader = detailLoader(
  '/deposit',
  depositsApi.endpoints.getDeposit,
  (item, t) => ({
    title: item.name,
    description: metaDescription(item.excerpt, t('meta.deposits.description')),
  }),
  (item, ctx, meta) =>
    productPage(
      'DepositAccount',
      {
        image: item.image,
        interestRate: item.headlineRate,
        properties: {
          amount: monetaryAmount(item.currency, item.minAmount),
          currency: item.currency,
        },
      },
      ctx,
      meta,
    ),
);

export const creditsLoader = listLoader('credits', creditsApi.endpoints.getCredits);

export const creditLoader = detailLoader(
  '/credit',
  creditsApi.endpoints.getCredit,
  (item, t) => ({
    title: item.name,
    description: metaDescription(item.excerpt, t('meta.credits.description')),
  }),
  (item, ctx, meta) =>
    productPage(
      'LoanOrCredit',
      {
        image: item.image,
        interestRate: item.headlineRate,
        properties: {
          ...(item.minAmount !== null || item.maxAmount !== null
            ? { amount: monetaryAmount('UZS', item.minAmount, item.maxAmount) }
            : {}),
          currency: 'UZS',
          loanTerm: termInMonths(item.termMonths),
        },
      },
      ctx,
      meta,
    ),
);

export const cardsLoader = listLoader('cards', cardsApi.endpoints.getCards);

function cardFees(card: Card, t: TFunction, lang: Lang): string {
  const price = (label: string, value: number | null) =>
    value === null ? [] : [`${t(label)}: ${formatMoney(value, 'UZS', t('currency.sum'), lang)}`];
  return [
    ...price('products:issuePrice', card.issuePrice),
    ...price('products:minBalance', card.minBalance),
  ].join('; ');
}

export const cardLoader = detailLoader(
  '/cards',
  cardsApi.endpoints.getCard,
  (item, t) => ({
    title: item.name,
    description: metaDescription(
      item.advantages.map((a) => a.title).join(', '),
      t('meta.cards.description'),
    ),
  }),
  (item, ctx, meta) =>
    productPage(
      'PaymentCard',
      {
        image: item.image,
        properties: { feesAndCommissionsSpecification: cardFees(item, ctx.t, ctx.lang) },
      },
      ctx,
      meta,
    ),
);

export const transfersLoader = listLoader('transfers', transfersApi.endpoints.getTransfers);

export const transferLoader = detailLoader(
  '/transfers',
  transfersApi.endpoints.getTransfer,
  (item, t) => ({
    title: item.name,
    description: metaDescription(item.summary ?? item.excerpt, t('meta.transfers.description')),
  }),
  (item, ctx, meta) =>
    productPage(
      'FinancialProduct',
      {
        image: item.image,
        properties: {
          feesAndCommissionsSpecification: `${ctx.t('products:commission')}: ${
            item.commission === null
              ? ctx.t('products:free')
              : formatPercent(item.commission, ctx.lang)
          }`,
        },
      },
      ctx,
      meta,
    ),
);
