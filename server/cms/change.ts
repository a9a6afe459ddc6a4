import { records, recordId, text } from './mappers/fields';
import type { PlainRecord } from './normalize';
import { isDocumentId } from './keys';

/**
 * What an editor changed, as a CMS webhook tells it: a Strapi model (`contribution`, or `*` for
 * everything) and, when the event names one, the entry. Purges go by it (server/app.ts), and it
 * crosses workers and instances as it is (server/cluster-purge.ts, server/db/purge-bus.ts).
 */
export interface Change {
  model: string;
  /**
   * The entry's identities (entryIdentities); empty for the whole model. A page or a cached
   * answer showing one entry goes only when one of its identities is here.
   */
  entries: readonly string[];
}

export const wholeModel = (model: string): Change => ({ model, entries: [] });

/**
 * The model of a change of uploaded files (a media webhook): no Strapi model is spelled with a
 * dot, so none can be taken for it. Its entries are file ids.
 */
export const FILES = 'upload.file';

/** What a CMS answer shows that a change can name. */
export interface Shown {
  /** A detail read's entry (entryIdentities; [] when none was found); null for a list. */
  entries: readonly string[] | null;
  /** The ids of the uploaded files in it (normalize.ts `files`). */
  files: readonly string[];
}

/** Caps what a message may carry: an entry and its localizations, not a list of thousands. */
const MAX_IDENTITIES = 64;

/**
 * What names an entry in every answer that shows it: its id, its Strapi 5 documentId (the same
 * in every language and for the draft and the published version) and those of its
 * localizations (Strapi 4 has a row and an id per language; a page links to the other ones).
 */
export function entryIdentities(record: PlainRecord): string[] {
  const identities = new Set<string>();
  for (const one of [record, ...records(record.localizations)]) {
    const id = recordId(one);
    const documentId = text(one.documentId);
    if (id !== null) identities.add(String(id));
    if (documentId !== null && isDocumentId(documentId)) identities.add(documentId);
  }
  return [...identities];
}

/**
 * The entry a webhook's `entry` names, as far as it can be told which pages show it: a Strapi 5
 * entry by its documentId (each language and each publication of it is a row with its own id),
 * a Strapi 4 entry by its id and those of its `localizations` when the payload carries them;
 * otherwise nothing, and the whole model goes (a Strapi 4 entry without them may be a new
 * language version the other languages' pages must link to).
 */
export function changedEntry(entry: unknown): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return [];
  const record = entry as PlainRecord;
  const documentId = text(record.documentId);
  if (documentId !== null) return isDocumentId(documentId) ? [documentId] : [];
  if (!Array.isArray(record.localizations) || recordId(record) === null) return [];
  const identities = entryIdentities(record);
  return identities.length <= MAX_IDENTITIES ? identities : [];
}

/**
 * The file a media webhook's `media` names, by its id; null when it names none, and everything
 * goes. Its pages are those whose answers hold it as a media field: a file linked from Markdown
 * text is not known by its id.
 */
export function changedFile(media: unknown): Change | null {
  const id = typeof media === 'object' && media !== null ? recordId(media as PlainRecord) : null;
  return id === null ? null : { model: FILES, entries: [String(id)] };
}

/** A change as it came over IPC or the bus; odd entries widen it to the whole model. */
export function changeOf(message: { model?: unknown; entries?: unknown }): Change | null {
  if (typeof message.model !== 'string' || message.model === '') return null;
  const { entries } = message;
  const valid =
    Array.isArray(entries) &&
    entries.length <= MAX_IDENTITIES &&
    entries.every((entry) => typeof entry === 'string' && isDocumentId(entry));
  return { model: message.model, entries: valid ? entries : [] };
}
