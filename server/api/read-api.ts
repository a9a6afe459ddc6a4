import { DEFAULT_LANG, isLang, type Lang } from '@/lib/lang';
import type { ReadResponse } from '@/lib/api/transport';
import { SEARCH_QUERY_MAX } from '@/features/search/types';
import type { CmsService } from '../cms/cms-service.types';
import { collectionEntries, type CollectionName, type CollectionSpec } from '../cms/collections';
import { CmsUnavailableError } from '../cms/errors';
import { READ_LIMIT_MESSAGE } from '../middleware/read-rate-limit';
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

const error = (status: number, message: string): ReadResponse => ({
  status,
  body: { error: { status, message } },
});

function checkParams(resource: ReadResource, params: Params): ReadResponse | Lang {
  const rules = resource.params ?? {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'locale') continue;
    const rule = rules[name];
    // Harmless extras (a cache-buster `_=1`, tracking tags) are ignored; only known ones are checked.
    if (rule && !rule.test(value)) return error(400, `Invalid value for parameter "${name}"`);
  }
  const locale = params.locale ?? DEFAULT_LANG;
  return isLang(locale) ? locale : error(400, 'Parameter "locale" must be one of uz, en, ru');
}

/** Answers a read-API path below /api, e.g. `/deposits/omonat-plus` with `{ locale: 'ru' }`. */
export async function resolveRead(
  deps: ReadApiDeps,
  path: string,
  params: Params,
): Promise<ReadResponse> {
  const [, name = '', key, ...rest] = path.split('/');
  const resource = Object.hasOwn(RESOURCES, name) ? RESOURCES[name] : undefined;
  const handler = key === undefined ? resource?.list : resource?.detail;
  if (!resource || !handler || rest.length > 0) return error(404, `No such resource: ${path}`);
  const lang = checkParams(resource, params);
  if (typeof lang !== 'string') return lang;
  if (key !== undefined && !KEY.test(key)) return error(400, 'Invalid slug or id');
  try {
    const body =
      key === undefined
        ? await resource.list?.(deps, lang, params)
        : await resource.detail?.(deps, lang, key);
    if (body === null || body === undefined) return error(404, 'Not found');
    return { status: 200, body: withRichText(body, MARKDOWN_FIELDS[name]) };
  } catch (cause) {
    if (cause instanceof CmsUnavailableError)
      return error(503, 'The content service is unavailable');
    if (cause instanceof ReadLimitError) return error(429, READ_LIMIT_MESSAGE);
    throw cause;
  }
}
