/**
 * Writes the embedded demo content (server/cms/demo) into a Strapi 4 or 5 over its REST API: the
 * one source of the content, whether the site reads it embedded or from a real Strapi.
 * Idempotent: an entry is matched by its identity (the slug, or the fields below) in each
 * language, and only what is missing is created; a type holding entries the demo does not know
 * is refused before anything is written.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, type Lang } from '@/lib/lang';
import { readDemoContent } from '../../server/cms/demo/content-files';
import { contentType, type ContentType, type FieldDef } from '../../server/cms/model/content-model';
import { localize, toList } from '../../server/cms/demo/content-store';
import { SeedError, type Entry, type StrapiRest } from './strapi-rest';

const UPLOADS = fileURLToPath(new URL('../../public/uploads/', import.meta.url));
const DEMO_CONTENT = readDemoContent();

/** What tells two entries of a type without a slug apart, in each language. */
const IDENTITY: Readonly<Record<string, readonly string[]>> = {
  branches: ['name'],
  'correspondent-accounts': ['bank', 'currency', 'account_type'],
  'currency-rates': ['code', 'branch'],
  'investment-funds': ['name'],
  'legal-entity-recommended-products': ['title'],
  'legal-entity-sliders': ['title'],
  'news-categories': ['name'],
};

type Raw = Record<string, unknown>;
const MIME: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export interface SeedOptions {
  dryRun?: boolean;
  /** One line per planned write (dry run) and per refusal. */
  log?: (line: string) => void;
  /** Called once the plan is known, then after each write. */
  progress?: (done: number, total: number) => void;
}

export interface SeedReport {
  version: 4 | 5;
  uploaded: number;
  created: number;
  /** Language versions already there (left as they are). */
  kept: number;
}

/**
 * The types the demo has content for, relation targets before the types that point at them,
 * otherwise in the content's order (the order the embedded demo numbers its rows in).
 */
export function seedOrder(): ContentType[] {
  const content = Object.keys(DEMO_CONTENT.entries).map((api) => {
    const type = contentType(api);
    if (!type)
      throw new SeedError(`The demo content has ${api}, which cms/strapi has no schema of`);
    return type;
  });
  const targets = new Set(
    content.flatMap((type) =>
      type.fields.flatMap((field) => (field.kind === 'relation' ? [field.target] : [])),
    ),
  );
  return [
    ...content.filter((type) => targets.has(type.api)),
    ...content.filter((type) => !targets.has(type.api)),
  ];
}

export const entriesOf = (type: ContentType): Raw[] =>
  toList(DEMO_CONTENT.entries[type.api]) as Raw[];

/** The identity of a demo entry, or of a Strapi entry's fields, in one language. */
export function identity(type: ContentType, fields: Raw): string {
  if (type.kind === 'single') return 'single';
  const names = IDENTITY[type.api] ?? ['slug'];
  return names.map((name) => String(fields[name] ?? '')).join(' · ');
}

const authoringKey = (entry: Raw) => String(entry.key ?? entry.slug);

/** Every media file name the demo content refers to. */
function mediaNames(): Set<string> {
  const names = new Set<string>();
  const walk = (fields: readonly FieldDef[], value: Raw) => {
    for (const field of fields) {
      const raw = value[field.name];
      if (field.kind === 'media')
        for (const item of toList(raw))
          for (const lang of LANGS) names.add(String(localize(item, lang)));
      if (field.kind === 'component')
        for (const item of toList(raw)) walk(field.fields, item as Raw);
    }
  };
  for (const type of seedOrder()) for (const entry of entriesOf(type)) walk(type.fields, entry);
  return names;
}

