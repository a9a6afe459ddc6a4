import { LANGS, type Lang } from '@/lib/lang';
import type { ContentType, FieldDef } from './content-fields';
import { CONTENT_TYPES } from './content-model';
import { buildMediaLibrary, type MediaEntry, type RawMedia } from './media-library';
import { asRecord, toList } from './values';

/** One authored entry: localized values written as `{uz, en, ru}` anywhere inside it. */
export type RawEntry = Record<string, unknown>;

export interface RawContent {
  media: readonly RawMedia[];
  /** Per API name: a list of entries, or one object for a single type. */
  entries: Readonly<Record<string, unknown>>;
}

/**
 * One language version of an entry, as a Strapi database row: its own numeric id, its own
 * component ids; media as file ids, relations as the authoring keys of their targets.
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

const ROWS_EPOCH = Date.parse('2026-11-02T08:00:00.000Z');

export class ContentStore {
  private readonly byIdIndex = new Map<string, Row>();
  private readonly byKeyIndex = new Map<string, Row>();

  constructor(
    private readonly tables: ReadonlyMap<string, readonly Row[]>,
    private readonly mediaById: ReadonlyMap<number, MediaEntry>,
  ) {
    for (const [api, rows] of tables) {
      for (const row of rows) {
        this.byIdIndex.set(`${api}#${row.id}`, row);
        this.byKeyIndex.set(`${api}#${row.key}#${row.locale}`, row);
      }
    }
  }

  rows(api: string): readonly Row[] {
    return this.tables.get(api) ?? [];
  }

  byId(api: string, id: number): Row | undefined {
    return this.byIdIndex.get(`${api}#${id}`);
  }

  byKey(api: string, key: string, locale: Lang): Row | undefined {
    return this.byKeyIndex.get(`${api}#${key}#${locale}`);
  }

  /** The rows a relation value (authoring keys) points at, in one language. */
  related(target: string, keys: unknown, locale: Lang): Row[] {
    return toList(keys).flatMap((key) => this.byKey(target, String(key), locale) ?? []);
  }

  /** The other language versions of a row, as Strapi's `localizations` relation holds them. */
  localizations(api: string, row: Row): Row[] {
    return this.rows(api).filter((other) => other.key === row.key && other.id !== row.id);
  }

  media(id: number): MediaEntry | undefined {
    return this.mediaById.get(id);
  }
}

interface BuildContext {
  mediaId(file: unknown): number;
  nextComponentId(uid: string): number;
}

export function buildStore(content: RawContent): ContentStore {
  const library = buildMediaLibrary(content.media);
  const counters = new Map<string, number>();
  const context: BuildContext = {
    mediaId: library.idOf,
    nextComponentId(uid) {
      const id = (counters.get(uid) ?? 0) + 1;
      counters.set(uid, id);
      return id;
    },
  };
  const tables = new Map<string, Row[]>();
  CONTENT_TYPES.forEach((type, typeIndex) => {
    const entries = toList(content.entries[type.api]).map(asRecord);
    tables.set(type.api, buildRows(type, typeIndex, entries, context));
  });
  return new ContentStore(tables, library.byId);
}

function buildRows(
  type: ContentType,
  typeIndex: number,
  entries: RawEntry[],
  context: BuildContext,
): Row[] {
  // Strapi saves an entry's language versions one after another, so ids run uz, en, ru per entry.
  return entries.flatMap((entry, index) =>
    LANGS.map((locale, langIndex): Row => {
      const id = index * LANGS.length + langIndex + 1;
      const time = ROWS_EPOCH + typeIndex * 3_600_000 + id * 7_919;
      return {
        id,
        key: String(entry.key ?? entry.slug ?? index + 1),
        locale,
        values: buildValues(type.fields, asRecord(localize(entry, locale)), context),
        createdAt: new Date(time).toISOString(),
        updatedAt: new Date(time + 112).toISOString(),
        publishedAt: new Date(time + 37).toISOString(),
      };
    }),
  );
}

function buildValues(
  fields: readonly FieldDef[],
  source: Record<string, unknown>,
  context: BuildContext,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field.name, buildValue(field, source[field.name], context)]),
  );
}

function buildValue(field: FieldDef, value: unknown, context: BuildContext): unknown {
  if (value === undefined || value === null) return null;
  switch (field.kind) {
    case 'scalar':
    case 'relation':
      return value;
    case 'media':
      return field.multiple ? toList(value).map(context.mediaId) : context.mediaId(value);
    case 'component': {
      const { uid, fields } = field.component;
      const build = (item: unknown) => ({
        id: context.nextComponentId(uid),
        ...buildValues(fields, asRecord(item), context),
      });
      return field.repeatable ? toList(value).map(build) : build(value);
    }
  }
}

/** Replaces every `{uz, en, ru}` object inside `value` with its `lang` member. */
export function localize(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, lang));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (isLocalizedValue(record)) return record[lang];
  return Object.fromEntries(
    Object.entries(record).map(([name, item]) => [name, localize(item, lang)]),
  );
}

export function isLocalizedValue(value: unknown): value is Record<Lang, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LANGS.length && LANGS.every((lang) => keys.includes(lang));
}
