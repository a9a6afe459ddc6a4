import {
  HUMAN_CHECK_FIELD,
  TRAP_FIELD,
  type FieldErrors,
  type FileInfo,
  type FormKind,
  type FormResult,
} from '@/lib/forms/form-types';
import { FORM_ERROR } from '@/lib/forms/messages';
import { validateForm } from '@/lib/forms/validate';
import type { Lang } from '@/lib/lang';
import type { CmsService } from '../cms/cms-service.types';
import { branchChoice } from './branch-choice';
import { cleanFields } from './field-input';
import { detectFileType } from './file-types';
import { FORM_SPECS, type FormSpec } from './form-specs';
import type { HumanCheck } from './human-check';
import type { Submission } from './outbox';
import type { SubmitOutcome } from './relay';
import { toSubmission } from './submission';

export interface IncomingFile {
  field: string;
  name: string;
  bytes: Buffer;
}

export interface SubmissionInput {
  kind: FormKind;
  lang: Lang;
  fields: Record<string, unknown>;
  files: IncomingFile[];
  ip?: string;
}

/** Where an accepted submission goes: the file outbox's relay or the PostgreSQL queue's. */
export interface SubmissionRelay {
  submit(submission: Submission, bytes: Buffer[]): Promise<SubmitOutcome>;
}

export interface SubmissionDeps {
  relay: SubmissionRelay;
  humanCheck: HumanCheck;
  cms: Pick<CmsService, 'vacancy' | 'branches'>;
}

const TYPE_KEYS = new Set(['errors.cvType', 'errors.appealFileType']);

/** 413 for a file too big, 415 for a file of the wrong type, 400 for anything else (all messages kept). */
function rejected(errors: FieldErrors): FormResult {
  const keys = Object.values(errors);
  const status = keys.includes('errors.fileSize')
    ? 413
    : keys.some((key) => TYPE_KEYS.has(key))
      ? 415
      : 400;
  return { ok: false, status, errors };
}

function withFileInfo(spec: FormSpec, input: SubmissionInput, fields: Record<string, string>) {
  const values: Record<string, unknown> = { ...fields };
  for (const field of spec.fileFields) {
    values[field.name] = input.files
      .filter((file) => file.field === field.name)
      .map((file): FileInfo => ({
        name: file.name,
        size: file.bytes.length,
        type: detectFileType(file.bytes),
      }));
  }
  return values;
}

/**
 * The vacancy's slug in `lang` (the form may name it by slug or by any language's id); null when
 * the CMS says it does not exist; the given key when the CMS cannot say (the application goes ahead).
 */
async function vacancySlug(deps: SubmissionDeps, lang: Lang, key: string): Promise<string | null> {
  try {
    return (await deps.cms.vacancy(lang, key))?.slug ?? null;
  } catch {
    return key;
  }
}

const OUTCOMES: Record<Exclude<SubmitOutcome, 'delivered' | 'queued'>, FormResult> = {
  conflict: { ok: false, status: 409, errors: { [FORM_ERROR]: 'errors.keyReused' } },
  unavailable: {
    ok: false,
    status: 503,
    errors: { [FORM_ERROR]: 'errors.unavailable' },
    retryAfterSeconds: 60,
  },
};

async function humanCheckProblem(
  deps: SubmissionDeps,
  token: unknown,
  ip: string | undefined,
): Promise<FormResult | null> {
  const human = await deps.humanCheck.verify(String(token ?? ''), ip);
  if (human === 'failed')
    return { ok: false, status: 403, errors: { [HUMAN_CHECK_FIELD]: 'errors.humanCheckFailed' } };
  if (human === 'unavailable')
    return {
      ok: false,
      status: 503,
      errors: { [FORM_ERROR]: 'errors.generic' },
      retryAfterSeconds: 30,
    };
  return null;
}

/** Validates (the same schema as the browser), checks the files' bytes and the human check, then relays. */
export function createSubmissionHandler(deps: SubmissionDeps) {
  return async function handle(raw: SubmissionInput): Promise<FormResult> {
    const spec = FORM_SPECS[raw.kind];
    const input = {
      ...raw,
      files: raw.files.filter((file) => spec.fileFields.some((field) => field.name === file.field)),
    };
    // A script filled the field no visitor sees: refused like any invalid form, nothing relayed.
    if (String(input.fields[TRAP_FIELD] ?? '') !== '')
      return { ok: false, status: 400, errors: { [FORM_ERROR]: 'errors.generic' } };
    const humanCheck = spec.humanCheck && deps.humanCheck.enabled;
    const schema = spec.schema({ humanCheck });
    const cleaned = cleanFields(schema, input.fields);
    if (Object.keys(cleaned.errors).length > 0) return rejected({ ...cleaned.errors });
    const checked = validateForm(schema, withFileInfo(spec, input, cleaned.fields));
    if (!checked.ok) return rejected(checked.errors);
    const values = checked.values as Record<string, unknown>;
    const vacancy = spec.linksVacancy
      ? await vacancySlug(deps, input.lang, String(values.vacancy))
      : undefined;
    if (vacancy === null) return rejected({ vacancy: 'errors.vacancyNotFound' });
    const branch = await branchChoice(deps.cms, input.kind, input.lang, values);
    if (branch && 'errors' in branch) return rejected(branch.errors);
    const problem = humanCheck
      ? await humanCheckProblem(deps, values[HUMAN_CHECK_FIELD], input.ip)
      : null;
    if (problem) return problem;
    const submission = toSubmission({ ...input, fields: cleaned.fields }, spec, values, {
      vacancy,
      fields: branch?.fields,
    });
    const state = await deps.relay.submit(
      submission,
      input.files.map((file) => file.bytes),
    );
    if (state === 'conflict' || state === 'unavailable') return OUTCOMES[state];
    return {
      ok: true,
      status: state === 'delivered' ? 201 : 202,
      id: submission.key,
      reference: String(submission.data.reference),
      state,
    };
  };
}