/** Plan and write; throws SeedError with one clear sentence when Strapi is not ready for it. */
export async function seed(rest: StrapiRest, options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const locales = await rest.locales();
  const lacking = LANGS.filter((lang) => !locales.includes(lang));
  if (lacking.length > 0)
    throw new SeedError(
      `Strapi lacks the locale(s) ${lacking.join(', ')}: add them in Settings → Internationalization (uz as the default)`,
    );

  const types = seedOrder();
  const existing = new Map<string, Map<Lang, Map<string, Entry>>>();
  const missingTypes: string[] = [];
  const unknown: string[] = [];
  for (const type of types) {
    if (type.kind === 'single' && !(await rest.hasSingleType(type.api))) {
      missingTypes.push(type.api);
      continue;
    }
    const byLang = new Map<Lang, Map<string, Entry>>();
    for (const lang of LANGS) {
      const found =
        type.kind === 'single'
          ? toList(await rest.single(type.api, lang))
          : await rest.list(type.api, lang);
      if (found === null) {
        missingTypes.push(type.api);
        break;
      }
      const known = new Set(
        entriesOf(type).map((entry) => identity(type, localize(entry, lang) as Raw)),
      );
      const entries = new Map<string, Entry>();
      for (const entry of found as Entry[]) {
        const id = identity(type, entry.fields);
        if (known.has(id)) entries.set(id, entry);
        else unknown.push(`${type.api} "${id}" (${lang})`);
      }
      byLang.set(lang, entries);
    }
    existing.set(type.api, byLang);
  }
  if (missingTypes.length > 0)
    throw new SeedError(
      `Strapi has no content type ${missingTypes.join(', ')}: copy cms/strapi/src/api and src/components into its project and restart it`,
    );
  if (unknown.length > 0)
    throw new SeedError(
      `Refusing to seed: Strapi holds ${unknown.length} entr${unknown.length === 1 ? 'y' : 'ies'} the demo content does not have (${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}); nothing was written. Seed an empty Strapi, or one this command seeded.`,
    );

  const files = new Map((await rest.files()).map((file) => [file.name, file.id]));
  const uploads = [...mediaNames()].filter((name) => !files.has(name));
  const writes: { type: ContentType; entry: Raw; lang: Lang }[] = [];
  let kept = 0;
  for (const type of types)
    for (const entry of entriesOf(type))
      for (const lang of LANGS) {
        if (
          existing
            .get(type.api)
            ?.get(lang)
            ?.has(identity(type, localize(entry, lang) as Raw))
        )
          kept += 1;
        else writes.push({ type, entry, lang });
      }

  const total = uploads.length + writes.length;
  const report: SeedReport = { version: rest.version, uploaded: 0, created: 0, kept };
  if (options.dryRun) {
    for (const name of uploads) log(`would upload ${name}`);
    for (const { type, entry, lang } of writes)
      log(`would create ${type.api} ${authoringKey(entry)} (${lang})`);
    return { ...report, uploaded: uploads.length, created: writes.length };
  }
  options.progress?.(0, total);
  const step = () => options.progress?.(report.uploaded + report.created, total);

  const alt = new Map(DEMO_CONTENT.media.map((media) => [media.file, media.alt]));
  for (const name of uploads) {
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const file = await rest.upload(
      join(UPLOADS, name),
      MIME[extension] ?? 'application/octet-stream',
      alt.get(name) ?? null,
    );
    files.set(name, file.id);
    report.uploaded += 1;
    step();
  }

  /** Entries by type, authoring key and language, for relations and language versions. */
  const refs = new Map<string, Map<string, Map<Lang, Entry>>>();
  const refOf = (api: string, key: string) => {
    const byKey = refs.get(api) ?? new Map<string, Map<Lang, Entry>>();
    refs.set(api, byKey);
    const byLang = byKey.get(key) ?? new Map<Lang, Entry>();
    byKey.set(key, byLang);
    return byLang;
  };
  for (const type of types)
    for (const entry of entriesOf(type))
      for (const lang of LANGS) {
        const found = existing
          .get(type.api)
          ?.get(lang)
          ?.get(identity(type, localize(entry, lang) as Raw));
        if (found) refOf(type.api, authoringKey(entry)).set(lang, found);
      }

  const data = (fields: readonly FieldDef[], source: Raw, lang: Lang): Raw =>
    Object.fromEntries(
      fields.flatMap((field): [string, unknown][] => {
        const raw = source[field.name];
        if (raw === undefined || raw === null) return [];
        if (field.kind === 'scalar') return [[field.name, raw]];
        if (field.kind === 'media') {
          const ids = toList(raw).map((name) => files.get(String(name)));
          return [[field.name, field.multiple ? ids : ids[0]]];
        }
        if (field.kind === 'relation') {
          const targets = toList(raw).map((key) => refOf(field.target, String(key)).get(lang)?.ref);
          return [[field.name, targets.filter((ref) => ref !== undefined)]];
        }
        const items = toList(raw).map((item) => data(field.fields, item as Raw, lang));
        return [[field.name, field.repeatable ? items : items[0]]];
      }),
    );

  for (const { type, entry, lang } of writes) {
    const versions = refOf(type.api, authoringKey(entry));
    const values = data(type.fields, localize(entry, lang) as Raw, lang);
    const base = versions.get('uz') ?? null;
    const created =
      type.kind === 'single'
        ? await rest.putSingle(type.api, lang, values, lang === 'uz' ? null : base)
        : lang === 'uz' || !base
          ? await rest.create(type.api, lang, values)
          : await rest.localize(type.api, base, lang, values);
    versions.set(lang, created);
    report.created += 1;
    step();
  }
  return report;
}
