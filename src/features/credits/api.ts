import { injectReads, detailRequest, listRequest, type DetailArg } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { Credit, CreditSummary } from './types';

export const creditsApi = injectReads((build) => ({
  getCredits: build.query<CreditSummary[], Lang>({ query: listRequest('credits') }),
  getCredit: build.query<Credit | null, DetailArg>({ query: detailRequest('credits') }),
}));

export const { useGetCreditsQuery, useGetCreditQuery } = creditsApi;
