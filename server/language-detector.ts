import type { Request, Response } from 'express';
import i18next from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '@/lib/lang';
import { splitLangPath } from '@/lib/paths';

/** The `locale` field of a form body (the site's forms send it); unread when a limit refused the body. */
const FORM_FIELD = 'formField';
/** The page the form was sent from, when it is one of ours: its path prefix is its language. */
const REFERER = 'referer';

/**
 * Where each kind of request takes its language from, the first supported answer winning, then
 * Uzbek (§4). A page's language is its path prefix and never asks the detector
 * (server/middleware/page-language.ts); only the bare `/` does, to choose where to send the visitor.
 */
const ORDERS = {
  /** `/`: the saved choice (the `lang` cookie the language switcher writes), then the browser's. */
  root: ['cookie', 'header'],
  /** The read API: `?locale=`, then Accept-Language. */
  read: ['querystring', 'header'],
  /** The form API's messages: the form's own `locale`, `?locale=`, the sending page, the browser's. */
  form: [FORM_FIELD, 'querystring', REFERER, 'header'],
};

const detector = new LanguageDetector();
detector.addDetector({
  name: FORM_FIELD,
  lookup: (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return typeof body.locale === 'string' ? body.locale : undefined;
  },
});
detector.addDetector({
  name: REFERER,
  lookup: (req) => {
    const referer = req.get('referer');
    if (!referer || !URL.canParse(referer)) return undefined;
    const url = new URL(referer);
    return url.host === req.get('host') ? splitLangPath(url.pathname).lang : undefined;
  },
});

// The detector checks what it finds against these languages through the instance's services.
void i18next
  .createInstance()
  .use(detector)
  .init({
    supportedLngs: [...LANGS],
    fallbackLng: DEFAULT_LANG,
    initAsync: false,
    detection: {
      order: ORDERS.root,
      lookupCookie: 'lang',
      lookupQuerystring: 'locale',
      // The cookie is the visitor's own choice, written by the switcher (src/features/layout/
      // language-choice.ts); a server that wrote it would make a guess stick, and a page that sets
      // a cookie could not be shared from the HTML cache.
      caches: false,
      // The site has no regional variants: `uz-UZ` is `uz`, so `uz-UZ,ru;q=0.5` stays Uzbek (without
      // this the detector tries every exact code first and picks `ru`).
      convertDetectedLanguage: (code: string) => code.split('-')[0] ?? code,
    },
  });

// The typings declare `detect` as returning nothing; it returns the language found, else the fallback.
const detect = detector.detect.bind(detector) as unknown as (
  req: Request,
  res: Response | undefined,
  order: string[],
) => string | undefined;

/** The language a request that is not a page asks for (`root`: the bare `/`). */
export function requestLanguage(kind: keyof typeof ORDERS, req: Request): Lang {
  const found = detect(req, req.res, ORDERS[kind]);
  return isLang(found) ? found : DEFAULT_LANG;
}
