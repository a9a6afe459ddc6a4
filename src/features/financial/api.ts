import { injectReads, listRequest } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { CorrespondentAccount, InvestmentFund } from './types';

export const financialApi = injectReads((build) => ({
  getCorrespondentAccounts: build.query<CorrespondentAccount[], Lang>({
    query: listRequest('correspondent-accounts'),
  }),
  getInvestmentFunds: build.query<InvestmentFund[], Lang>({
    query: listRequest('investment-funds'),
  }),
}));

export const { useGetCorrespondentAccountsQuery, useGetInvestmentFundsQuery } = financialApi;
