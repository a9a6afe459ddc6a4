import { createHash } from 'node:crypto';
import { KEY_FIELD, type FileType } from '@/lib/forms/form-types';
import { isSubmissionKey, newSubmissionKey } from '@/lib/forms/submission-key';
import { detectFileType, mimeOf } from './file-types';
import { cmsData, type FormSpec } from './form-specs';
import type { Submission } from './outbox';
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

/** The outbox entry of a validated submission; its id is scoped by the form's kind. */
export function toSubmission(
  input: SubmissionInput,
  spec: FormSpec,
  values: Record<string, unknown>,
  vacancy?: string,
): Submission {
  const given = input.fields[KEY_FIELD];
  const key = isSubmissionKey(given) ? given : newSubmissionKey();
  const data = cmsData(spec, values);
  return {
    id: `${input.kind}-${key}`,
    key,
    fingerprint: fingerprintOf(input.kind, data, vacancy, input.files),
    kind: input.kind,
    lang: input.lang,
    receivedAt: new Date().toISOString(),
    data,
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
