import type { RequestHandler } from 'express';
import { DEFAULT_LANG } from '@/lib/lang';
import { localePath } from '@/lib/paths';

/**
 * Only the bare `/` follows the saved choice or the browser language (§4); every other
 * path keeps the language its prefix names. Runs after the i18n middleware, whose detector
 * reads the `lang` cookie and then Accept-Language.
 */
export const languageRedirect: RequestHandler = (req, res, next) => {
  if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  res.vary('Cookie').vary('Accept-Language');
  const lang = req.language;
  if (lang === 'en' || lang === 'ru') {
    const query = req.originalUrl.slice(1);
    res.set('Cache-Control', 'private, no-cache').redirect(302, `${localePath(lang, '/')}${query}`);
    return;
  }
  if (lang !== DEFAULT_LANG) req.language = DEFAULT_LANG;
  next();
};
