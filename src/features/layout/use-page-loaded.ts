import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('load', onChange, { once: true });
  return () => window.removeEventListener('load', onChange);
}

const isComplete = () => document.readyState === 'complete';
const duringServerRenderAndHydration = () => false;

/** False during the server render and hydration; true once the window's load event has fired (§4). */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, isComplete, duringServerRenderAndHydration);
}
