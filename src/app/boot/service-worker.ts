/** §4: registers /sw.js for the whole site; browsers without service workers, or a failed registration, change nothing. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
