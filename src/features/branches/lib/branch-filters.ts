import {
  BRANCH_KINDS,
  BRANCH_SERVICES,
  REGIONS,
  type Branch,
  type BranchKind,
  type BranchService,
  type Region,
} from '../types';
import { codeOf } from './code-of';
import { matchesWords, queryWords } from './branch-text-match';
import { openingStatus } from './opening-status';

export interface BranchFilters {
  type: BranchKind | null;
  region: Region | null;
  /** Every listed service must be offered. */
  services: BranchService[];
  /** Only places open at the page's instant (Tashkent time). */
  isOpenNow: boolean;
  /** A district, street or name as typed: kept verbatim so the field keeps its spaces. */
  query: string;
}

/** What filtering needs besides the URL: the instant and the region names in the page language. */
export interface FilterContext {
  /** Epoch milliseconds: the loader's instant, then the browser's clock. */
  now: number;
  regionName: (region: Region) => string;
}

/** Reads `?type=&region=&service=…&open=1&q=`; unknown values are ignored, never an error. */
export function parseBranchFilters(params: URLSearchParams): BranchFilters {
  const services = params.getAll('service');
  return {
    type: codeOf(BRANCH_KINDS, params.get('type')),
    region: codeOf(REGIONS, params.get('region')),
    services: BRANCH_SERVICES.filter((service) => services.includes(service)),
    isOpenNow: params.get('open') === '1',
    query: params.get('q') ?? '',
  };
}

/** The query string for the filters, in a fixed order so equal filters give equal URLs. */
export function branchFiltersSearch(filters: BranchFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.region) params.set('region', filters.region);
  for (const service of filters.services) params.append('service', service);
  if (filters.isOpenNow) params.set('open', '1');
  if (filters.query.trim()) params.set('q', filters.query);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A place without usable hours is not known to be open, so "open now" leaves it out. */
const isOpenAt = (branch: Branch, now: Date) =>
  branch.hours !== null && openingStatus(branch.hours, now).state !== 'closed';

export function filterBranches(
  branches: readonly Branch[],
  filters: BranchFilters,
  { now, regionName }: FilterContext,
): Branch[] {
  const words = queryWords(filters.query);
  const instant = new Date(now);
  return branches.filter(
    (branch) =>
      (filters.type === null || branch.kind === filters.type) &&
      (filters.region === null || branch.region === filters.region) &&
      filters.services.every((service) => branch.services.includes(service)) &&
      (!filters.isOpenNow || isOpenAt(branch, instant)) &&
      matchesWords(branch, words, regionName),
  );
}
