import type { AnyObjectSchema } from 'yup';
import { HUMAN_CHECK_FIELD, KEY_FIELD, type FieldErrors } from '@/lib/forms/form-types';

/** Fields every form may carry besides its schema's: the idempotency key, the token, the language. */
const COMMON_FIELDS = [KEY_FIELD, HUMAN_CHECK_FIELD, 'locale'];

export interface CleanFields {
  /** Only the form's own fields, as text, in an object without a prototype. */
  fields: Record<string, string>;
  errors: FieldErrors;
}

/**
 * Takes from a parsed body only the names the form declares, so `constructor`, `__proto__` or
 * `toString` are plain unknown names, never inherited members. A field sent twice (an array) or
 * as an object is an error on that field; numbers and booleans from JSON are read as text.
 */
export function cleanFields(schema: AnyObjectSchema, raw: Record<string, unknown>): CleanFields {
  const fields = Object.create(null) as Record<string, string>;
  const errors = Object.create(null) as FieldErrors;
  for (const name of [...Object.keys(schema.fields), ...COMMON_FIELDS]) {
    if (!Object.hasOwn(raw, name)) continue;
    const value = raw[name];
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else if (value !== undefined && value !== null) errors[name] = 'errors.invalidValue';
  }
  return { fields, errors };
}
