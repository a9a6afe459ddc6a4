import type { Request, RequestHandler, Response } from 'express';
import { DEFAULT_LANG, type Lang } from '@/lib/lang';
import { localePath, splitLangPath } from '@/lib/paths';
import { requestLanguage } from '../language-detector';

/** The language `/` answers in: the saved `lang` cookie, then the browser's, then Uzbek. */
export const rootLanguage = (req: Request): Lang => requestLanguage('root', req);

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
