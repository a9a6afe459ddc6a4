import { LANGS, type Lang } from '@/lib/lang';
import { contentType, type FieldDef } from '../model/content-model';

/** One file of the media manifest (`content/media.json`); the file lives in `public/uploads/`. */
export interface RawMedia {
  file: string;
  width: number | null;
  height: number | null;
  /** Kilobytes, as Strapi reports it. */
  size: number;
  alt: string | null;
}

export interface RawContent {
  media: readonly RawMedia[];
  /** Per API name: a list of entries (localized values written `{uz, en, ru}`), or one object for a single type. */
  entries: Readonly<Record<string, unknown>>;
}

/** A Strapi 4 entry or upload-plugin file, as it appears inside `{data: …}`. */
export interface V4Entry {
  id: number;
  attributes: Record<string, unknown>;
}

/**
 * One language version of an entry, as a Strapi database row: its own numeric id, its own
 * component ids; media as file entries, relations as the authoring keys of their targets.
 */
export interface Row {
  id: number;
  /** Shared by the language versions of one entry: the slug, or the entry's `key`. */
  key: string;
  locale: Lang;
  values: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

/** The rows of every content type, by API name. */
export type ContentStore = ReadonlyMap<string, readonly Row[]>;

const ROWS_EPOCH = Date.parse('2026-11-02T08:00:00.000Z');
const MEDIA_EPOCH = Date.parse('2026-11-01T08:00:00.000Z');
const MIME_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

export const toList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function mediaEntry(raw: RawMedia, id: number): V4Entry {
  const dot = raw.file.lastIndexOf('.');
  const ext = raw.file.slice(dot).toLowerCase();
  const time = new Date(MEDIA_EPOCH + id * 1_013).toISOString();
  // Strapi derives `formats` only from raster images; the hash is the stored file name.
  const { alt, width, height, size } = raw;
  const mime = MIME_TYPES[ext] ?? 'application/octet-stream';
  const attributes = { name: raw.file, alternativeText: alt, caption: alt, width, height };
  return {
    id,
    attributes: {
      ...attributes,
      formats: null,
      hash: raw.file.slice(0, dot),
      ext,
      mime,
      size,
      url: `/uploads/${raw.file}`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: time,
      updatedAt: time,
    },
  };
}

/**
 * Rows for every type of the content, in the content's order; a media file name the manifest
 * lacks, or content for a type the Strapi schemas do not have, fails here, at start-up.
 */
export function buildStore(content: RawContent): ContentStore {
  const files = new Map(content.media.map((raw, index) => [raw.file, mediaEntry(raw, index + 1)]));
  // Per component, as Strapi keeps one table of each component for every type that uses it.
  const componentIds = new Map<string, number>();
  const fileOf = (name: unknown) => {
    const file = files.get(String(name));
    if (!file) throw new Error(`Demo content refers to unknown media file ${name}`);
    return file;
  };
  const value = (field: FieldDef, raw: unknown): unknown => {
    if (raw === undefined || raw === null) return null;
    if (field.kind === 'media') return field.multiple ? toList(raw).map(fileOf) : fileOf(raw);
    if (field.kind !== 'component') return raw;
    const item = (one: unknown) => {
      const id = (componentIds.get(field.component) ?? 0) + 1;
      componentIds.set(field.component, id);
      return { id, ...values(field.fields, asRecord(one)) };
    };
    return field.repeatable ? toList(raw).map(item) : item(raw);
  };
  const values = (fields: readonly FieldDef[], source: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field.name, value(field, source[field.name])]));
  return new Map(
    Object.entries(content.entries).map(([api, entries], typeIndex) => {
      const type = contentType(api);
      if (!type) throw new Error(`Demo content for ${api}, which cms/strapi has no schema of`);
      // Strapi saves an entry's language versions one after another: ids run uz, en, ru per entry.
      const rows = toList(entries).flatMap((raw, index) => {
        const entry = asRecord(raw);
        return LANGS.map((locale, langIndex): Row => {
          const id = index * LANGS.length + langIndex + 1;
          const time = ROWS_EPOCH + typeIndex * 3_600_000 + id * 7_919;
          return {
            id,
            key: String(entry.key ?? entry.slug ?? index + 1),
            locale,
            values: values(type.fields, asRecord(localize(entry, locale))),
            createdAt: new Date(time).toISOString(),
            updatedAt: new Date(time + 112).toISOString(),
            publishedAt: new Date(time + 37).toISOString(),
          };
        });
      });
      return [api, rows];
    }),
  );
}

/** Replaces every `{uz, en, ru}` object inside `value` with its `lang` member. */
export function localize(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, lang));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalizedValue(value)) return value[lang];
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, localize(item, lang)]),
  );
}

export function isLocalizedValue(value: unknown): value is Record<Lang, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LANGS.length && LANGS.every((lang) => keys.includes(lang));
}
