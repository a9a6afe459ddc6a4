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

export interface VersionResolver {
  (): Promise<StrapiVersion | null>;
  /** Remembers the version an answer shows (a create's response), when the probe could not tell. */
  learn(body: unknown): void;
  /** What is known now, without asking the CMS. */
  known(): StrapiVersion | null;
  /** For /readyz: the version, or 'undetected' after an inconclusive probe, 'not probed yet' before one. */
  status(): StrapiVersion | 'undetected' | 'not probed yet';
}

/**
 * The configured version, or one detected by `probe` on first use and then remembered.
 * A failed probe is forgotten so the next call retries; an inconclusive one (no entries to
 * look at, e.g. an empty collection on a fresh CMS) gives null, calls `onUnknown` (once) and is
 * not remembered either, until any answer shows the version (`learn`).
 */
export function createVersionResolver(
  setting: VersionSetting,
  probe: () => Promise<unknown>,
  onUnknown: () => void = () => {},
): VersionResolver {
  if (setting !== 'auto') {
    const fixed = { learn() {}, known: () => setting, status: () => setting };
    return Object.assign(() => Promise.resolve(setting), fixed);
  }
  let learnt: StrapiVersion | null = null;
  let inconclusive = false;
  let detected: Promise<StrapiVersion | null> | null = null;
  const resolve = async () => {
    if (learnt !== null) return learnt;
    detected ??= probe().then(versionOfBody);
    try {
      const version = await detected;
      if (version === null) {
        detected = null;
        if (!inconclusive) onUnknown();
        inconclusive = true;
      } else learnt = version;
      return version;
    } catch (error) {
      detected = null;
      throw error;
    }
  };
  return Object.assign(resolve, {
    learn(body: unknown) {
      learnt ??= versionOfBody(body);
    },
    known: () => learnt,
    status: () => learnt ?? (inconclusive ? 'undetected' : 'not probed yet'),
  });
}
