import { useEffect, useState, type ComponentType } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import { useLang } from '@/lib/use-lang';
import type { BranchMapProps } from './map-types';

export type BranchMapState =
  | { status: 'off' | 'loading' | 'failed' }
  | { status: 'ready'; Map: ComponentType<BranchMapProps> };

/**
 * The map's code is a lazy chunk fetched after hydration, so the server-rendered list is on screen
 * first; without YANDEX_MAPS_API_KEY nothing is fetched at all.
 */
export function useBranchMap(): BranchMapState {
  const { yandexMapsApiKey: apiKey, yandexMapsScriptUrl: scriptUrl } = usePublicConfig();
  const lang = useLang();
  const [state, setState] = useState<BranchMapState>({ status: apiKey ? 'loading' : 'off' });
  useEffect(() => {
    if (!apiKey) return;
    let isCurrent = true;
    import('./branch-map.client')
      .then((module) => module.loadBranchMap({ apiKey, scriptUrl, lang }))
      .then(
        (Map) => isCurrent && setState({ status: 'ready', Map }),
        () => isCurrent && setState({ status: 'failed' }),
      );
    return () => {
      isCurrent = false;
    };
  }, [apiKey, scriptUrl, lang]);
  return state;
}
