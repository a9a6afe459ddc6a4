import type {
  Advantage,
  DocumentFile,
  Entry,
  Faq,
  Media,
  Rate,
  Translations,
} from '@/lib/content-types';
import { isLang, type Lang } from '@/lib/lang';
import type { CmsFile, PlainRecord, PlainValue } from '../normalize';

type Field = PlainValue | undefined;

/**
 * The value as a plain record, or null (a file is not one). Not a type guard: a file's inferred
 * type fits a record's index signature, so narrowing to a record would keep the file's type too.
 */
export function recordOf(value: Field): PlainRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isMedia(value)
    ? value
    : null;
}

function isMedia(value: Field): value is CmsFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof value.url === 'string' &&
    typeof value.mime === 'string' &&
    'alt' in value
  );
}

/** Blank strings count as missing: the footer shows a social link "only if set" (§2.8). */
export function text(value: Field): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return typeof value === 'number' ? String(value) : null;
}

/**
 * Numbers the CMS may send as text: "1 000 000" (any whitespace, incl. no-break spaces),
 * "4,5", or decimals as strings (Postgres). Anything else is null.
 */
export function numeric(value: Field): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const compact = value.replace(/\s+/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : null;
}

/** A sum an editor sets or leaves empty: zero and negative numbers count as not set. */
export function positive(value: Field): number | null {
  const parsed = numeric(value);
  return parsed !== null && parsed > 0 ? parsed : null;
}

export function integer(value: Field): number | null {
  const parsed = numeric(value);
  return parsed !== null && Number.isInteger(parsed) ? parsed : null;
}

/** A copy, so callers cannot alter the cached answer; a picture's byte size is no concern of a page. */
export function media(value: Field): Media | null {
  if (!isMedia(value)) return null;
  const { size: _size, ...file } = value;
  return file;
}

/**
 * An entry's picture, described by the entry's own name in the page's language. Strapi keeps one
 * alternative text per file for every language (its media library is not localized), so the
 * library's text would describe the picture in one language on all three pages (issue 33).
 */
export function picture(value: Field, description: string): Media | null {
  const file = media(value);
  return file && { ...file, alt: description };
}

/** An icon beside the text it illustrates: decorative, so it says nothing of its own. */
export function icon(value: Field): Media | null {
  const file = media(value);
  return file && { ...file, alt: '' };
}

/** A file to download with its title in the page's language; the file's own name never shows. */
export function documentFile(value: Field, title: Field): DocumentFile | null {
  if (!isMedia(value)) return null;
  return { url: value.url, title: text(title), mime: value.mime, size: value.size };
}

/**
 * Files with their titles written one a line, in the files' order: a text field beside the media
 * field, so a Strapi set up before titles existed keeps working (and the query stays §7's); a
 * file without a line comes untitled. v4 sends an empty list as `{data: null}`, v5 as [].
 */
export function documentList(files: Field, titles: Field): DocumentFile[] {
  const lines = (text(titles) ?? '').split(/\r?\n/);
  if (!Array.isArray(files)) return [];
  return files.flatMap((file, index) => {
    const found = documentFile(file, lines[index]?.trim());
    return found ? [found] : [];
  });
}

export function records(value: Field): PlainRecord[] {
  if (!Array.isArray(value)) return [];
  return value.map(recordOf).filter((record): record is PlainRecord => record !== null);
}

export function recordId(record: PlainRecord): number | null {
  const id = integer(record.id);
  return id !== null && id > 0 ? id : null;
}

/** Null when the record has no usable id: such a record cannot be linked to or looked up. */
export function entry(record: PlainRecord, lang: Lang): Entry | null {
  const id = recordId(record);
  if (id === null) return null;
  const locale = isLang(record.locale) ? record.locale : lang;
  return { id, slug: text(record.slug) ?? String(id), locale };
}

export function faqList(value: Field): Faq[] {
  return records(value).map((item) => ({
    question: text(item.question) ?? '',
    answer: text(item.answer) ?? '',
  }));
}

export function advantageList(value: Field): Advantage[] {
  return records(value).map((item) => ({
    title: text(item.title) ?? '',
    text: text(item.text) ?? '',
    icon: icon(item.icon),
  }));
}

export function rateList(value: Field): Rate[] {
  return records(value).flatMap((item) => {
    const percent = numeric(item.percent);
    return percent === null ? [] : [{ percent, months: integer(item.period) }];
  });
}

/** §3: the last `percents` entry is the rate shown on cards and headers. */
export function headlineRate(rates: Rate[]): number | null {
  return rates.at(-1)?.percent ?? null;
}

/** The other language versions of an entry, from its populated `localizations`. */
export function translations(record: PlainRecord, own: Lang): Translations {
  const result: Translations = {};
  for (const other of records(record.localizations)) {
    const id = recordId(other);
    if (id !== null && isLang(other.locale) && other.locale !== own) {
      result[other.locale] = { id, slug: text(other.slug) };
    }
  }
  return result;
}

/** Plain record -> domain object; null rejects a record the site cannot show. */
export type Mapper<T> = (record: PlainRecord, lang: Lang) => T | null;

/** Mapper helper for lists: drops the records a mapper rejects instead of failing the list. */
export function mapAll<T>(list: PlainRecord[], lang: Lang, map: Mapper<T>): T[] {
  return list.flatMap((record) => {
    const mapped = map(record, lang);
    return mapped === null ? [] : [mapped];
  });
}
