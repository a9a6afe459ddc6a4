import { useRef, useState, type FocusEvent, type FormEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../lang';
import {
  fileTypeFromName,
  HUMAN_CHECK_FIELD,
  type FieldErrors,
  type FormActionData,
  type FormKind,
  type FormResult,
} from './form-types';
import type { Validator } from './lazy-validator';
import { translateErrors } from './messages';
import { postForm } from './post-form';

interface FormOptions {
  kind: FormKind;
  /** The form's validator, loaded on first use (`lazyValidator`). */
  validator: () => Promise<Validator>;
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
    values[field] = chosenFiles(body, field).map((file) => ({
      name: file.name,
      size: file.size,
      type: fileTypeFromName(file.name),
    }));
  }
  return values;
}

/** An empty file input still sends a nameless empty file. */
function chosenFiles(body: FormData, field: string): File[] {
  return body
    .getAll(field)
    .filter((value): value is File => value instanceof File && value.name !== '');
}

const CHOICES = new Set(['checkbox', 'file', 'select-one']);

function only(errors: FieldErrors, fields: ReadonlySet<string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.has(field)));
}

/** The form's body for the relay: the page language added, empty file inputs left out. */
function relayBody(form: HTMLFormElement, fileFields: readonly string[], lang: Lang): FormData {
  const body = new FormData(form);
  body.set('locale', lang);
  for (const field of fileFields) {
    const files = chosenFiles(body, field);
    body.delete(field);
    for (const file of files) body.append(field, file);
  }
  return body;
}

/** Each field is checked once it was left (or, for a choice, changed); everything on submit. */
function useFieldChecks(
  validator: () => Promise<Validator>,
  fileFields: readonly string[],
  initial: FieldErrors,
) {
  const [errors, setErrors] = useState<FieldErrors>(initial);
  const touched = useRef(new Set<string>());

  async function recheck(event: SyntheticEvent<HTMLFormElement>) {
    // A message appearing as the field is left would move the button away from the pointer
    // between press and release, and the click would be lost; the submit checks everything.
    if ((event as FocusEvent<HTMLFormElement>).relatedTarget?.getAttribute('type') === 'submit')
      return;
    const target = event.target as HTMLInputElement;
    if (target.name && (event.type !== 'change' || CHOICES.has(target.type)))
      touched.current.add(target.name);
    // Read now: React's event object and the form's values belong to this moment.
    const values = readForm(event.currentTarget, fileFields);
    const check = (await validator())(values);
    setErrors(check.ok ? {} : only(check.errors, touched.current));
  }

  /** True when the whole form is valid; otherwise shows every message and focuses the first field. */
  async function checkAll(form: HTMLFormElement): Promise<boolean> {
    for (const element of Array.from(form.elements))
      touched.current.add((element as HTMLInputElement).name);
    const check = (await validator())(readForm(form, fileFields));
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok)
      (
        form.elements.namedItem(Object.keys(check.errors)[0] ?? '') as HTMLElement | null
      )?.focus?.();
    return check.ok;
  }

  return { errors, setErrors, recheck, checkAll };
}

/**
 * One form's life in the browser: the shared schema gives the §5 messages before anything is
 * sent, then the relay answers (idle → submitting → thank you, or its messages).
 */
export function useFormController(options: FormOptions) {
  const { kind, validator, fileFields, lang, action } = options;
  const own = action?.kind === kind ? action : undefined;
  const { t } = useTranslation('forms');
  const checks = useFieldChecks(
    validator,
    fileFields,
    own && !own.result.ok ? own.result.errors : {},
  );
  const [result, setResult] = useState<FormResult | null>(own?.result.ok ? own.result : null);
  const [submitting, setSubmitting] = useState(false);
  const [humanCheckReset, setHumanCheckReset] = useState(0);
  // Set at once, not on the next render: the check before posting now waits for the validator.
  const busy = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await checks.checkAll(form))) return;
      setSubmitting(true);
      const body = relayBody(form, fileFields, lang);
      await send(body);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  async function send(body: FormData) {
    const outcome = await postForm(kind, body);
    if (outcome.ok) return setResult(outcome);
    checks.setErrors(outcome.errors);
    if (outcome.status === 403 || outcome.status >= 500 || HUMAN_CHECK_FIELD in outcome.errors)
      setHumanCheckReset((n) => n + 1);
  }

  return {
    result,
    submitting,
    humanCheckReset,
    messages: translateErrors(t, checks.errors),
    /** What the visitor typed before a plain POST came back with errors. */
    value: (field: string) => own?.values[field],
    formProps: {
      method: 'post',
      encType: 'multipart/form-data',
      noValidate: true,
      onSubmit,
      // Starts loading the validator as soon as the visitor enters the form.
      onFocus: () => void validator(),
      onBlur: checks.recheck,
      onChange: checks.recheck,
    },
  };
}
