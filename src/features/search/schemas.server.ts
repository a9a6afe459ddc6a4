import { z } from 'zod';

export const SearchKind = z.enum([
  'page',
  'deposit',
  'credit',
  'card',
  'transfer',
  'juristic',
  'news',
  'vacancy',
  'branch',
]);

/** Plain text; `isMatch` parts are the words that matched the query. */
export const SnippetPart = z.object({ text: z.string(), isMatch: z.boolean() });

export const SearchHit = z
  .object({
    kind: SearchKind,
    title: z.string(),
    /** Site path without the language prefix, e.g. /deposit/omonat-plus. */
    path: z.string(),
    snippet: z.array(SnippetPart),
  })
  .meta({ id: 'SearchHit' });
