import type { Request } from 'express';
import type { Lang } from '@/lib/lang';
import { splitLangPath } from '@/lib/paths';
import { serverI18n } from './i18n';
import { requestLanguage } from './language-detector';
import { isApiPath } from './api/api-path';

/**
 * The text of an answer the site gives without a page (a limit, a malformed address or
 * parameter, the last-resort error handler), from locales/<lang>/errors.json: a visitor reads it
 * in their language, as they read the pages and the form API's messages.
 */
export function refusalText(lang: Lang, key: string, values: Record<string, string> = {}): string {
  return serverI18n().t(key, { ...values, lng: lang, ns: 'errors' });
}

/**
 * The language of a refusal: an API request's (`?locale=`, then Accept-Language), else the
 * path's prefix, which decides a page's language (§4) and is readable even in an address that
 * does not decode.
 */
export const refusalLanguage = (req: Request): Lang =>
  isApiPath(req.originalUrl) ? requestLanguage('read', req) : splitLangPath(req.originalUrl).lang;
