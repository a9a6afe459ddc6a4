import { injectReads, listRequest } from '@/lib/api/api-slice';
import type { Lang } from '@/lib/lang';
import type { Branch } from './types';

export const branchesApi = injectReads((build) => ({
  getBranches: build.query<Branch[], Lang>({ query: listRequest('branches') }),
}));

export const { useGetBranchesQuery } = branchesApi;
