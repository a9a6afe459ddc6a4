import { collectionEntries } from '../cms/collections';
import { markdownToHtml, markdownToText } from '../cms/markdown';
import { derived } from '../cms/derived';

/**
 * The fields that hold CMS Markdown, per read-API resource (collections.ts): the API sends them as
 * sanitized HTML (the CMS layer and search keep the Markdown), and the first one's plain text as
 * `excerpt`.
 */
export const MARKDOWN_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  collectionEntries().flatMap(([name, spec]) =>
    spec.markdown ? [[name, spec.markdown as readonly string[]]] : [],
  ),
);

/** Enough plain text for a meta description (160) or a card's clamped summary. */
export const EXCERPT_CHARS = 300;

function excerptOf(markdown: unknown): string | undefined {
  const text = typeof markdown === 'string' ? markdownToText(markdown) : '';
  if (!text) return undefined;
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}

function renderFields(item: unknown, fields: readonly string[]): unknown {
  if (!item || typeof item !== 'object') return item;
  const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  const excerpt = excerptOf(copy[fields[0] ?? '']);
  if (excerpt) copy.excerpt = excerpt;
  for (const field of fields) {
    if (typeof copy[field] === 'string') copy[field] = markdownToHtml(copy[field] as string);
  }
  return copy;
}

/**
 * A list, a paged list (`items`) or a single entry with its Markdown fields rendered; once per
 * CMS answer (the CMS service hands out the same object while its answer is cached).
 */
export function withRichText(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || !body || typeof body !== 'object') return body;
  return derived(body, fields, () => rendered(body, fields));
}

function rendered(body: object, fields: readonly string[]): unknown {
  if (Array.isArray(body)) return body.map((item) => renderFields(item, fields));
  const paged = body as { items?: unknown };
  if (paged && Array.isArray(paged.items)) {
    return { ...paged, items: paged.items.map((item) => renderFields(item, fields)) };
  }
  return renderFields(body, fields);
}
