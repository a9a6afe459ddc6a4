import { useEffect, useEffectEvent, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside' | 'scroll';

/** Moves of this many pixels or less are not a scroll (§9, the header uses the same threshold). */
export const SCROLL_THRESHOLD = 5;

/**
 * While `open`, calls `onDismiss` on Escape, on a pointer press outside `root` and, unless
 * `closeOnScroll` is false, when the page scrolls (§2.5: open dropdowns close on scroll).
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
  closeOnScroll = true,
) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const startY = window.scrollY;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss('outside');
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > SCROLL_THRESHOLD) dismiss('scroll');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    if (closeOnScroll) window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, root, closeOnScroll]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

const FOCUS_STEPS: Record<string, (current: number, last: number) => number> = {
  ArrowDown: (current, last) => (current >= last ? 0 : current + 1),
  ArrowUp: (current, last) => (current <= 0 ? last : current - 1),
  Home: () => 0,
  End: (_current, last) => last,
};

/** Arrow keys, Home and End move focus between the links and buttons of a menu-like list. */
export function moveFocus(container: HTMLElement | null, key: string): boolean {
  const step = FOCUS_STEPS[key];
  const items = focusableIn(container);
  if (!step || items.length === 0) return false;
  items[step(items.indexOf(document.activeElement as HTMLElement), items.length - 1)]?.focus();
  return true;
}
