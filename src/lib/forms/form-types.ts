/** The forms of §3 and the open-account request; each is also the last segment of its relay URL `/api/forms/<kind>`. */
export const FORM_KINDS = ['appeal', 'vacancy-application', 'contact', 'open-account'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Field name -> i18n key in the `forms` namespace (untranslated, so server and browser share it). */
export type FieldErrors = Record<string, string>;

/** What a form submission came to, for the relay's JSON and for the page action alike. */
export type FormResult =
  | {
      ok: true;
      status: 201 | 202;
      /** The idempotency key. */
      id: string;
      /** The short reference shown to the visitor (server/forms/reference.ts). */
      reference: string;
      state: 'delivered' | 'queued';
    }
  | { ok: false; status: number; errors: FieldErrors; retryAfterSeconds?: number };

/**
 * What the server hands a route action after a plain multipart POST (no JavaScript): the form
 * was taken in, validated and relayed before the page renders. Never in the browser.
 */
export interface FormGateway {
  posted: FormActionData;
}

/** The browser's description of a chosen file, or the server's of an uploaded one. */
export interface FileInfo {
  name: string;
  size: number;
  /** Detected from the bytes on the server; guessed from the name in the browser. */
  type: FileType | null;
}

export type FileType = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png';

/** The reCAPTCHA v2 widget puts its token in a field of this name. */
export const HUMAN_CHECK_FIELD = 'g-recaptcha-response';
/**
 * A field no visitor sees or fills (off screen, out of the tab order, hidden from screen readers):
 * a form sent with it filled was filled by a script. It guards the forms the spec leaves without
 * the human check (§1: only the vacancy and contact forms have one), beside the rate limits.
 */
export const TRAP_FIELD = 'leave_empty';
/** Hidden field carrying the submission's idempotency key. */
export const KEY_FIELD = 'idempotency_key';

const EXTENSIONS: Readonly<Record<string, FileType>> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

/** The browser's early guess; the server decides by the file's bytes. */
export function fileTypeFromName(name: string): FileType | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null);
}

/** What a page's route action gives its form after a plain POST (no JavaScript). */
export interface FormActionData {
  kind: FormKind;
  result: FormResult;
  /** The text the visitor typed, to fill the form again; never files or the human-check token. */
  values: Record<string, string>;
}
