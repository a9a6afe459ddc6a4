import type { FieldErrors, FormKind } from '@/lib/forms/form-types';
import { LANGS } from '@/lib/lang';
import { isOffice } from '@/features/branches/lib/offices';
import type { CmsService } from '../cms/cms-service.types';

/**
 * The open-account form's `branch` must name one of the offices the form lists, in any of the
 * site's languages (the form shows the page's, an integrator may send another). When the CMS
 * cannot say (it fails, or lists no office at all, so there is nothing to choose from), the
 * request goes ahead, as a vacancy application does: staff read the name anyway.
 */
export async function unknownBranch(
  cms: Pick<CmsService, 'branches'>,
  kind: FormKind,
  values: Record<string, unknown>,
): Promise<FieldErrors | null> {
  if (kind !== 'open-account') return null;
  try {
    const lists = await Promise.all(LANGS.map((lang) => cms.branches(lang)));
    const offices = lists.flat().filter(isOffice);
    const known = offices.length === 0 || offices.some((office) => office.name === values.branch);
    return known ? null : { branch: 'errors.branch' };
  } catch {
    return null;
  }
}
