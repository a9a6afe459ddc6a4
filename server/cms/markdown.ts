import MarkdownIt from 'markdown-it';
import { LRUCache } from 'lru-cache';

// Raw HTML in CMS text is escaped, never passed through; markdown-it's link check drops
// javascript:, vbscript:, file: and non-image data: URLs.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

// CMS texts change rarely and every page view asks for them again: render each text once.
const rendered = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (html, text) => html.length + text.length,
});

/** CMS Markdown as sanitized HTML, rendered on the server so no Markdown parser reaches the browser. */
export function markdownToHtml(text: string | null | undefined): string | null {
  if (!text) return null;
  let html = rendered.get(text);
  if (html === undefined) rendered.set(text, (html = md.render(text)));
  return html;
}

export type MarkdownToken = ReturnType<typeof md.parse>[number];

/** The same parse the pages render from, for the plain text of search snippets. */
export const parseMarkdown = (text: string): MarkdownToken[] => md.parse(text, {});
