// Registered at scope / (spec §4). It deliberately has no fetch handler: every request goes to
// the network exactly as without a worker, so HTML, API answers and assets are never served stale.
// Caches left by any earlier version of this worker are removed when it activates.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});
