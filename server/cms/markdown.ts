import MarkdownIt from 'markdown-it';
import { LRUCache } from 'lru-cache';
import { unbrokenAmounts } from '@/lib/format/digit-groups';
import { inPreview } from '../request-context';

// Raw HTML in CMS text is escaped, never passed through; markdown-it's link check drops
// javascript:, vbscript:, file: and non-image data: URLs.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

// Amounts keep their digit groups together (a core rule over the text tokens; code spans keep
// what was written).
md.core.ruler.push('unbroken_amounts', (state) => {
  for (const block of state.tokens)
    for (const token of block.children ?? [])
      if (token.type === 'text') token.content = unbrokenAmounts(token.content);
});

/**
 * CMS texts change rarely and every read asks for them again (HTML and excerpt alike): each text is
 * parsed once, in a cache bounded by size.
 */
function remembered(work: (source: string) => string): (source: string) => string {
  const done = new LRUCache<string, string>({
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (result, source) => result.length + source.length,
  });
  return (source) => {
    // Draft texts are seen by one editor once: kept, they would only push published texts out.
    if (inPreview()) return work(source);
    let result = done.get(source);
    if (result === undefined) done.set(source, (result = work(source)));
    return result;
  };
}

const renderHtml = remembered((source) => md.render(source));

/** CMS Markdown as sanitized HTML, rendered on the server so no Markdown parser reaches the browser. */
export function markdownToHtml(text: string | null | undefined): string | null {
  return text ? renderHtml(text) : null;
}

type MarkdownToken = ReturnType<typeof md.parse>[number];

/** Block ends after which the words of the next block start a new sentence. */
const SENTENCE_ENDS = new Set(['heading_close', 'paragraph_close', 'tr_close']);

/** Inline content that carries words; line breaks and images become spaces. */
function inlineText(children: MarkdownToken[]): string {
  return children
    .map((child) =>
      child.type === 'text' || child.type === 'code_inline'
        ? child.content
        : child.type === 'softbreak' || child.type === 'hardbreak' || child.type === 'image'
          ? ' '
          : '',
    )
    .join('');
}

function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return !trimmed || /[.!?:;…]$/.test(trimmed) ? `${trimmed} ` : `${trimmed}. `;
}

/**
 * The words of CMS Markdown as a reader sees them: no `#`, `**`, link targets or table rules, and
 * headings, list items and table rows read as sentences. markdown-it parses it exactly as the pages
 * render it, so hyphens and punctuation inside the text stay.
 */
export function markdownToText(source: string | null | undefined): string {
  return source ? textOf(source) : '';
}

const textOf = remembered((source) => {
  let text = '';
  for (const token of md.parse(source, {})) {
    if (token.type === 'inline') text += inlineText(token.children ?? []);
    else if (token.type === 'code_block' || token.type === 'fence') text += token.content;
    else if (SENTENCE_ENDS.has(token.type)) text = endSentence(text);
    else text += ' ';
  }
  return text.replace(/\s+/g, ' ').trim();
});
