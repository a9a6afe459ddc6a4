import type { Branch } from '@/features/branches/types';
import type { PlainRecord } from '../normalize';
import { numeric, recordId, text } from './fields';

function services(value: PlainRecord['services']): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '');
}

/** A branch without coordinates cannot be placed on the map, so it is dropped. */
export function mapBranch(record: PlainRecord): Branch | null {
  const id = recordId(record);
  const latitude = numeric(record.latitude);
  const longitude = numeric(record.longitude);
  if (id === null || latitude === null || longitude === null) return null;
  return {
    id,
    kind: record.kind === 'atm' ? 'atm' : 'branch',
    name: text(record.name) ?? '',
    region: text(record.region) ?? '',
    address: text(record.address) ?? '',
    phone: text(record.phone),
    hours: text(record.hours),
    latitude,
    longitude,
    services: services(record.services),
  };
}
