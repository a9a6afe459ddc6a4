import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '@/lib/public-config';

const TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((id: number, method: string, ...args: unknown[]) => void) & {
  a?: unknown[][];
  l?: number;
};

declare global {
  interface Window {
    ym?: Ym;
  }
}

let started: Promise<void> | null = null;

/**
 * tag.js replaces `window.ym` with its own function when it loads and stops reading the queue, so
 * every call looks it up afresh: a reference kept from before would count nothing after the load.
 */
const ym = (...args: Parameters<Ym>) => window.ym?.(...args);

/** Once the browser is idle after hydration, so the counter never competes with the page. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve())
        : setTimeout(resolve, 1);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Yandex Metrika's own queue (calls made before tag.js arrives are replayed by it), then its
 * script, added from the site's bundle rather than an inline snippet so the CSP needs no
 * inline script for it.
 */
function startCounter(id: number): Promise<void> {
  started ??= whenIdle().then(() => {
    const queue: Ym = Object.assign((...args: unknown[]) => (queue.a ??= []).push(args), {
      l: Date.now(),
    });
    window.ym ??= queue;
    const script = document.createElement('script');
    script.src = TAG_URL;
    script.async = true;
    document.head.append(script);
    ym(id, 'init', {
      defer: true,
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
    });
  });
  return started;
}

/** Counts every page the visitor sees (client-side navigations too) when METRICS_COUNTER_ID is set. */
export function useMetricsCounter(): void {
  const { metricsCounterId } = usePublicConfig();
  const { pathname, search } = useLocation();
  // A client-side move leaves document.referrer as it was: the page moved from is the referrer.
  const previousUrl = useRef<string | null>(null);
  useEffect(() => {
    if (!metricsCounterId) return;
    const id = Number(metricsCounterId);
    const url = window.location.href;
    const referer = previousUrl.current ?? document.referrer;
    previousUrl.current = url;
    void startCounter(id).then(() => ym(id, 'hit', url, { referer }));
  }, [metricsCounterId, pathname, search]);
}
