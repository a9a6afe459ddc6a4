/**
 * Data shared by every request: one object handed to every page and API answer that reads it,
 * for as long as the process keeps it. CMS answers mapped once per cache entry
 * (`server/cms/derived.ts`), the calls and cache keys of whole CMS lists, and the translations are
 * shared; anything one request builds for itself, or an editor's draft, is not.
 *
 * The rule: a shared value is plain JSON data (plain objects, arrays and primitives, no cycles)
 * and it never changes. Marking it freezes it and everything it holds, so a request that tried to
 * change it throws (in strict mode; elsewhere the write is ignored) instead of changing what other
 * visitors see; new data is a new value. Because it cannot change, what is computed from it (its
 * escaped JSON in `safeJson`, a call's cache key) is computed once and kept while it lives.
 * Being frozen is not enough to count as shared: `Object.freeze` is shallow, and RTK's or anyone's
 * frozen object may hold children that still change.
 */
const shared = new WeakSet<object>();

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}

function share(value: unknown): void {
  if (value === null || typeof value !== 'object' || shared.has(value)) return;
  // A Date, Map or class instance keeps state that freezing does not reach.
  if (!isPlain(value)) {
    const kind = (value as { constructor?: { name?: string } }).constructor?.name ?? 'object';
    throw new TypeError(`Only plain JSON data can be shared, not a ${kind}`);
  }
  Object.freeze(value);
  for (const child of Object.values(value)) share(child);
  // Marked after its children, so a value that failed halfway is frozen but never shared.
  shared.add(value);
}

/**
 * Marks `value` as shared by every request and returns it: it and everything it holds are frozen
 * from now on. Throws a TypeError, marking nothing above the offender, if it holds anything but
 * plain JSON data.
 */
export function shareAcrossRequests<T>(value: T): T {
  share(value);
  return value;
}

export function isShared(value: unknown): value is object {
  return value !== null && typeof value === 'object' && shared.has(value);
}

/**
 * `compute` computed once per shared value and kept while the value lives; any other value is
 * computed on every call, since it may have changed since.
 */
export function keptForShared<V extends object, R>(compute: (value: V) => R): (value: V) => R {
  const kept = new WeakMap<V, R>();
  return (value) => {
    if (!shared.has(value)) return compute(value);
    let result = kept.get(value);
    if (result === undefined) kept.set(value, (result = compute(value)));
    return result;
  };
}
