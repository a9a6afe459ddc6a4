import type { AxiosInstance } from 'axios';
import { createCmsCache } from './cache';
import type { DetailSource } from './detail';
import { normalizeEnvelope, type NormalizedEnvelope } from './normalize';
import { answersOfChange, cacheKey, draftParams, versionProbeCall, type CmsCall } from './queries';
import { entryIdentities, type Change, type Shown } from './change';
import { countCmsLoad, inPreview } from '../request-context';
import { cmsMetrics } from '../metrics';
import { getStrapiJson } from './strapi-client';
import { noteRead } from './read-tags';
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
  /** Bound of the CMS call cache, in estimated heap bytes. */
  cacheMaxBytes: number;
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
  /** Drops the cached answers a change reaches (queries.ts `answersOfChange`); how many. */
  purge(change: Change): number;
}

/** A normalized answer, what it is charged in the cache, and what a purge can name in it. */
interface Sized extends Shown {
  envelope: NormalizedEnvelope | null;
  bytes: number;
}

/**
 * Heap bytes per character of an answer's JSON, with what server/cms/derived.ts maps and renders
 * from it for as long as the answer is cached. The normalized records alone take 0.5-0.9 (v4 and
 * v5 news and deposit lists of test/fixtures/strapi); with the Markdown rendered from them, a page
 * of 10 long news took about 230 KB for about 34 000 characters of JSON (issue 31), near 7.
 */
const HEAP_PER_JSON_CHAR = 7;
/** A 4xx (an empty result): the key and a few objects. */
const EMPTY_ANSWER_BYTES = 256;

/**
 * What an answer costs while it is cached, estimated from its JSON's length: measuring the
 * heap itself is not something V8 offers per object, and the estimate only has to bound the
 * cache, not account for every byte.
 */
const heapBytes = (body: unknown) => JSON.stringify(body).length * HEAP_PER_JSON_CHAR;

/** Every CMS read goes through here: HTTP, §8 status rules, normalizing, cache and logging. */
export function createCmsLoader(options: CmsLoaderOptions): CmsLoader {
  const { client, logger, mediaOrigin } = options;
  const cache = createCmsCache<Sized>({
    ttlSeconds: options.cacheTtlSeconds,
    maxBytes: options.cacheMaxBytes,
    sizeOf: (answer, key) => answer.bytes + key.length,
    onStale: (key, error) => logger?.warn({ err: error, key }, 'CMS unavailable, serving stale'),
    onLookup: (result) => cmsMetrics.cache.inc({ result }),
  });

  async function fetchEnvelope(
    call: CmsCall,
    headers?: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Sized> {
    countCmsLoad();
    const end = cmsMetrics.duration.startTimer();
    let result;
    try {
      result = await getStrapiJson(client, call.path, call.params, headers, signal);
    } catch (error) {
      end({ outcome: 'error' });
      cmsMetrics.errors.inc();
      throw error;
    }
    end({ outcome: result.ok ? 'ok' : 'empty' });
    const found = (envelope: NormalizedEnvelope | null) =>
      call.detail ? (envelope?.records ?? []).flatMap(entryIdentities) : null;
    if (result.ok) {
      const files = new Set<string>();
      const envelope = normalizeEnvelope(result.body, { mediaOrigin, files });
      const bytes = heapBytes(result.body);
      return { envelope, bytes, entries: found(envelope), files: [...files] };
    }
    logger?.debug?.({ path: call.path, status: result.status }, 'CMS 4xx, empty result');
    return { envelope: null, bytes: EMPTY_ANSWER_BYTES, entries: found(null), files: [] };
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
  async function draftAnswer(call: CmsCall): Promise<Sized> {
    const params = { ...call.params, ...draftParams(await version()) };
    return fetchEnvelope({ ...call, params }, previewHeaders);
  }

  async function envelope(call: CmsCall): Promise<NormalizedEnvelope | null> {
    try {
      const answer = inPreview()
        ? await draftAnswer(call)
        : await cache.get(cacheKey(call), (signal) => fetchEnvelope(call, undefined, signal));
      noteRead(call.path, answer);
      return answer.envelope;
    } catch (error) {
      logger?.error({ err: error, path: call.path }, 'CMS unavailable');
      throw error;
    }
  }

  return {
    envelope,
    load: async (call) => (await envelope(call))?.records ?? [],
    version,
    purge: (change) => {
      const reaches = answersOfChange(change);
      return cache.purge(reaches);
    },
  };
}
