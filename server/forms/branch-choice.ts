import type { FieldErrors, FormKind } from '@/lib/forms/form-types';
import { LANGS, type Lang } from '@/lib/lang';
import { isOffice } from '@/features/branches/lib/offices';
import type { CmsService } from '../cms/cms-service.types';

export type BranchChoice = { errors: FieldErrors } | { fields: Record<string, unknown> } | null;

/**
 * The open-account form's `branch` must name one of the offices the form lists: by its slug (what
 * the form sends), or by its name in any of the site's languages (an integrator, an old page). The
 * CMS gets the slug as `branch_code` and the name in the page's language as `branch`. When the
 * CMS cannot say (it fails, or lists no office at all, so there is nothing to choose from), the
 * request goes ahead as sent, as a vacancy application does: staff read the name anyway.
 */
export async function branchChoice(
  cms: Pick<CmsService, 'branches'>,
  kind: FormKind,
  lang: Lang,
  values: Record<string, unknown>,
): Promise<BranchChoice> {
  if (kind !== 'open-account') return null;
  const sent = values.branch;
  try {
    const lists = await Promise.all(LANGS.map((each) => cms.branches(each)));
    const offices = lists.flat().filter(isOffice);
    if (offices.length === 0) return null;
    const chosen = offices.find((office) => office.slug === sent || office.name === sent);
    if (!chosen) return { errors: { branch: 'errors.branch' } };
    if (!chosen.slug) return { fields: { branch: chosen.name } };
    const own = lists[LANGS.indexOf(lang)]?.find((office) => office.slug === chosen.slug);
    return { fields: { branch: own?.name ?? chosen.name, branch_code: chosen.slug } };
  } catch {
    return null;
  }
}
