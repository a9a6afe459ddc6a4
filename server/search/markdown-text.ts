import MarkdownIt from 'markdown-it';
const markdown = new MarkdownIt({ html: false, linkify: false });
type Token = ReturnType<MarkdownIt['parse']>[number];

/** Inline content that carries words; breaks and block boundaries become spaces. */
function inlineText(children: Token[]): string {
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

/**
 * The words of CMS Markdown as a reader sees them: no `#`, `**`, link targets or table rules.
 * markdown-it parses it exactly as the pages render it, so hyphens and punctuation in the text stay.
 */
export function markdownToText(source: string | null | undefined): string {
  if (!source) return '';
  return markdown
    .parse(source, {})
    .map((token) =>
      token.type === 'inline'
        ? inlineText(token.children ?? [])
        : token.type === 'code_block' || token.type === 'fence'
          ? token.content
          : ' ',
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
