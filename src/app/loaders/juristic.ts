import { juristicApi } from '@/features/juristic/api';
import { financialApi } from '@/features/financial/api';
import { pagesApi } from '@/features/pages/api';
import { fetchQuery, type LoaderContext, type PageData } from '../route-data';
import { describe, detailLoader, listLoader, pageMeta } from './helpers';

export async function juristicLoader({ lang, t, deps }: LoaderContext): Promise<PageData> {
  const { endpoints } = juristicApi;
  await Promise.all([
    fetchQuery(deps, endpoints.getLegalEntities, lang),
    fetchQuery(deps, endpoints.getLegalEntitySliders, lang),
    fetchQuery(deps, endpoints.getLegalEntityProducts, lang),
    fetchQuery(deps, endpoints.getLegalEntityCallToAction, lang),
  ]);
  return { meta: pageMeta(t, 'juristic') };
}

export const legalEntityLoader = detailLoader(
  '/juristic',
  juristicApi.endpoints.getLegalEntity,
  (item, t) => ({
    title: item.name,
    description: describe(item.description, t('meta.juristic.description')),
  }),
);

export async function financialLoader({ lang, t, deps }: LoaderContext): Promise<PageData> {
  await Promise.all([
    fetchQuery(deps, financialApi.endpoints.getCorrespondentAccounts, lang),
    fetchQuery(deps, pagesApi.endpoints.getPage, { lang, key: 'financial-institutions' }),
  ]);
  return { meta: pageMeta(t, 'financial') };
}

export const investmentFundsLoader = listLoader(
  'investmentFunds',
  financialApi.endpoints.getInvestmentFunds,
);
