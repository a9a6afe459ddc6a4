import type { Request, RequestHandler, Response } from 'express';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@/lib/lang';
import { localePath, splitLangPath } from '@/lib/paths';

/** The visitor's saved choice: the `lang` cookie the language switcher writes. */
function savedLang(req: Request): Lang | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(req.get('cookie') ?? '')?.[1]?.trim();
  return isLang(value) ? value : null;
}

function browserLang(req: Request): Lang | null {
  if (!req.get('accept-language')) return null;
  const accepted = req.acceptsLanguages(...LANGS);
  return isLang(accepted) ? accepted : null;
}

/** The language `/` answers in: the saved choice, then the browser's, then Uzbek. */
export const rootLanguage = (req: Request): Lang =>
  savedLang(req) ?? browserLang(req) ?? DEFAULT_LANG;

/**
 * The one place a page's language is decided (§4). A page's path prefix is its language, whatever
 * the cookie or the browser says; only the bare `/` follows the saved choice, then the browser
 * language, and redirects to that language's home. The decision travels in `res.locals.lang`.
 */
export const pageLanguage: RequestHandler = (req, res, next) => {
  const isRoot = req.path === '/' && (req.method === 'GET' || req.method === 'HEAD');
  if (!isRoot) {
    res.locals.lang = splitLangPath(req.path).lang;
    return next();
  }
  res.vary('Cookie').vary('Accept-Language');
  const lang = rootLanguage(req);
  if (lang !== DEFAULT_LANG) {
    const query = req.originalUrl.slice(1);
    res.set('Cache-Control', 'private, no-cache').redirect(302, `${localePath(lang, '/')}${query}`);
    return;
  }
  res.locals.lang = lang;
  next();
};

/** The language `pageLanguage` decided for this request. */
export const languageOf = (res: Response): Lang => res.locals.lang ?? DEFAULT_LANG;
