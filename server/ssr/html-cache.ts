import { createHash, type Hash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { keysInFlight } from '../cms/cache';
import { EVERYTHING } from '../cms/read-tags';

/** A rendered page as it is sent: the body is joined into one buffer once, the ETag hashed once. */
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
  /**
   * Where the body holds its form's idempotency key (a personal page whose reads all answered):
   * the page is kept once and each visitor gets a copy with a fresh key written over these
   * offsets (`withFreshKey`), the bytes a render with that key would have sent.
   */
  keyAt: readonly number[] | null;
  /**
   * The headers the whole middleware chain sent with this page, recorded on its first plain
   * answer: server/ssr/page-door.ts answers later views with them without running the chain.
   */
  replay?: OutgoingHttpHeaders;
}

/**
 * Bytes encoded once at start and sent in every page (the critical style, about half of a page),
 * which no request encodes or hashes again. The bytes before them are a language's head opening,
 * the same on each of its pages, so the SHA-1 state of that opening and these bytes is kept as
 * well: a page's ETag then hashes only the bytes its render wrote.
 */
export interface KeptBytes {
  bytes: Buffer;
  /** A fresh hash that has read `opening` and then these bytes. */
  hashAfter(opening: Buffer): Hash;
}

/** One opening per language and a few error pages; any other opening is hashed and not kept. */
const MAX_KEPT_STATES = 16;

export function keptBytes(bytes: Buffer): KeptBytes {
  const states = new Map<string, Hash>();
  return {
    bytes,
    hashAfter(opening) {
      const key = opening.toString('latin1');
      const kept = states.get(key);
      if (kept) return kept.copy();
      const state = createHash('sha1').update(opening).update(bytes);
      if (states.size < MAX_KEPT_STATES) states.set(key, state.copy());
      return state;
    },
  };
}

/** A document as the pieces it is sent in, in order: text, rendered bytes and kept bytes. */
export type DocumentParts = readonly (string | Uint8Array | KeptBytes)[];

const sizeOf = (part: DocumentParts[number]) =>
  typeof part === 'string'
    ? Buffer.byteLength(part)
    : part instanceof Uint8Array
      ? part.length
      : part.bytes.length;

/** The parts as one buffer, to send in one write. */
function documentBytes(parts: DocumentParts): Buffer {
  const sizes = parts.map(sizeOf);
  const body = Buffer.allocUnsafe(sizes.reduce((sum, size) => sum + size, 0));
  let offset = 0;
  parts.forEach((part, index) => {
    if (typeof part === 'string') body.write(part, offset);
    else body.set(part instanceof Uint8Array ? part : part.bytes, offset);
    offset += sizes[index]!;
  });
  return body;
}

/** SHA-1 of the body, resumed from the kept state of the opening and kept bytes it starts with. */
function etagOf(parts: DocumentParts, body: Buffer): string {
  const first = parts.findIndex((part) => typeof part === 'object' && 'hashAfter' in part);
  let hash: Hash;
  if (first === -1) hash = createHash('sha1').update(body);
  else {
    const opening = parts.slice(0, first).reduce((sum: number, part) => sum + sizeOf(part), 0);
    const kept = parts[first] as KeptBytes;
    const rendered = body.subarray(opening + kept.bytes.length);
    hash = kept.hashAfter(body.subarray(0, opening)).update(rendered);
  }
  return `"${hash.digest('base64url')}"`;
}

/** Every offset of `key` in `body`: a 128-bit random key only occurs where the page embeds it. */
function offsetsOf(body: Buffer, key: string): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(key); at !== -1; at = body.indexOf(key, at + key.length))
    offsets.push(at);
  return offsets;
}

export function renderedPage(
  result: {
    status: number;
    parts: DocumentParts;
    personal: boolean;
    formKey: string | null;
    page: string;
  },
  tags: readonly string[],
): RenderedPage {
  const body = documentBytes(result.parts);
  const etag = etagOf(result.parts, body);
  const { status, personal, page, formKey } = result;
  const keyAt = status === 200 && formKey ? offsetsOf(body, formKey) : null;
  return { status, body, etag, personal, page, tags, keyAt: keyAt?.length ? keyAt : null };
}

