import type { Request } from 'express';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@/lib/lang';
import { splitLangPath } from '@/lib/paths';

/** The page the form was sent from, when it is one of ours: its path prefix is its language. */
function refererLang(req: Request): Lang | null {
  const referer = req.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === req.get('host') ? splitLangPath(url.pathname).lang : null;
  } catch {
    return null;
  }
}

/**
 * The language of a relay answer: the `locale` field (the site's forms send it), else the
 * `locale` query parameter, else the language of our page in Referer, else the best match
 * in Accept-Language, else Uzbek.
 */
export function requestLocale(req: Request): Lang {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (isLang(body.locale)) return body.locale;
  if (isLang(req.query.locale)) return req.query.locale;
  const fromReferer = refererLang(req);
  if (fromReferer) return fromReferer;
  if (req.get('accept-language')) {
    const accepted = req.acceptsLanguages(...LANGS);
    if (isLang(accepted)) return accepted;
  }
  return DEFAULT_LANG;
}
