import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { reloadProxy } from './reload-proxy.mjs';
import { serverProcess } from './server-process.mjs';
import { watchFolders } from './watch-folders.mjs';

/** An editor's save is often several writes (a temporary file, a rename): one build for them all. */
const QUIET_MS = 100;

/** Every save makes new hashed files; the previous build's would pile up in dist/. */
function pruneOldOutputs(root, dir, metafile) {
  const current = new Set(Object.keys(metafile.outputs).map((file) => join(root, file)));
  for (const name of readdirSync(dir)) {
    if (!current.has(join(dir, name))) rmSync(join(dir, name), { force: true });
  }
}

/**
 * `task` once the changes have paused, never two at once: changes during a run make one more run
 * after it, since the run may have read some files before they changed.
 */
function serialized(task) {
  let timer;
  let busy = false;
  let again = false;
  const run = async () => {
    if (busy) return void (again = true);
    busy = true;
    do {
      again = false;
      await task();
    } while (again);
    busy = false;
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(run, QUIET_MS);
  };
  return { run, later, cancel: () => clearTimeout(timer) };
}

/**
 * `npm run dev` (build.mjs --watch): on every change in the `watched` folders, rebuilds the browser
 * bundle and then the server bundle with the esbuild contexts build.mjs made of its own options,
 * restarts the server, and once the new one answers tells the open pages to reload. The browser
 * talks to PORT, where a small proxy forwards to the server (see reload-proxy.mjs).
 */
export async function devLoop({ root, client, server, writeClientIndex, clientOut, ...rest }) {
  // server/config.ts's defaults: the browser finds the site where the server alone would be.
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const app = await serverProcess({
    script: rest.serverScript,
    cwd: root,
    // Links the server writes (canonical, hreflang, sitemap) name this address, not its own port.
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  });
  const proxy = reloadProxy(app.whenUp);
  await proxy.listen(port, host);
  console.log(`dev: http://localhost:${port} rebuilds on every change and reloads the open pages`);

  let builds = 0;
  const rebuild = serialized(async () => {
    const started = Date.now();
    try {
      const { metafile } = await client.rebuild();
      writeClientIndex(metafile);
      pruneOldOutputs(root, clientOut, metafile);
      await server.rebuild();
    } catch {
      // esbuild has printed the errors; the last good build keeps running.
      return console.error('dev: the build failed; save a fix to try again');
    }
    try {
      await app.restart();
    } catch (error) {
      return console.error(`dev: ${error.message}; save a fix to try again`);
    }
    proxy.announce(String((builds += 1)));
    console.log(`dev: build ${builds} served in ${Date.now() - started} ms`);
  });
  const unwatch = watchFolders(rest.watched, rebuild.later);

  async function stop(signal) {
    console.log(`dev: ${signal}: stopping`);
    rebuild.cancel();
    unwatch();
    await proxy.close();
    await app.stop();
    await Promise.all([client.dispose(), server.dispose()]);
    process.exit(0);
  }
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await rebuild.run();
}
