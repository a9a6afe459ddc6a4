import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { branchFiltersSearch, parseBranchFilters, type BranchFilters } from './lib/branch-filters';

/** Changes the visitor made whose URLs the router has not shown yet. */
interface PendingChanges {
  filters: BranchFilters;
  /** The URL the first of them was made on, and every URL asked for since, oldest first. */
  ours: string[];
}

/**
 * Filters live in the URL; the visitor's last change is shown at once, before the router catches
 * up. The router may still show the URL of an earlier change (on a slow phone the next click
 * comes first), which must not undo the later one. An URL that is none of ours (back, forward, a
 * link) is taken as it is.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [pending, setPending] = useState<PendingChanges | null>(null);
  const isOurs = pending !== null && pending.ours.includes(search);
  const isSettled = pending !== null && pending.ours.at(-1) === search;
  if (pending && (!isOurs || isSettled)) setPending(null);
  const filters = pending && isOurs && !isSettled ? pending.filters : parseBranchFilters(params);

  const change = (next: URLSearchParams) => {
    const nextFilters = parseBranchFilters(next);
    const target = new URLSearchParams(branchFiltersSearch(nextFilters));
    setPending((last) => ({
      filters: nextFilters,
      ours: [...(last?.ours ?? [search]), target.toString()],
    }));
    setParams(target, { replace: true, preventScrollReset: true });
  };
  return [filters, change] as const;
}
