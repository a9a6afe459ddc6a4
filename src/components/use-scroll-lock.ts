import { useEffect } from 'react';

const LOCK_CLASS = 'is-scroll-locked';
let locks = 0;

/** Stops the page behind a full-screen popup from scrolling; nested locks release in any order. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.documentElement.classList.add(LOCK_CLASS);
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove(LOCK_CLASS);
    };
  }, [locked]);
}
