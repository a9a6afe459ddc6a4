import { useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { Lang } from '../lang';
import { fileTypeFromName, HUMAN_CHECK_FIELD, type FieldErrors, type FormActionData, type FormKind, type FormResult } from './form-types';
import { translateErrors } from './messages';
import { postForm } from './post-form';
import { validateForm } from './validate';

interface FormOptions {
  kind: FormKind;
  schema: AnyObjectSchema;
  fileFields: readonly string[];
  lang: Lang;
  /** The route action's answer to a plain POST (server-rendered, no JavaScript). */
  action?: FormActionData;
}

/** Field values as the schema reads them; chosen files become their name, size and guessed type. */
function readForm(form: HTMLFormElement, fileFields: readonly string[]): Record<string, unknown> {
  const body = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const [name, value] of body) if (typeof value === 'string') values[name] = value;
  for (const field of fileFields) {
    values[field] = chosenFiles(body, field).map((file) => ({ name: file.name, size: file.size, type: fileTypeFromName(file.name) }));
  }
  return values;
}

/** An empty file input still sends a nameless empty file. */
function chosenFiles(body: FormData, field: string): File[] {
  return body.getAll(field).filter((value): value is File => value instanceof File && value.name !== '');
}

const CHOICES = new Set(['checkbox', 'file', 'select-one']);

function only(errors: FieldErrors, fields: ReadonlySet<string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.has(field)));
}

/**
 * One form's life in the browser: the shared schema checks each field once it was left and
 * everything on submit (the §5 messages before anything is sent), then the relay answers.
 */
export function useFormController(options: FormOptions) {
  const { kind, schema, fileFields, lang, action } = options;
  const own = action?.kind === kind ? action : undefined;
  const { t } = useTranslation('forms');
  const [errors, setErrors] = useState<FieldErrors>(own && !own.result.ok ? own.result.errors : {});
  const [result, setResult] = useState<FormResult | null>(own?.result.ok ? own.result : null);
  const [submitting, setSubmitting] = useState(false);
  const [humanCheckReset, setHumanCheckReset] = useState(0);
  const touched = useRef(new Set<string>());

  /** A field counts as visited once left, or once changed if it is a choice (select, box, file). */
  function recheck(event: SyntheticEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name && (event.type !== 'change' || CHOICES.has(target.type))) touched.current.add(target.name);
    const check = validateForm(schema, readForm(event.currentTarget, fileFields));
    setErrors(check.ok ? {} : only(check.errors, touched.current));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    for (const element of Array.from(form.elements)) touched.current.add((element as HTMLInputElement).name);
    const check = validateForm(schema, readForm(form, fileFields));
    if (!check.ok) {
      setErrors(check.errors);
      (form.elements.namedItem(Object.keys(check.errors)[0] ?? '') as HTMLElement | null)?.focus?.();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const body = new FormData(form);
    body.set('locale', lang);
    for (const field of fileFields) {
      const files = chosenFiles(body, field);
      body.delete(field);
      for (const file of files) body.append(field, file);
    }
    const outcome = await postForm(kind, body);
    setSubmitting(false);
    if (outcome.ok) return setResult(outcome);
    setErrors(outcome.errors);
    if (outcome.status === 403 || outcome.status >= 500 || HUMAN_CHECK_FIELD in outcome.errors) setHumanCheckReset((n) => n + 1);
  }

  const messages = translateErrors(t, errors);
  return {
    result,
    submitting,
    humanCheckReset,
    messages,
    /** What the visitor typed before a plain POST came back with errors. */
    value: (field: string) => own?.values[field],
    formProps: { method: 'post', encType: 'multipart/form-data', noValidate: true, onSubmit, onBlur: recheck, onChange: recheck },
  };
}
