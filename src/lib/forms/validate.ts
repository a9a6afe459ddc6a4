import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { FieldErrors } from './form-types';

export type Validation<S extends AnyObjectSchema> =
  { ok: true; values: InferType<S> } | { ok: false; errors: FieldErrors };

/** Runs a form schema once over every field; each field keeps its first failing rule's message key. */
export function validateForm<S extends AnyObjectSchema>(
  schema: S,
  input: Record<string, unknown>,
): Validation<S> {
  try {
    return {
      ok: true,
      values: schema.validateSync(input, { abortEarly: false, stripUnknown: true }),
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = Object.create(null) as FieldErrors;
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path ?? '';
      // yup's own messages (a type error) quote the raw value: never show or log that.
      const message = String(issue.message);
      if (!Object.hasOwn(errors, field))
        errors[field] = message.startsWith('errors.') ? message : 'errors.invalidValue';
    }
    return { ok: false, errors: { ...errors } };
  }
}
