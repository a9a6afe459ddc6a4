import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/lang';
import type { CmsService } from '../cms/cms-service.types';

export interface BranchDocumentSource {
  id: string;
  path: string;
  title: string;
  texts: string[];
}

/**
 * Branches, ATMs and exchange offices by name, street and region. Each links to the branches page
 * narrowed to its name (the page reads `?q=`), where the visitor sees its hours and the map.
 * A CMS that fails to list them leaves the rest of the index whole.
 */
export async function branchDocuments(
  cms: CmsService,
  lang: Lang,
  t: TFunction,
): Promise<BranchDocumentSource[]> {
  const branches = await cms.branches(lang).catch(() => []);
  return branches.map((branch) => ({
    id: `branch:${branch.id}`,
    path: `/branches?q=${encodeURIComponent(branch.name)}`,
    title: branch.name,
    texts: [
      branch.address,
      branch.region ? t(`content:branches.regions.${branch.region}`) : '',
      t(`content:branches.kind.${branch.kind}`),
    ],
  }));
}
