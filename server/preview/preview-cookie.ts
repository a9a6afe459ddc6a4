import { createHmac, randomBytes } from 'node:crypto';
import type { CookieOptions, Request } from 'express';
import { LRUCache } from 'lru-cache';
import { sameSecret } from '../metrics';

export const PREVIEW_COOKIE = 'cms_preview';

/** Long enough to look through a draft, short enough that a forgotten preview ends by itself. */
export const PREVIEW_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Instances behind one balancer may disagree on the time by a little: a cookie another one just
 * signed may end up to this much later than this clock's hour. Anything further out was never
 * signed by the site (only a holder of the secret can write one) and is refused.
 */
const CLOCK_SKEW_MS = 60 * 1000;

/** Upper bound of the deny list: about 100 bytes each, so a few MB at most. */
const MAX_ENDED = 10_000;

export interface PreviewClaims {
  /** Which secret signed it (previewKeyId): after a rotation no older cookie is even checked. */
  keyId: string;
  /** Random, one per cookie: what exit puts on the deny list. */
  id: string;
  expiresAt: number;
}

/** A short name of the secret, not the secret: an HMAC of a constant, cut to 8 characters. */
export const previewKeyId = (secret: string) =>
  createHmac('sha256', secret).update('cms-preview-key-id').digest('base64url').slice(0, 8);

const mac = (secret: string, { keyId, id, expiresAt }: PreviewClaims) =>
  createHmac('sha256', secret)
    .update(`cms-preview:${keyId}.${id}.${expiresAt}`)
    .digest('base64url');

/** `<key id>.<cookie id>.<expiry in ms>.<HMAC of the three>`: only the secret's holder writes one. */
export function signPreview(secret: string, claims: PreviewClaims): string {
  return `${claims.keyId}.${claims.id}.${claims.expiresAt}.${mac(secret, claims)}`;
}

/** A new cookie value: this secret's key id, a fresh random id, an hour from `now`. */
export function newPreview(secret: string, now = Date.now()): string {
  const id = randomBytes(16).toString('base64url');
  return signPreview(secret, {
    keyId: previewKeyId(secret),
    id,
    expiresAt: now + PREVIEW_MAX_AGE_MS,
  });
}

/**
 * Cookies ended by exit, each kept until its own expiry (after that the expiry refuses it
 * anyway), at most MAX_ENDED: only cookies this secret signed are added, so only a holder of the
 * secret could crowd an entry out. The list is this process's memory: with WEB_CONCURRENCY workers
 * or several instances, a copied cookie replayed to a worker that did not answer the exit still
 * shows drafts until its expiry (an hour at most). The editor's own browser has dropped it at exit
 * either way. The purge channels (server/cluster-purge.ts IPC, server/db/purge-bus.ts NOTIFY)
 * could carry the ids to every process, but they carry model names only and are wired in app.ts;
 * they are not used for this.
 */
const ended = new LRUCache<string, true>({
  max: MAX_ENDED,
  ttl: PREVIEW_MAX_AGE_MS + CLOCK_SKEW_MS,
});

const FORMAT = /^([\w-]{8})\.([\w-]{22})\.(\d{1,15})\.([\w-]{43})$/;

/**
 * The claims of a cookie that this secret signed (its key id and signature), that names an expiry
 * ahead but no further than a new cookie's, and that exit has not ended; null for any other.
 */
export function readPreview(secret: string, value: string, now = Date.now()): PreviewClaims | null {
  const [, keyId = '', id = '', expiry = '', signature = ''] = FORMAT.exec(value) ?? [];
  const claims = { keyId, id, expiresAt: Number(expiry) };
  if (keyId !== previewKeyId(secret) || !sameSecret(signature, mac(secret, claims))) return null;
  const { expiresAt } = claims;
  if (expiresAt <= now || expiresAt > now + PREVIEW_MAX_AGE_MS + CLOCK_SKEW_MS) return null;
  return ended.has(id) ? null : claims;
}

/** Exit: this cookie is refused from now on, even if a copy of it is sent again. */
export function endPreview({ id, expiresAt }: PreviewClaims, now = Date.now()): void {
  ended.set(id, true, { ttl: Math.max(1, expiresAt - now) });
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]*)`);

export function previewCookieOf(req: Request): string | null {
  return COOKIE_VALUE.exec(req.get('cookie') ?? '')?.[1]?.trim() ?? null;
}

/**
 * Strapi's admin shows the preview in an iframe of its own origin: only `SameSite=None; Secure`
 * reaches the site from there, and `Partitioned` (CHIPS) keeps it working in browsers that block
 * third-party cookies. Outside production the site runs on plain http, where browsers refuse
 * Secure cookies: Lax, which an admin on the same host (local development) still sends.
 */
export function previewCookieOptions(production: boolean): CookieOptions {
  return production
    ? { httpOnly: true, path: '/', sameSite: 'none', secure: true, partitioned: true }
    : { httpOnly: true, path: '/', sameSite: 'lax' };
}
