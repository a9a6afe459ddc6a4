import { isLang, type Lang } from '@/lib/lang';
import type { ReadResponse } from '@/lib/api/transport';
import { SEARCH_QUERY_MAX } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { collectionEntries, type CollectionName, type CollectionSpec } from '../cms/collections';
import { CmsUnavailableError } from '../cms/errors';
import { refusalText } from '../refusals';
import { ReadLimitError } from '../request-context';
import type { SearchService } from '../search/search-service';
import { MARKDOWN_FIELDS, withRichText } from './rich-text';

export interface ReadApiDeps {
  cms: CmsService;
  search: SearchService;
}

type Params = Record<string, string>;

export interface ReadResource {
  list?: (deps: ReadApiDeps, lang: Lang, params: Params) => Promise<unknown>;
  detail?: (deps: ReadApiDeps, lang: Lang, key: string) => Promise<unknown>;
  /** Parameters besides `locale` this resource accepts, with their rules. */
  params?: Record<string, RegExp>;
}

const PAGE = /^[1-9]\d{0,3}$/;
const ID = /^[1-9]\d{0,9}$/;
export const KEY = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;

/** The read-API resource of a collection: its list and detail through the CMS service. */
function collectionResource(name: CollectionName, { list, detail }: CollectionSpec): ReadResource {
  const resource: ReadResource = {};
  if (list?.kind === 'paged') {
    resource.params = { page: PAGE, category: ID };
    resource.list = ({ cms }, lang, p) =>
      cms.list(name, lang, {
        page: Number(p.page ?? 1),
        ...(p.category ? { category: Number(p.category) } : {}),
      });
  } else if (list) resource.list = ({ cms }, lang) => cms.list(name, lang);
  if (detail) resource.detail = ({ cms }, lang, key) => cms.detail(name, lang, key);
  return resource;
}

/** The read API (§7 as plain domain JSON): one table for the browser, integrators and SSR. */
export const RESOURCES: Record<string, ReadResource> = {
  ...Object.fromEntries(
    collectionEntries().map(([name, spec]) => [name, collectionResource(name, spec)]),
  ),
  search: {
    list: ({ search }, l, p) => search.search(l, p.query ?? ''),
    params: {
      query: new RegExp(`^[^\\u0000-\\u001f]{0,${SEARCH_QUERY_MAX}}$`),
    },
  },
};

/**
 * Every refusal of the read API, by its stable code, with its status; the message is
 * `api.<code>` in locales/<lang>/errors.json.
 */
export const READ_ERRORS = {
  repeatedParameter: 400,
  invalidParameter: 400,
  unknownLocale: 400,
  invalidKey: 400,
  noSuchResource: 404,
  notFound: 404,
  methodNotAllowed: 405,
  tooManyRequests: 429,
  unavailable: 503,
} as const;

export type ReadErrorCode = keyof typeof READ_ERRORS;

/**
 * `{ error: { status, code, message } }`: integrators switch on the code; the message is for a
 * person, in the request's language (English as it always read).
 */
export function readError(
  code: ReadErrorCode,
  lang: Lang,
  values: Record<string, string> = {},
): ReadResponse {
  const status = READ_ERRORS[code];
  return {
    status,
    body: { error: { status, code, message: refusalText(lang, `api.${code}`, values) } },
  };
}

/** The first known parameter whose value breaks its rule. */
function invalidParam(resource: ReadResource, params: Params): string | undefined {
  const rules = resource.params ?? {};
  // Harmless extras (a cache-buster `_=1`, tracking tags) are ignored; only known ones are checked.
  return Object.keys(params).find(
    (name) => name !== 'locale' && rules[name]?.test(params[name]!) === false,
  );
}

/** Answers a read-API path below /api, e.g. `/deposits/omonat-plus` with `{ locale: 'ru' }`. */
export async function resolveRead(
  deps: ReadApiDeps,
  path: string,
  params: Params,
): Promise<ReadResponse> {
  // The router answers a `locale` that is no site language itself, in the caller's language.
  if (!isLang(params.locale))
    throw new TypeError(`resolveRead: no site language in ${params.locale}`);
  const lang = params.locale;
  const [, name = '', key, ...rest] = path.split('/');
  const resource = Object.hasOwn(RESOURCES, name) ? RESOURCES[name] : undefined;
  const handler = key === undefined ? resource?.list : resource?.detail;
  if (!resource || !handler || rest.length > 0) return readError('noSuchResource', lang, { path });
  const invalid = invalidParam(resource, params);
  if (invalid !== undefined) return readError('invalidParameter', lang, { name: invalid });
  if (key !== undefined && !KEY.test(key)) return readError('invalidKey', lang);
  try {
    const body =
      key === undefined
        ? await resource.list?.(deps, lang, params)
        : await resource.detail?.(deps, lang, key);
    if (body === null || body === undefined) return readError('notFound', lang);
    return { status: 200, body: withRichText(body, MARKDOWN_FIELDS[name]) };
  } catch (cause) {
    if (cause instanceof CmsUnavailableError) return readError('unavailable', lang);
    if (cause instanceof ReadLimitError) return readError('tooManyRequests', lang);
    throw cause;
  }
}
