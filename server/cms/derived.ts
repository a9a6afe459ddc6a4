import { shareAcrossRequests } from '@/lib/shared-data';
import { inPreview } from '../request-context';

/**
 * Results computed from a cached CMS answer, kept as long as that answer is: the cache hands out
 * the same records object until it refetches, so each answer is mapped and rendered once, not once
 * per request. Keyed weakly by the source object, so nothing outlives the cache entry. Results are
 * shared by every request (`shareAcrossRequests`): a consumer that mutated one would fail loudly
 * instead of leaking into other visitors' pages.
 */
const results = new WeakMap<object, Map<unknown, unknown>>();

export function derived<T>(source: object, how: unknown, make: () => T): T {
  // A draft answer is one request's own: nothing to share, so neither kept nor marked shared.
  if (inPreview()) return make();
  let bySource = results.get(source);
  if (!bySource) results.set(source, (bySource = new Map()));
  if (bySource.has(how)) return bySource.get(how) as T;
  const result = shareAcrossRequests(make());
  bySource.set(how, result);
  return result;
}
