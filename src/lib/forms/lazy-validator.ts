import type { AnyObjectSchema } from 'yup';
import type { FieldErrors } from './form-types';

/** A form's check: its values are valid, or each failing field's message key. */
export type Check = { ok: true } | { ok: false; errors: FieldErrors };

export type Validator = (input: Record<string, unknown>) => Check;

/**
 * A form's schema module, loaded when the visitor first enters the form (or submits it), not with
 * the page: yup and the rules are about 12 KB of a form page's first load, and nothing is checked
 * before a field is left. The same schema validates on the server (server/forms).
 */
export function lazyValidator(loadSchema: () => Promise<object>): () => Promise<Validator> {
  let loading: Promise<Validator> | undefined;
  return () =>
    (loading ??= Promise.all([loadSchema(), import('./validate')]).then(
      // `object`: TypeScript cannot relate yup's specific object schemas to AnyObjectSchema
      // through a promise; each loader returns one of the form schemas.
      ([schema, { validateForm }]) =>
        (input) =>
          validateForm(schema as AnyObjectSchema, input),
    ));
}

/**
 * One lazy validator per reCAPTCHA setting, for forms whose schema asks for the check only when a
 * site key is set: `validatorFor(siteKey)`.
 */
export function humanCheckValidators(
  loadSchema: (options: { humanCheck: boolean }) => Promise<object>,
): (siteKey: string | null | undefined) => () => Promise<Validator> {
  const withCheck = lazyValidator(() => loadSchema({ humanCheck: true }));
  const without = lazyValidator(() => loadSchema({ humanCheck: false }));
  return (siteKey) => (siteKey ? withCheck : without);
}
