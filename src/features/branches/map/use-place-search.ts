import { useEffect, useState } from 'react';
import type { LngLat, LngLatBounds } from '@yandex/ymaps3-types';
import type { Ymaps3 } from './load-ymaps';

export type PlaceSearch = Ymaps3['search'];

/** Typing narrows the list at each key; the map asks Yandex once the visitor pauses. */
const SEARCH_DELAY_MS = 500;

/** Uzbekistan: "Chilonzor" is the Tashkent district, not a namesake elsewhere. */
const UZBEKISTAN: LngLatBounds = [
  [55.9, 45.6],
  [73.2, 37.1],
];

/**
 * Where the JS API's search (`ymaps3.search`) puts the typed district or street, or null while
 * nothing is typed, nothing is found or the search failed (the map then just fits the list).
 */
export function usePlaceSearch(search: PlaceSearch, query: string): LngLat | null {
  const text = query.trim();
  const [found, setFound] = useState<{ text: string; at: LngLat | null }>({ text: '', at: null });
  useEffect(() => {
    if (!text) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      search({ text, bounds: UZBEKISTAN, limit: 1 }).then(
        ([first]) => isCurrent && setFound({ text, at: first?.geometry?.coordinates ?? null }),
        () => isCurrent && setFound({ text, at: null }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [search, text]);
  return found.text === text ? found.at : null;
}
