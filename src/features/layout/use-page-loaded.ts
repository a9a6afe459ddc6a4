import { useEffect, useState } from 'react';

/** False during the server render and hydration; true once the window's load event has fired (§4). */
export function usePageLoaded(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return isLoaded;
}
