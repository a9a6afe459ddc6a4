export type StrapiVersion = 4 | 5;
export type VersionSetting = 'auto' | StrapiVersion;

/** v5 entries always carry `documentId` (even in v4 response format); v4 entries `attributes`. */
export function versionOfBody(body: unknown): StrapiVersion | null {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  const first: unknown = Array.isArray(data) ? data[0] : data;
  if (typeof first !== 'object' || first === null) return null;
  if ('documentId' in first) return 5;
  return 'attributes' in first ? 4 : null;
}

/**
 * The configured version, or one detected by `probe` on first use and then remembered.
 * A failed probe is forgotten so the next call retries; an inconclusive one (no entries to
 * look at) gives null and is not remembered either.
 */
export function createVersionResolver(
  setting: VersionSetting,
  probe: () => Promise<unknown>,
): () => Promise<StrapiVersion | null> {
  if (setting !== 'auto') return () => Promise.resolve(setting);
  let detected: Promise<StrapiVersion | null> | null = null;
  return async () => {
    detected ??= probe().then(versionOfBody);
    try {
      const version = await detected;
      if (version === null) detected = null;
      return version;
    } catch (error) {
      detected = null;
      throw error;
    }
  };
}
