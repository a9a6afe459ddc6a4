import type { AxiosInstance } from 'axios';
import { createCmsCache } from './cache';
import type { DetailSource } from './detail';
import { normalizeEnvelope, type NormalizedEnvelope } from './normalize';
import { cacheKey, draftParams, keysOfModel, versionProbeCall, type CmsCall } from './queries';
import { countCmsLoad, inPreview } from '../request-context';
import { cmsMetrics } from '../metrics';
import { getStrapiJson } from './strapi-client';
import { createVersionResolver, type VersionResolver, type VersionSetting } from './strapi-version';

/** pino-compatible. */
export interface CmsLogger {
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
  debug?(details: object, message?: string): void;
}

export interface CmsLoaderOptions {
  client: AxiosInstance;
  version: VersionSetting;
  cacheTtlSeconds: number;
  mediaOrigin: string;
  cacheMax?: number;
  logger?: CmsLogger;
  /** API token of draft reads (an editor's preview); the client's own token when unset. */
  previewToken?: string;
}

export interface CmsLoader extends DetailSource {
  version: VersionResolver;
  /**
   * The normalized answer, or null for a 4xx (§8); cached, stale served when the CMS fails. In an
   * editor's preview (request-context `inPreview`), the draft answer, uncached.
   */
  envelope(call: CmsCall): Promise<NormalizedEnvelope | null>;
  /** Drops the cached answers of one Strapi model (a webhook's `model`); the number dropped. */
  purgeModel(model: string): number;
}

/** Every CMS read goes through here: HTTP, §8 status rules, normalizing, cache and logging. */
export function createCmsLoader(options: CmsLoaderOptions): CmsLoader {
  const { client, logger, mediaOrigin } = options;
  const cache = createCmsCache<NormalizedEnvelope | null>({
    ttlSeconds: options.cacheTtlSeconds,
    max: options.cacheMax,
    isMiss: (envelope) => !envelope || envelope.records.length === 0,
    onStale: (key, error) => logger?.warn({ err: error, key }, 'CMS unavailable, serving stale'),
    onLookup: (result) => cmsMetrics.cache.inc({ result }),
  });

  async function fetchEnvelope(
    call: CmsCall,
    headers?: Record<string, string>,
  ): Promise<NormalizedEnvelope | null> {
    countCmsLoad();
    const end = cmsMetrics.duration.startTimer();
    let result;
    try {
      result = await getStrapiJson(client, call.path, call.params, headers);
    } catch (error) {
      end({ outcome: 'error' });
      cmsMetrics.errors.inc();
      throw error;
    }
    end({ outcome: result.ok ? 'ok' : 'empty' });
    if (result.ok) return normalizeEnvelope(result.body, { mediaOrigin });
    logger?.debug?.({ path: call.path, status: result.status }, 'CMS 4xx, empty result');
    return null;
  }

  // The one version probe of the process (form deliveries share it). It bypasses the cache: it
  // needs the raw body, whose shape tells the version.
  const probe = versionProbeCall();
  const version = createVersionResolver(
    options.version,
    async () => {
      try {
        const result = await getStrapiJson(client, probe.path, probe.params);
        return result.ok ? result.body : null;
      } catch (error) {
        logger?.error({ err: error, path: probe.path }, 'CMS version probe failed');
        throw error;
      }
    },
    () =>
      logger?.warn(
        { probe: probe.path },
        'CMS version not detectable (empty or unreadable collection): submissions use upload + JSON create, which Strapi 4 and 5 both take, until an answer shows the version; set CMS_VERSION to skip detection',
      ),
  );

  const previewHeaders = options.previewToken
    ? { Authorization: `Bearer ${options.previewToken}` }
    : undefined;

  /**
   * Drafts go straight from the CMS to the one request that asked: never looked up in, stored in
   * or joined to a load of the shared cache, and no stale published copy when the CMS fails.
   */
  async function draftEnvelope(call: CmsCall): Promise<NormalizedEnvelope | null> {
    const params = { ...call.params, ...draftParams(await version()) };
    return fetchEnvelope({ path: call.path, params }, previewHeaders);
  }

  async function envelope(call: CmsCall): Promise<NormalizedEnvelope | null> {
    try {
      if (inPreview()) return await draftEnvelope(call);
      return await cache.get(cacheKey(call), () => fetchEnvelope(call));
    } catch (error) {
      logger?.error({ err: error, path: call.path }, 'CMS unavailable');
      throw error;
    }
  }

  return {
    envelope,
    load: async (call) => (await envelope(call))?.records ?? [],
    version,
    purgeModel: (model) => cache.purge(keysOfModel(model)),
  };
}
