import { createHash } from 'node:crypto';
import { KEY_FIELD, type FileType } from '@/lib/forms/form-types';
import { isSubmissionKey, newSubmissionKey } from '@/lib/forms/submission-key';
import { detectFileType, mimeOf } from './file-types';
import { cmsData, type FormSpec } from './form-specs';
import type { Submission } from './outbox';
import { submissionReference } from './reference';
import type { IncomingFile, SubmissionInput } from './submission-handler';

const EXTENSIONS: Readonly<Record<FileType, string>> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpeg: 'jpg',
  png: 'png',
};

/**
 * The stored name: the visitor's name without folders, control characters or extension, and
 * the extension of the type found in the bytes, so `x.html` holding a PDF is sent as `x.pdf`
 * (a CMS serving uploads by extension must never serve a visitor's HTML from its origin).
 * Bidirectional marks and overrides go too: they make a name show its characters in another
 * order than they are stored, and staff would read a name the visitor made up to mislead.
 */
function storedFileName(name: string, type: FileType | null): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point of this pattern
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/^\.+/, '');
  return `${stem.slice(0, 150) || 'file'}.${type ? EXTENSIONS[type] : 'bin'}`;
}

/** Same kind, fields and file bytes give the same fingerprint. */
function fingerprintOf(kind: string, data: object, vacancy: unknown, files: IncomingFile[]) {
  const hash = createHash('sha256').update(JSON.stringify([kind, data, vacancy ?? null]));
  for (const file of files) hash.update(file.field).update(file.bytes);
  return hash.digest('hex');
}

export interface Resolved {
  /** The vacancy's slug in the submission's language, linked on delivery. */
  vacancy?: string;
  /** CMS fields the handler looked up (the office's name and code). */
  fields?: Record<string, unknown>;
}

/**
 * The outbox entry of a validated submission; its id is scoped by the form's kind. Besides the
 * form's fields the CMS gets where it came from: the page language, the reference the visitor was
 * shown, and what the form's spec derives. The fingerprint covers only what the visitor sent, so a
 * resend keeps matching though its time of receipt differs.
 */
export function toSubmission(
  input: SubmissionInput,
  spec: FormSpec,
  values: Record<string, unknown>,
  { vacancy, fields }: Resolved = {},
): Submission {
  const given = input.fields[KEY_FIELD];
  const key = isSubmissionKey(given) ? given : newSubmissionKey();
  const sent = cmsData(spec, values);
  const receivedAt = new Date().toISOString();
  return {
    id: `${input.kind}-${key}`,
    key,
    fingerprint: fingerprintOf(input.kind, sent, vacancy, input.files),
    kind: input.kind,
    lang: input.lang,
    receivedAt,
    data: {
      ...sent,
      ...spec.derived?.(values, receivedAt),
      ...fields,
      language: input.lang,
      reference: submissionReference(input.kind, key),
    },
    files: input.files.map((file) => {
      const type = detectFileType(file.bytes);
      return {
        field: file.field,
        name: storedFileName(file.name, type),
        mime: type ? mimeOf(type) : 'application/octet-stream',
      };
    }),
    ...(vacancy !== undefined && { vacancy }),
  };
}
