import type { FakeAnswer, FakeRequest } from './fake-strapi';
import { strapiFixture } from './strapi-fixtures';

/** The first news title of `news-list.ru.json`, which the home shows in its news region. */
export const HOME_NEWS_TITLE = 'Банк открыл новый филиал';

/** The name of the one rate the fake CMS lists (the rates table's title of its code). */
export const HOME_RATE_NAME = 'Доллар США';

const RATES = {
  data: [
    {
      id: 1,
      attributes: {
        code: 'USD',
        name: HOME_RATE_NAME,
        cb_rate: 12700,
        purchase: 12650,
        sale: 12750,
        branch: null,
        date: '2025-01-15',
      },
    },
  ],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
};

const FIXTURES: Record<string, string> = {
  '/api/news-categories': 'news-categories.ru.json',
  '/api/social-link': 'social-link.ru.json',
  '/api/legal-entities': 'legal-entities-list.ru.json',
  '/api/contributions': 'contributions-list.ru.json',
  '/api/cards': 'cards-list.ru.json',
  '/api/credits': 'credits-list.ru.json',
  '/api/news': 'news-list.ru.json',
};

/** The calls of the home's slow regions: its news and its currency rates. */
export const isSlowRegionCall = (request: FakeRequest) =>
  request.path === '/api/news' || request.path === '/api/currency-rates';

/**
 * A fake-Strapi handler for the home from the real v4 samples (and one hand-written rate).
 * `wait(request)` runs before each answer: a test holds the slow regions' calls on it, the
 * measurement delays every call.
 */
export function homeSite(wait: (request: FakeRequest) => Promise<void>) {
  return async (request: FakeRequest): Promise<FakeAnswer | undefined> => {
    await wait(request);
    if (request.path === '/api/currency-rates') return { body: RATES };
    // The samples' images: a browser shows an empty picture, not a failed request.
    if (request.path.startsWith('/uploads/')) return { text: '' };
    const file = FIXTURES[request.path];
    return file ? { body: strapiFixture(4, file) } : undefined;
  };
}
