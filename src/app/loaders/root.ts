import { layoutApi } from '@/features/layout/api';
import { juristicApi } from '@/features/juristic/api';
import { newsApi } from '@/features/news/api';
import type { Lang } from '@/lib/lang';
import { idleRegionsLoaded } from '@/lib/idle-region';
import { fetchQuery, type RouteDeps } from '../routing/route-data';

/**
 * Data every layout shows: footer contacts, the juristic list, news categories for the menu; on
 * the server also the code of the layout's idle regions, which it renders in full.
 */
export async function rootLoader(lang: Lang, deps: RouteDeps): Promise<null> {
  await Promise.all([
    fetchQuery(deps, layoutApi.endpoints.getSocialLink, lang),
    fetchQuery(deps, juristicApi.endpoints.getLegalEntities, lang),
    fetchQuery(deps, newsApi.endpoints.getNewsCategories, lang),
    idleRegionsLoaded(),
  ]);
  return null;
}
