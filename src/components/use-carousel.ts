import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useMediaQuery } from './use-browser-state';

const ADVANCE_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The carousel's state: the current slide, and auto-advance that waits while the visitor reads
 * (pointer over it, focus inside), stops when paused, and under `prefers-reduced-motion` starts
 * only when the visitor presses play.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  /** `auto` plays unless the system asks for less motion; a press on pause or play decides. */
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);
  const isPlaying = count > 1 && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const isMoving = isPlaying && !isHovered && !isFocused;
  useEffect(() => {
    if (!isMoving) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [isMoving, count]);
  /** Arrow keys anywhere inside move; focus or the pointer inside holds the slide. */
  const rootProps = {
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      go(index + (event.key === 'ArrowLeft' ? -1 : 1));
    },
    onFocus: () => setFocused(true),
    onBlur(event: FocusEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
  };
  return {
    index,
    go,
    isPlaying,
    togglePause: () => setChoice(isPlaying ? 'paused' : 'playing'),
    rootProps,
  };
}
