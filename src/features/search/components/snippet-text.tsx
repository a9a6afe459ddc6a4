import type { SnippetPart } from '../types';

/** A result's plain-text snippet with the matched words marked. */
export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.isMatch ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
