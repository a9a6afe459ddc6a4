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

export interface BranchFilters {
  type: BranchKind | null;
  region: Region | null;
  /** Every listed service must be offered. */
  services: BranchService[];
}

/** Reads `?type=&region=&service=…`; unknown values are ignored, never an error. */
export function parseBranchFilters(params: URLSearchParams): BranchFilters {
  const services = params.getAll('service');
  return {
    type: codeOf(BRANCH_KINDS, params.get('type')),
    region: codeOf(REGIONS, params.get('region')),
    services: BRANCH_SERVICES.filter((service) => services.includes(service)),
  };
}

/** The query string for the filters, in a fixed order so equal filters give equal URLs. */
export function branchFiltersSearch(filters: BranchFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.region) params.set('region', filters.region);
  for (const service of filters.services) params.append('service', service);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function filterBranches(branches: readonly Branch[], filters: BranchFilters): Branch[] {
  return branches.filter(
    (branch) =>
      (filters.type === null || branch.kind === filters.type) &&
      (filters.region === null || branch.region === filters.region) &&
      filters.services.every((service) => branch.services.includes(service)),
  );
}
