import { useSyncExternalStore } from 'react';
import { canSpeak } from './read-aloud';

const noSubscription = () => () => {};

/** Whether this browser can read aloud; the server assumes it can, the browser checks after hydration. */
export function useSpeechSupport(): boolean {
  return useSyncExternalStore(noSubscription, canSpeak, () => true);
}
