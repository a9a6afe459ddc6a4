export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/**
 * A value that may be one item or many: qs yields a string for `a=1`, an array for
 * `a[0]=1`, and an object with index keys once an array grows past its `arrayLimit`.
 */
export function toList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) {
    return Object.values(value);
  }
  return [value];
}

/** Orders like SQLite's BINARY collation: nulls first, numbers by value, text by code point. */
export function compareValues(left: unknown, right: unknown): number {
  if (left === right) return 0;
  if (left === null || left === undefined) return -1;
  if (right === null || right === undefined) return 1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const [a, b] = [String(left), String(right)];
  return a < b ? -1 : a > b ? 1 : 0;
}
