import { Markdown } from 'markdown-to-jsx/react';

/** CMS Markdown rendered as React elements; raw HTML from the CMS is never injected. */
export function MarkdownText({
  text,
  className,
}: {
  text: string | null | undefined;
  className?: string;
}) {
  if (!text) return null;
  return (
    <div className={className ?? 'prose'}>
      <Markdown options={{ disableParsingRawHTML: true, forceBlock: true }}>{text}</Markdown>
    </div>
  );
}
