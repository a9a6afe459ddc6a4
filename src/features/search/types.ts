import type { z } from 'zod';
import type * as S from './schemas.server';

export type SearchKind = z.infer<typeof S.SearchKind>;
export type SnippetPart = z.infer<typeof S.SnippetPart>;
export type SearchHit = z.infer<typeof S.SearchHit>;

/** The longest query searched; a longer one is cut (browser, SSR and read API agree). */
export const SEARCH_QUERY_MAX = 200;

/** The query as searched: no control characters, trimmed, at most SEARCH_QUERY_MAX long. */
export function searchQuery(raw: string | null): string {
  return (
    (raw ?? '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point of this pattern
      .replace(/[\u0000-\u001f]/g, ' ')
      .trim()
      .slice(0, SEARCH_QUERY_MAX)
  );
}
