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
 * Direction controls (embeddings, overrides, isolates, marks) reorder what the operator reads: a
 * name `Dilnoza<U+202E>fdp.exe` shows as `Dilnozaexe.pdf`. Zero-width space, word joiner and BOM
 * make equal-looking texts differ. Nobody types them into a bank's uz, en or ru form, so they go.
 */
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;
/**
 * Joiners do a job in these languages only inside an emoji sequence (👩🏽‍💻: 👩, skin tone, ZWJ, 💻;
 * ❤️‍🔥: ❤, VS16, ZWJ, 🔥); anywhere else they go too.
 */
const STRAY_JOINER =
  /\u200C|(?<!\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

const visibleText = (value: string) => value.replace(INVISIBLE, '').replace(STRAY_JOINER, '');

/**
 * Takes from a parsed body only the names the form declares, so `constructor`, `__proto__` or
 * `toString` are plain unknown names, never inherited members. A field sent twice (an array) or
 * as an object is an error on that field; numbers and booleans from JSON are read as text. Text
 * loses its invisible controls before it is validated or stored.
 */
export function cleanFields(schema: AnyObjectSchema, raw: Record<string, unknown>): CleanFields {
  const fields = Object.create(null) as Record<string, string>;
  const errors = Object.create(null) as FieldErrors;
  for (const name of [...Object.keys(schema.fields), ...COMMON_FIELDS]) {
    if (!Object.hasOwn(raw, name)) continue;
    const value = raw[name];
    if (typeof value === 'string') fields[name] = visibleText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else if (value !== undefined && value !== null) errors[name] = 'errors.invalidValue';
  }
  return { fields, errors };
}
