import { juristicApi } from '@/features/juristic/api';
import { financialApi } from '@/features/financial/api';
import { pagesApi } from '@/features/pages/api';
import { branchesApi } from '@/features/branches/api';
import { fetchQuery, type LoaderContext, type PageData } from '../routing/route-data';
import { metaDescription, detailLoader, listLoader, pageMeta } from './helpers';
import { staticPageLoader } from './content';

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
    description: metaDescription(item.description, t('meta.juristic.description')),
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

/** The open-account page: its CMS text above the request form, whose branch list comes from the CMS. */
export async function openAccountLoader(ctx: LoaderContext): Promise<PageData> {
  const [page] = await Promise.all([
    staticPageLoader('open-account')(ctx),
    fetchQuery(ctx.deps, branchesApi.endpoints.getBranches, ctx.lang),
  ]);
  return page;
}
