import type { TFunction } from 'i18next';
import type { FieldErrors } from '@/lib/forms/form-types';
import { translateErrors } from '@/lib/forms/messages';
import type { Lang } from '@/lib/lang';
import { serverI18n } from '../i18n';

/** The forms namespace in each language, for the relay's JSON answers. */
export function createFormMessages() {
  const i18n = serverI18n();
  const fixed = new Map<Lang, TFunction>();
  const t = (lang: Lang) => {
    if (!fixed.has(lang)) fixed.set(lang, i18n.getFixedT(lang, 'forms'));
    return fixed.get(lang) as TFunction;
  };
  return (lang: Lang, errors: FieldErrors) => translateErrors(t(lang), errors);
}
