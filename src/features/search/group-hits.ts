import type { SearchHit, SearchKind } from './types';

export interface HitGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** Hits grouped by type; a group's place is that of its best hit. */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups].map(([kind, members]) => ({ kind, hits: members }));
}
