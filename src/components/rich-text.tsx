/**
 * CMS text as the server rendered it: the read API turns CMS Markdown into sanitized HTML
 * (server/cms/markdown.ts, raw HTML escaped), so the browser ships no Markdown parser.
 */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  if (!html) return null;
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
