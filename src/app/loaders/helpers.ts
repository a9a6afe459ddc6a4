import type { TFunction } from 'i18next';
import type { Translations } from '@/lib/content-types';
import { LANGS, type Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import type { DetailArg } from '@/lib/api/api-slice';
import {
  fetchQuery,
  required,
  type LoaderContext,
  type PageData,
  type QueryEndpoint,
} from '../routing/route-data';

export function pageMeta(t: TFunction, key: string): PageData['meta'] {
  return { title: t(`meta.${key}.title`), description: t(`meta.${key}.description`) };
}

/** Cuts plain text (an entry's `excerpt` of its Markdown, or a plain field) to a meta description. */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const plain = text?.trim();
  if (!plain) return fallback;
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
}

interface Localizable {
  slug: string;
  translations?: Translations;
}

/** The detail page of the same entry in each language; slugs may differ per language. */
function detailAlternates(base: string, item: Localizable): Partial<Record<Lang, string>> {
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      localePath(lang, `${base}/${item.translations?.[lang]?.slug ?? item.slug}`),
    ]),
  );
}

/** A list page: one query by language, title and description from the locale files. */
export function listLoader<R>(metaKey: string, endpoint: QueryEndpoint<Lang, R>) {
  return async ({ lang, t, deps }: LoaderContext): Promise<PageData> => {
    await fetchQuery(deps, endpoint, lang);
    return { meta: pageMeta(t, metaKey) };
  };
}

/** What a detail page may add for sharing and search engines (og:image, og:type, JSON-LD). */
export type PageExtras<R> = (
  item: R,
  ctx: LoaderContext,
  meta: PageData['meta'],
) => Pick<PageData, 'image' | 'jsonLd' | 'ogType'>;

/** A detail page addressed by slug or id; an unknown key is a 404. */
export function detailLoader<R extends Localizable>(
  base: string,
  endpoint: QueryEndpoint<DetailArg, R | null>,
  meta: (item: R, t: TFunction) => PageData['meta'],
  extras?: PageExtras<R>,
) {
  return async (ctx: LoaderContext): Promise<PageData> => {
    const { lang, t, params, deps } = ctx;
    const key = params.slug ?? '';
    const item = required(await fetchQuery(deps, endpoint, { lang, key }));
    const head = meta(item, t);
    return { meta: head, alternates: detailAlternates(base, item), ...extras?.(item, ctx, head) };
  };
}
