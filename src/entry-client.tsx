import { reloadAfterChunkError } from './app/boot/chunk-reload';
import { nextTask } from './lib/next-task';

/**
 * The browser's boot in stages, each module graph evaluated in a task of its own (issue 24): one
 * graph is evaluated in one task, and the libraries' top-level code, about 500 KB, was the longest
 * task of a page's boot (55 ms here, over 200 ms on a phone's 4x slower CPU). A stage is an app
 * module that brings one library (its named imports keep the library tree-shaken, which a dynamic
 * import of the library itself would not); build.mjs gives each a chunk of its own and the page's
 * first load names them all, so they are fetched together and only their evaluation waits. The
 * app comes last.
 */
const STAGES = [
  () => import('react-dom/client'),
  // RTK Query, immer and redux
  () => import('./app/store'),
  // react-router, under the site's links
  () => import('./components/local-link'),
];

async function boot() {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const { startApp } = await import('./app/boot/start-app');
  await nextTask();
  await startApp();
}

boot().catch((error: unknown) => {
  // The first page's own chunk failed (a deploy replaced it): reload once, as route changes do (§4).
  if (!reloadAfterChunkError(error)) throw error;
});
