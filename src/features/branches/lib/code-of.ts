/** The value when it is one of the known codes (kind, region, service), else null. */
export function codeOf<T extends string>(codes: readonly T[], value: unknown): T | null {
  return codes.includes(value as T) ? (value as T) : null;
}
