import type { Lang } from '@/lib/lang';
import { recordId, records, text } from './mappers/fields';
import type { PlainRecord } from './normalize';
import {
  anyLocaleByIdCall,
  byDocumentIdCall,
  byIdCall,
  bySlugCall,
  v4EntryCall,
  type CmsCall,
  type DetailQuery,
} from './queries';
import { isDocumentId, parseEntryKey } from './keys';
import type { StrapiVersion } from './strapi-version';

export interface DetailSource {
  /** The records of one CMS answer; [] for a 4xx. */
  load(call: CmsCall): Promise<PlainRecord[]>;
  /** Null when the CMS gave nothing to tell the version by. */
  version(): Promise<StrapiVersion | null>;
}

async function first(source: DetailSource, call: CmsCall): Promise<PlainRecord | null> {
  return (await source.load(call))[0] ?? null;
}

/** v4: the row behind any id is readable whatever the locale; its localizations give our id. */
async function viaLocalizations(
  source: DetailSource,
  spec: DetailQuery,
  lang: Lang,
  id: number,
): Promise<PlainRecord | null> {
  const other = await first(source, v4EntryCall(spec, lang, id));
  const sibling = records(other?.localizations).find((item) => item.locale === lang);
  const siblingId = sibling ? recordId(sibling) : null;
  if (siblingId === null || siblingId === id) return null;
  return first(source, byIdCall(spec, lang, siblingId));
}

/** v5: a numeric id in the path is a 404, but the row's documentId opens every language. */
async function viaDocumentId(
  source: DetailSource,
  spec: DetailQuery,
  lang: Lang,
  id: number,
): Promise<PlainRecord | null> {
  const other = await first(source, anyLocaleByIdCall(spec, id));
  const documentId = other ? text(other.documentId) : null;
  if (documentId === null || !isDocumentId(documentId)) return null;
  return first(source, byDocumentIdCall(spec, lang, documentId));
}

/**
 * The `lang` version of the entry `key` names: a slug in that language, the numeric id of the
 * entry in any language (ids differ per language, v4 README gotcha 2), or a v5 documentId.
 * Keys that are neither never reach the CMS.
 */
export async function findDetail(
  source: DetailSource,
  spec: DetailQuery,
  lang: Lang,
  key: string,
): Promise<PlainRecord | null> {
  const parsed = parseEntryKey(key);
  if (parsed === null) return null;
  if (parsed.kind === 'slug') {
    const bySlug = await first(source, bySlugCall(spec, lang, parsed.slug));
    if (bySlug || !isDocumentId(parsed.slug) || (await source.version()) === 4) return bySlug;
    // A Strapi 5 documentId (the admin's and the preview's handle of an entry) opens every language.
    return first(source, byDocumentIdCall(spec, lang, parsed.slug));
  }
  const own = await first(source, byIdCall(spec, lang, parsed.id));
  if (own) return own;
  const version = await source.version();
  if (version === 4) return viaLocalizations(source, spec, lang, parsed.id);
  if (version === 5) return viaDocumentId(source, spec, lang, parsed.id);
  // Unknown version: each way is a harmless miss (404 or empty list) on the other version.
  return (
    (await viaLocalizations(source, spec, lang, parsed.id)) ??
    viaDocumentId(source, spec, lang, parsed.id)
  );
}
