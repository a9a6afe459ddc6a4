import { useCallback, useEffect, useState, type RefObject } from 'react';
import { SCROLL_THRESHOLD } from '@/components/use-dismiss';

interface HeaderScroll {
  /** At the very top of the page: the header is transparent. */
  isTop: boolean;
  isHidden: boolean;
  /** Shows the header again, e.g. when keyboard focus enters it. */
  reveal: () => void;
}

/**
 * §2.5: hides the header while scrolling down once past its own height, shows it on any
 * scroll up; moves of SCROLL_THRESHOLD pixels or less change nothing.
 */
export function useHeaderScroll(header: RefObject<HTMLElement | null>): HeaderScroll {
  const [state, setState] = useState({ isTop: true, isHidden: false });
  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const isTop = y <= 0;
      const delta = y - lastY;
      if (Math.abs(delta) <= SCROLL_THRESHOLD) {
        setState((s) => (s.isTop === isTop ? s : { ...s, isTop }));
        return;
      }
      lastY = y;
      const isHidden = delta > 0 && y > (header.current?.offsetHeight ?? 0);
      setState((s) => (s.isTop === isTop && s.isHidden === isHidden ? s : { isTop, isHidden }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [header]);
  const reveal = useCallback(
    () => setState((s) => (s.isHidden ? { ...s, isHidden: false } : s)),
    [],
  );
  return { ...state, reveal };
}
