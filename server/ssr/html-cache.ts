import { createHash, type Hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { keysInFlight } from '../cms/cache';
import { EVERYTHING } from '../cms/read-tags';

/** A rendered page as it is sent: the body is encoded once, the ETag hashed once. */
export interface RenderedPage {
  status: number;
  body: Buffer;
  /** Strong validator of the exact bytes. */
  etag: string;
  /** Embeds a per-visitor value (a form's idempotency key): private, never stored. */
  personal: boolean;
  /** The matched page module, the route label of the request metrics. */
  page: string;
  /** What it was built from (server/cms/read-tags.ts): purges and shared caches go by them. */
  tags: readonly string[];
}

/**
 * Bytes encoded once at start and sent in every page (the critical style, about half of a page),
 * which no request encodes or hashes again. The text before them is a language's head opening,
 * the same on each of its pages, so the SHA-1 state of that text and these bytes is kept as well:
 * a page's ETag then hashes only the bytes its render wrote.
 */
export interface KeptBytes {
  bytes: Buffer;
  /** A fresh hash that has read `text` and then these bytes. */
  hashAfter(text: string): Hash;
}

/** One opening per language and a few error pages; any other text is hashed and not kept. */
const MAX_KEPT_STATES = 16;

export function keptBytes(bytes: Buffer): KeptBytes {
  const states = new Map<string, Hash>();
  return {
    bytes,
    hashAfter(text) {
      const kept = states.get(text);
      if (kept) return kept.copy();
      const state = createHash('sha1').update(text).update(bytes);
      if (states.size < MAX_KEPT_STATES) states.set(text, state.copy());
      return state;
    },
  };
}

/** A document as the pieces it is sent in, in order: rendered text and kept bytes. */
export type DocumentParts = readonly (string | KeptBytes)[];

/** The parts as one buffer, to send in one write; each text is written straight into it. */
export function documentBytes(parts: DocumentParts): Buffer {
  const sizes = parts.map((part) =>
    typeof part === 'string' ? Buffer.byteLength(part) : part.bytes.length,
  );
  const body = Buffer.allocUnsafe(sizes.reduce((sum, size) => sum + size, 0));
  let offset = 0;
  parts.forEach((part, index) => {
    if (typeof part === 'string') body.write(part, offset);
    else part.bytes.copy(body, offset);
    offset += sizes[index]!;
  });
  return body;
}

/** SHA-1 of the body, resumed from the kept state of the text and kept bytes it opens with. */
function etagOf(parts: DocumentParts, body: Buffer): string {
  const first = parts.findIndex((part) => typeof part !== 'string');
  let hash: Hash;
  if (first === -1) hash = createHash('sha1').update(body);
  else {
    const opening = (parts.slice(0, first) as string[]).join('');
    const kept = parts[first] as KeptBytes;
    const rendered = body.subarray(Buffer.byteLength(opening) + kept.bytes.length);
    hash = kept.hashAfter(opening).update(rendered);
  }
  return `"${hash.digest('base64url')}"`;
}

export function renderedPage(
  result: { status: number; parts: DocumentParts; personal: boolean; page: string },
  tags: readonly string[],
): RenderedPage {
  const body = documentBytes(result.parts);
  const etag = etagOf(result.parts, body);
  const { status, personal, page } = result;
  return { status, body, etag, personal, page, tags };
}

/** Only an anonymous, successful page may be shared; errors and personal pages never are. */
export const isShareable = (page: Pick<RenderedPage, 'status' | 'personal'>) =>
  page.status === 200 && !page.personal;

/** Renders the page; `background` when a stale copy already answered and nobody waits for it. */
export type RenderPage = (background: boolean) => Promise<RenderedPage>;

/** A page rendered for a lookup that may not be kept: an error, or a page with a form's key. */
class NotKept extends Error {
  constructor(readonly page: RenderedPage) {
    super(`page not kept (${page.status})`);
  }
}

export interface HtmlCache {
  /** The page while it is fresh; a stale or missing page goes through `page()`. */
  fresh(key: string): RenderedPage | undefined;
  /** Whether `page()` would answer without a render of the caller's own: stale, or rendering. */
  joinable(key: string): boolean;
  /**
   * A stale page at once while `render(true)` refreshes it in the background; otherwise
   * `render(false)`'s page, one render shared by every concurrent lookup of `key`. A page that
   * may not be kept is handed to the lookups that waited for it and stored for nobody; a refresh
   * that fails keeps the stale page. Resolves to undefined when a purge dropped the render it
   * waited for: its bytes were built before the purge.
   */
  page(key: string, render: RenderPage): Promise<RenderedPage | undefined>;
  /**
   * Drops the pages built from any of `tags` (all of them for `*`) and the renders in flight,
   * whose reads are not known until they finish.
   */
  purge(tags: readonly string[] | typeof EVERYTHING): void;
}

/**
 * The in-process page cache on lru-cache's `fetch()`: a repeated view within the TTL is a lookup,
 * an expired page answers at once while it is rendered again, and concurrent misses of a page
 * wait for its one render. Bounded in bytes; a TTL of 0 turns it off.
 */
export function createHtmlCache(options: {
  ttlSeconds: number;
  maxBytes: number;
}): HtmlCache | null {
  if (options.ttlSeconds <= 0) return null;
  const rendering = keysInFlight();
  const lru = new LRUCache<string, RenderedPage, RenderPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page, key) => page.body.length + key.length + 64,
    ttl: options.ttlSeconds * 1000,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchAbort: true,
    fetchMethod: async (key, stale, { options: fetchOptions, context: render }) => {
      fetchOptions.allowStaleOnFetchRejection = stale !== undefined;
      rendering.start(key);
      const page = await render(stale !== undefined).finally(() => rendering.end(key));
      if (isShareable(page)) return page;
      // The stale page goes on answering while the CMS fails (a 503); a definitive answer (gone,
      // moved to a form page) drops it.
      fetchOptions.allowStaleOnFetchRejection = stale !== undefined && page.status >= 500;
      throw new NotKept(page);
    },
  });
  return {
    fresh: (key) => lru.get(key, { allowStale: false }),
    joinable: (key) => rendering.has(key) || lru.peek(key, { allowStale: true }) !== undefined,
    async page(key, render) {
      try {
        return await lru.fetch(key, { context: render });
      } catch (error) {
        if (error instanceof NotKept) return error.page;
        throw error;
      }
    },
    purge(tags) {
      if (tags === EVERYTHING) return lru.clear();
      const builtFrom = (page: RenderedPage) => page.tags.some((tag) => tags.includes(tag));
      const dropped = [...lru.entries()].filter(([, page]) => builtFrom(page)).map(([key]) => key);
      for (const key of [...dropped, ...rendering.keys()]) lru.delete(key);
    },
  };
}
