import type { RequestHandler } from 'express';
import { lowercaseRouteWords } from './route-words';
import { refusalLanguage, refusalText } from '../refusals';
import { isApiPath } from '../api/api-path';

const LANG_PREFIX = /^\/(uz|en|ru)(?=\/|$)/i;

/**
 * RFC 3986's percent-encoding normalization (section 6.2.2) of unreserved characters: an escaped
 * letter, digit, `-`, `_` or `~` is the character (`%64eposit` is `deposit`), so spellings of one
 * page do not each render and fill the page cache under keys of their own. An escaped dot stays
 * escaped (decoded, `%2e%2e` would become a `..` segment), as do all other escapes.
 */
const normalEscapes = (path: string) =>
  path.replace(/%[0-9a-f]{2}/gi, (escape) => {
    const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return /[\w~-]/.test(char) ? char : escape;
  });

/**
 * The one spelling of a path: escapes normalized, `\` read as `/` (browsers do), runs of slashes collapsed, no
 * trailing slash (one URL per page), the language prefix and the route words in lower case. The
 * result always starts with exactly one `/`, so a redirect to it can never leave the site
 * (`//evil.example`, `/\evil`).
 */
function normalizePath(path: string): string {
  const trimmed = normalEscapes(path)
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
  return lowercaseRouteWords(`/${trimmed}`.replace(LANG_PREFIX, (prefix) => prefix.toLowerCase()));
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Before routing: a path that cannot be decoded is a 400 (a visitor's typo, not a server error);
 * a GET or HEAD for an odd spelling answers 301 to the normal one, keeping the query.
 *
 * A page address that does not decode gets the §2.10 400 page in its prefix's language, once in
 * its normal spelling: routing goes on with every `%` escaped (the path then decodes to what was
 * sent, and no cache holds a page for it) and `res.locals.badAddress`, the path as sent, has the
 * page's loader refuse it. The API and other methods get the refusal's text.
 */
export const canonicalPath: RequestHandler = (req, res, next) => {
  const queryStart = req.originalUrl.indexOf('?');
  const path = queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  const readable = decodes(path);
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const isPageRead = isRead && !isApiPath(path);
  if (!readable && !isPageRead) {
    res
      .status(400)
      .type('text')
      .send(refusalText(refusalLanguage(req), 'badAddress'));
    return;
  }
  const normal = normalizePath(path);
  if (normal !== path) {
    if (isRead) return res.redirect(301, `${normal}${query}`);
    res
      .status(404)
      .type('text')
      .send(refusalText(refusalLanguage(req), 'notFound.title'));
    return;
  }
  if (!readable) {
    res.locals.badAddress = path;
    req.url = path.replace(/%/g, '%25') + query;
  }
  next();
};
