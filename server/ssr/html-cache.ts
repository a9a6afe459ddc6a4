import { createHash } from 'node:crypto';
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
 * A document as the pieces it is sent in, in order: rendered text, and bytes encoded once at
 * start (the critical style), which no request encodes again.
 */
export type DocumentParts = readonly (string | Buffer)[];

const bytesOf = (part: string | Buffer) => (typeof part === 'string' ? Buffer.from(part) : part);

/** The parts as one buffer, to send in one write. */
export const documentBytes = (parts: DocumentParts): Buffer => Buffer.concat(parts.map(bytesOf));

export function renderedPage(result: {
  status: number;
  parts: DocumentParts;
  personal: boolean;
  page: string;
}): RenderedPage {
  const body = documentBytes(result.parts);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
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
