import { injectReads, detailRequest, listRequest, type DetailArg } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { Transfer, TransferSummary } from './types';

export const transfersApi = injectReads((build) => ({
  getTransfers: build.query<TransferSummary[], Lang>({ query: listRequest('transfers') }),
  getTransfer: build.query<Transfer | null, DetailArg>({ query: detailRequest('transfers') }),
}));

export const { useGetTransfersQuery, useGetTransferQuery } = transfersApi;
