export interface NewsSearch {
  page: number;
  category?: number;
}

/**
 * Reads `?page=2&filters[categories][id][$in]=3` (the spec's category filter URL).
 * Returns null for values that cannot be valid, so the page can answer 400.
 */
export function parseNewsSearch(search: URLSearchParams): NewsSearch | null {
  const pageText = search.get('page');
  const categoryText = search.get('filters[categories][id][$in]');
  if (pageText !== null && !/^[1-9]\d{0,3}$/.test(pageText)) return null;
  if (categoryText !== null && !/^[1-9]\d{0,9}$/.test(categoryText)) return null;
  const page = pageText === null ? 1 : Number(pageText);
  return categoryText === null ? { page } : { page, category: Number(categoryText) };
}
