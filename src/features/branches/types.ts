export type BranchKind = 'branch' | 'atm';

export interface Branch {
  id: number;
  kind: BranchKind;
  name: string;
  region: string;
  address: string;
  phone: string | null;
  hours: string | null;
  latitude: number;
  longitude: number;
  /** Service tags, e.g. "cash-in", "currency-exchange", "24-7". */
  services: string[];
}
