import type { TFunction } from 'i18next';
import type { FieldErrors } from './form-types';

/** Shown in 'Invalid email format. Example: {email}' (§5). */
const EXAMPLE_EMAIL = 'name@example.com';

/** Field errors as text; `t` must be bound to the `forms` namespace. */
export function translateErrors(t: TFunction, errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, t(key, { email: EXAMPLE_EMAIL })]),
  );
}

/** The field that carries messages about the submission as a whole. */
export const FORM_ERROR = '_form';
