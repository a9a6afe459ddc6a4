import { createHmac } from 'node:crypto';
import type { CookieOptions, Request } from 'express';
import { sameSecret } from '../metrics';

export const PREVIEW_COOKIE = 'cms_preview';

/** Long enough to look through a draft, short enough that a forgotten preview ends by itself. */
export const PREVIEW_MAX_AGE_MS = 60 * 60 * 1000;

const mac = (secret: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`cms-preview:${expiresAt}`).digest('base64url');

/** `<expiry in ms>.<HMAC of it>`: nothing but the holder of the secret can write or extend one. */
export function signPreview(secret: string, expiresAt: number): string {
  return `${expiresAt}.${mac(secret, expiresAt)}`;
}

/** The cookie names an expiry still ahead and carries the secret's signature of it. */
export function isValidPreview(secret: string, value: string): boolean {
  const [, expiry = '', signature = ''] = /^(\d{1,15})\.([\w-]{1,64})$/.exec(value) ?? [];
  const expiresAt = Number(expiry);
  return sameSecret(signature, mac(secret, expiresAt)) && expiresAt > Date.now();
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
