/**
 * Differences between the "shape" of two JSON values: key sets and value types, recursively.
 * Values and array lengths are ignored; null matches any type, because Strapi fills empty
 * fields with null (and the demo's SVG media have `formats: null` where PNGs have objects).
 */
export function shapeDiff(expected: unknown, actual: unknown, path = '$'): string[] {
  if (expected === null || actual === null) return [];
  const [expectedKind, actualKind] = [kindOf(expected), kindOf(actual)];
  if (expectedKind !== actualKind) return [`${path}: expected ${expectedKind}, got ${actualKind}`];
  if (Array.isArray(expected) && Array.isArray(actual)) return arrayDiff(expected, actual, path);
  if (expectedKind !== 'object') return [];
  return objectDiff(expected as Record<string, unknown>, actual as Record<string, unknown>, path);
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Every actual element must have the shape of at least one expected element. */
function arrayDiff(expected: unknown[], actual: unknown[], path: string): string[] {
  if (expected.length === 0) return [];
  return actual.flatMap((item, index) => {
    const diffs = expected.map((candidate) => shapeDiff(candidate, item, `${path}[${index}]`));
    return diffs.some((diff) => diff.length === 0) ? [] : (diffs[0] ?? []);
  });
}

function objectDiff(
  expected: Record<string, unknown>,
  actual: Record<string, unknown>,
  path: string,
): string[] {
  const missing = Object.keys(expected)
    .filter((key) => !(key in actual))
    .map((key) => `${path}.${key}: missing`);
  const extra = Object.keys(actual)
    .filter((key) => !(key in expected))
    .map((key) => `${path}.${key}: unexpected`);
  const nested = Object.keys(expected)
    .filter((key) => key in actual)
    .flatMap((key) => shapeDiff(expected[key], actual[key], `${path}.${key}`));
  return [...missing, ...extra, ...nested];
}
