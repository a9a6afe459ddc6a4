import { markdownToHtml } from '../cms/markdown';

/**
 * The fields that hold CMS Markdown, per read-API resource: the API sends them as sanitized HTML
 * (the CMS layer and search keep the Markdown).
 */
export const MARKDOWN_FIELDS: Record<string, string[]> = {
  deposits: ['infoList'],
  credits: ['infoList'],
  transfers: ['description'],
  news: ['text'],
  vacancies: ['description'],
  'investment-funds': ['description'],
  pages: ['body'],
};

function renderFields(item: unknown, fields: string[]): unknown {
  if (!item || typeof item !== 'object') return item;
  const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const field of fields) {
    if (typeof copy[field] === 'string') copy[field] = markdownToHtml(copy[field] as string);
  }
  return copy;
}

/** A list, a paged list (`items`) or a single entry with its Markdown fields rendered. */
export function withRichText(body: unknown, fields: string[] | undefined): unknown {
  if (!fields) return body;
  if (Array.isArray(body)) return body.map((item) => renderFields(item, fields));
  const paged = body as { items?: unknown };
  if (paged && Array.isArray(paged.items)) {
    return { ...paged, items: paged.items.map((item) => renderFields(item, fields)) };
  }
  return renderFields(body, fields);
}
