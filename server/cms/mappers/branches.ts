import {
  BRANCH_KINDS,
  BRANCH_SERVICES,
  REGIONS,
  type Branch,
  type BranchService,
} from '@/features/branches/types';
import { codeOf } from '@/features/branches/lib/code-of';
import { placeOf, regionOfPlace } from '@/lib/places/places';
import type { PlainRecord } from '../normalize';
import { numeric, recordId, text } from './fields';
import { openingHours } from './branch-hours';

/** Known tags only (each needs a label in three languages); "24-7" follows `always_open`. */
function services(value: PlainRecord['services'], isAlwaysOpen: boolean): BranchService[] {
  const tags = Array.isArray(value) ? value : [];
  return BRANCH_SERVICES.filter((service) =>
    service === '24-7' ? isAlwaysOpen : tags.includes(service),
  );
}

/**
 * The SOATO district, when it is one of the table's and lies in the branch's region; a branch the
 * CMS gives no known region takes its district's.
 */
function districtOf(record: PlainRecord) {
  const place = placeOf(text(record.district));
  const region = codeOf(REGIONS, record.region);
  const own = place && regionOfPlace(place)?.slug;
  if (!place || (region !== null && own !== region)) return { region, district: null };
  return { region: region ?? codeOf(REGIONS, own), district: place };
}

/** A branch without coordinates cannot be placed on the map, so it is dropped. */
export function mapBranch(record: PlainRecord): Branch | null {
  const id = recordId(record);
  const latitude = numeric(record.latitude);
  const longitude = numeric(record.longitude);
  if (id === null || latitude === null || longitude === null) return null;
  const hours = openingHours(record);
  const { region, district } = districtOf(record);
  return {
    id,
    slug: text(record.slug),
    kind: codeOf(BRANCH_KINDS, record.kind) ?? 'branch',
    name: text(record.name) ?? '',
    region,
    district: district?.code ?? null,
    districtNames: district ? [district.uz, district['uz-Cyrl'], district.ru, district.en] : [],
    address: text(record.address) ?? '',
    phone: text(record.phone),
    hours,
    latitude,
    longitude,
    services: services(record.services, hours?.isAlwaysOpen ?? false),
  };
}
