import type { Branch } from '../types';

/** Where a company may open its account: the bank's branches, not its ATMs or exchange points. */
export const isOffice = (branch: Branch) => branch.kind === 'branch';