/**
 * The page's bytes for one visitor: a kept form page gets a fresh idempotency key, as long as the
 * one it was rendered with (newSubmissionKey always makes 32 hex digits).
 */
export function withFreshKey(page: RenderedPage): Buffer {
  if (!page.keyAt) return page.body;
  const body = Buffer.from(page.body);
  const key = newSubmissionKey();
  for (const at of page.keyAt) body.write(key, at, 'latin1');
  return body;
}

/** Headers that belong to one answer, never replayed: the door sets its own. */
const PER_ANSWER = [
  'x-request-id',
  'etag',
  'content-length',
  'content-encoding',
  'ratelimit',
  'ratelimit-policy',
];

/**
 * Records, once per kept page, the headers the whole chain (security headers, caching, Vary, the
 * route's own) sent with its GET answer, so server/ssr/page-door.ts can send the same ones. A
 * compressed answer counts as well as a plain one (compression() adds only its coding and drops
 * the length, both the answer's own): browsers all ask for Brotli, and a page only they view
 * was never recorded, so every view was compressed again by the chain.
 * An answer to a request with an Origin is not recorded: its CORS headers name that origin
 * (server/middleware/api-cors.ts), and the door answers requests without one.
 */
export function recordReplay(res: Response, page: RenderedPage): void {
  res.once('finish', () => {
    if (page.replay || res.statusCode !== 200) return;
    if (res.req.headers.origin !== undefined) return;
    const headers = res.getHeaders();
    for (const name of PER_ANSWER) delete headers[name];
    page.replay = headers;
  });
}

/** Only an anonymous, successful page may be shared; errors and personal pages never are. */
export const isShareable = (page: Pick<RenderedPage, 'status' | 'personal'>) =>
  page.status === 200 && !page.personal;

/** What the HTML cache keeps: shareable pages, and form pages it can give a fresh key each time. */
const isKept = (page: RenderedPage) => isShareable(page) || page.keyAt !== null;

/**
 * The same bytes (the strong ETag), status and sources (in any order of first read): the one page
 * again. A form page never is, its body carries the key it was rendered with.
 */
const sameKeptPage = (kept: RenderedPage, page: RenderedPage) =>
  page.etag === kept.etag &&
  page.status === kept.status &&
  isShareable(page) &&
  page.tags.length === kept.tags.length &&
  page.tags.every((tag) => kept.tags.includes(tag));

/** Renders the page; `background` when a stale copy already answered and nobody waits for it. */
export type RenderPage = (background: boolean) => Promise<RenderedPage>;

/** A page rendered for a lookup that may not be kept: an error, or a read that failed. */
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
   * Drops the pages with a tag that `tags` passes (all of them for `*`; queries.ts
   * `pageTagsOfChange`) and the renders in flight, whose reads are not known until they finish.
   */
  purge(tags: ((tag: string) => boolean) | typeof EVERYTHING): void;
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
    // Half more for the Brotli and gzip copies server/ssr/page-door.ts may add to a page (together
    // about 40% of a page's bytes and 50% of a read answer's).
    sizeCalculation: (page, key) => Math.ceil(page.body.length * 1.5) + key.length + 64,
    ttl: options.ttlSeconds * 1000,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchAbort: true,
    fetchMethod: async (key, stale, { options: fetchOptions, context: render }) => {
      fetchOptions.allowStaleOnFetchRejection = stale !== undefined;
      rendering.start(key);
      const page = await render(stale !== undefined).finally(() => rendering.end(key));
      // A refresh that rendered the very same page keeps the kept one, so its recorded headers
      // and compressed copies (page-door.ts) go on answering instead of starting over.
      if (stale && sameKeptPage(stale, page)) return stale;
      if (isKept(page)) return page;
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
      const builtFrom = (page: RenderedPage) => page.tags.some(tags);
      const dropped = [...lru.entries()].filter(([, page]) => builtFrom(page)).map(([key]) => key);
      for (const key of [...dropped, ...rendering.keys()]) lru.delete(key);
    },
  };
}
