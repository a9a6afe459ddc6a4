import { branchesApi } from '@/features/branches/api';
import { branchJsonLd } from '@/features/branches/lib/branch-json-ld';
import { filterBranches, parseBranchFilters } from '@/features/branches/lib/branch-filters';
import type { Region } from '@/features/branches/types';
import { fetchQuery, type LoaderContext, type PageData } from '../routing/route-data';
import { pageMeta } from './helpers';

export interface BranchesPageData extends PageData {
  /**
   * The instant the "open now" badges are computed for, as epoch milliseconds: the server's render
   * and the browser's hydration use the same one, so the badges cannot mismatch.
   */
  now: number;
}

const MINUTE = 60_000;

/** The list filtered by the URL (§2.9), and JSON-LD for exactly the places shown. */
export async function branchesLoader({
  lang,
  t,
  url,
  deps,
}: LoaderContext): Promise<BranchesPageData> {
  const branches = await fetchQuery(deps, branchesApi.endpoints.getBranches, lang);
  // To the minute, the badges' and "open now"'s finest step (opening times are hh:mm): renders
  // within a minute are the same bytes, and so keep their ETag.
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const regionName = (region: Region) => t(`content:branches.regions.${region}`);
  const shown = filterBranches(branches, parseBranchFilters(url.searchParams), { now, regionName });
  const jsonLd = branchJsonLd(shown, {
    pageUrl: new URL(url.pathname, url).href,
    bankName: t('site.name'),
    regionName: (branch) => (branch.region ? regionName(branch.region) : undefined),
  });
  return { meta: pageMeta(t, 'branches'), jsonLd, now };
}
