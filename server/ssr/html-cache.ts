import { createHash, type Hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

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

export function renderedPage(result: {
  status: number;
  parts: DocumentParts;
  personal: boolean;
  page: string;
}): RenderedPage {
  const body = documentBytes(result.parts);
  const etag = etagOf(result.parts, body);
  return { status: result.status, body, etag, personal: result.personal, page: result.page };
}

/** Only an anonymous, successful page may be shared; errors and personal pages never are. */
export const isShareable = (page: Pick<RenderedPage, 'status' | 'personal'>) =>
  page.status === 200 && !page.personal;

export interface HtmlCache {
  get(key: string): RenderedPage | undefined;
  set(key: string, page: RenderedPage): void;
  /** Drops every page: a CMS change may show on any of them. */
  clear(): void;
}

/**
 * The in-process micro-cache: a repeated view within the TTL is a lookup instead of a render.
 * Bounded in bytes; a TTL of 0 turns it off.
 */
export function createHtmlCache(options: {
  ttlSeconds: number;
  maxBytes: number;
}): HtmlCache | null {
  if (options.ttlSeconds <= 0) return null;
  const lru = new LRUCache<string, RenderedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page, key) => page.body.length + key.length + 64,
    ttl: options.ttlSeconds * 1000,
  });
  return {
    get: (key) => lru.get(key),
    set: (key, page) => void (isShareable(page) && lru.set(key, page)),
    clear: () => lru.clear(),
  };
}
