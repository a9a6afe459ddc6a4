import { depositsApi } from '@/features/deposits/api';
import { creditsApi } from '@/features/credits/api';
import { cardsApi } from '@/features/cards/api';
import { transfersApi } from '@/features/transfers/api';
import type { Currency } from '@/features/deposits/types';
import { describe, detailLoader, listLoader } from './helpers';

export const depositsLoader = (currency?: Currency) =>
  listLoader(currency ? `deposits${currency}` : 'deposits', depositsApi.endpoints.getDeposits);

export const depositLoader = detailLoader('/deposit', depositsApi.endpoints.getDeposit, (item, t) => ({
  title: item.name,
  description: describe(item.infoList, t('meta.deposits.description')),
}));

export const creditsLoader = listLoader('credits', creditsApi.endpoints.getCredits);

export const creditLoader = detailLoader('/credit', creditsApi.endpoints.getCredit, (item, t) => ({
  title: item.name,
  description: describe(item.infoList, t('meta.credits.description')),
}));

export const cardsLoader = listLoader('cards', cardsApi.endpoints.getCards);

export const cardLoader = detailLoader('/cards', cardsApi.endpoints.getCard, (item, t) => ({
  title: item.name,
  description: describe(item.advantages.map((a) => a.title).join(', '), t('meta.cards.description')),
}));

export const transfersLoader = listLoader('transfers', transfersApi.endpoints.getTransfers);

export const transferLoader = detailLoader('/transfers', transfersApi.endpoints.getTransfer, (item, t) => ({
  title: item.name,
  description: describe(item.summary ?? item.description, t('meta.transfers.description')),
}));
