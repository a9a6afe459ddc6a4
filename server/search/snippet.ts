import type { Lang } from '@/lib/lang';
import type { SnippetPart } from '@/features/search/types';
import { matchingSpans } from './search-terms';

const LENGTH = 180;
const LEAD = 50;

/** Cuts at word boundaries so a snippet never starts or ends inside a word. */
function window(text: string, from: number): { start: number; end: number } {
  if (text.length <= LENGTH) return { start: 0, end: text.length };
  let start = Math.max(0, Math.min(from - LEAD, text.length - LENGTH));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return { start, end };
}

/**
 * Plain text around the first matched word, split into parts so the page can mark the matches
 * (never HTML: the page renders the parts as text).
 */
export function makeSnippet(text: string, matched: ReadonlySet<string>, lang: Lang): SnippetPart[] {
  if (!text) return [];
  const spans = matchingSpans(text, matched, lang);
  const { start, end } = window(text, spans[0]?.start ?? 0);
  const parts: SnippetPart[] = [];
  let at = start;
  for (const span of spans) {
    if (span.start < start || span.end > end) continue;
    if (span.start > at) parts.push({ text: text.slice(at, span.start), isMatch: false });
    parts.push({ text: text.slice(span.start, span.end), isMatch: true });
    at = span.end;
  }
  if (at < end) parts.push({ text: text.slice(at, end), isMatch: false });
  if (start > 0) parts.unshift({ text: '…', isMatch: false });
  if (end < text.length) parts.push({ text: '…', isMatch: false });
  return parts;
}
