import {
  HUMAN_CHECK_FIELD,
  KEY_FIELD,
  type FieldErrors,
  type FileInfo,
  type FormKind,
  type FormResult,
} from '@/lib/forms/form-types';
import { FORM_ERROR } from '@/lib/forms/messages';
import { isSubmissionKey, newSubmissionKey } from '@/lib/forms/submission-key';
import { validateForm } from '@/lib/forms/validate';
import type { Lang } from '@/lib/lang';
import type { CmsService } from '../cms/cms-service.types';
import { detectFileType, mimeOf } from './file-types';
import { FORM_SPECS, cmsData, type FormSpec } from './form-specs';
import type { HumanCheck } from './human-check';
import type { Submission } from './outbox';

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
  submit(submission: Submission, bytes: Buffer[]): Promise<'delivered' | 'queued' | 'unavailable'>;
}

export interface SubmissionDeps {
  relay: SubmissionRelay;
  humanCheck: HumanCheck;
  cms: Pick<CmsService, 'vacancy'>;
}

const TYPE_KEYS = new Set(['errors.cvType', 'errors.appealFileType']);

/** 413 for a file too big, 415 for a file of the wrong type, 400 for anything else (all messages kept). */
export function rejected(errors: FieldErrors): FormResult {
  const keys = Object.values(errors);
  const status = keys.includes('errors.fileSize')
    ? 413
    : keys.some((key) => TYPE_KEYS.has(key))
      ? 415
      : 400;
  return { ok: false, status, errors };
}

/** 503: try again shortly; `key` tells the visitor what happened. */
const unavailable = (key: string): FormResult => ({
  ok: false,
  status: 503,
  errors: { [FORM_ERROR]: key },
  retryAfterSeconds: 30,
});

/** A plain file name: no folders, no control characters, not endless. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point of this pattern
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(-200) || 'file';
}

function withFileInfo(spec: FormSpec, input: SubmissionInput) {
  const values: Record<string, unknown> = { ...input.fields };
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

/** A vacancy that the CMS says does not exist; when the CMS cannot say, the application goes ahead. */
async function isUnknownVacancy(deps: SubmissionDeps, lang: Lang, slug: string): Promise<boolean> {
  try {
    return (await deps.cms.vacancy(lang, slug)) === null;
  } catch {
    return false;
  }
}

function toSubmission(
  input: SubmissionInput,
  spec: FormSpec,
  values: Record<string, unknown>,
): Submission {
  const key = input.fields[KEY_FIELD];
  return {
    id: isSubmissionKey(key) ? key : newSubmissionKey(),
    kind: input.kind,
    lang: input.lang,
    receivedAt: new Date().toISOString(),
    data: cmsData(spec, values),
    files: input.files.map((file) => {
      const type = detectFileType(file.bytes);
      return {
        field: file.field,
        name: cleanName(file.name),
        mime: type ? mimeOf(type) : 'application/octet-stream',
      };
    }),
    ...(input.kind === 'vacancy-application' && { vacancy: String(values.vacancy) }),
  };
}

/** Validates (the same schema as the browser), checks the files' bytes and the human check, then relays. */
export function createSubmissionHandler(deps: SubmissionDeps) {
  return async function handle(raw: SubmissionInput): Promise<FormResult> {
    const spec = FORM_SPECS[raw.kind];
    const input = {
      ...raw,
      files: raw.files.filter((file) => spec.fileFields.some((field) => field.name === file.field)),
    };
    const checked = validateForm(
      spec.schema({ humanCheck: deps.humanCheck.enabled }),
      withFileInfo(spec, input),
    );
    if (!checked.ok) return rejected(checked.errors);
    const values = checked.values as Record<string, unknown>;
    if (
      input.kind === 'vacancy-application' &&
      (await isUnknownVacancy(deps, input.lang, String(values.vacancy)))
    ) {
      return rejected({ vacancy: 'errors.vacancyNotFound' });
    }
    const human = await deps.humanCheck.verify(String(values[HUMAN_CHECK_FIELD] ?? ''), input.ip);
    if (human === 'failed')
      return { ok: false, status: 403, errors: { [HUMAN_CHECK_FIELD]: 'errors.humanCheckFailed' } };
    if (human === 'unavailable') return unavailable('errors.generic');
    const submission = toSubmission(input, spec, values);
    const state = await deps.relay.submit(
      submission,
      input.files.map((file) => file.bytes),
    );
    if (state === 'unavailable') return unavailable('errors.notSaved');
    return { ok: true, status: state === 'delivered' ? 201 : 202, id: submission.id, state };
  };
}

export type SubmissionHandler = ReturnType<typeof createSubmissionHandler>;
