import { injectReads, detailRequest, listRequest, type DetailArg } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { Deposit, DepositSummary } from './types';

export const depositsApi = injectReads((build) => ({
  getDeposits: build.query<DepositSummary[], Lang>({ query: listRequest('deposits') }),
  getDeposit: build.query<Deposit | null, DetailArg>({ query: detailRequest('deposits') }),
}));

export const { useGetDepositsQuery, useGetDepositQuery } = depositsApi;
