// Builds the browser bundle (code-split per page, hashed names, manifest) and the server bundle;
// `--watch` keeps rebuilding both for `npm run dev` (scripts/dev/dev-loop.mjs).
import * as esbuild from 'esbuild';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { basename, join, relative } from 'node:path';
import { customMedia } from './src/styles/custom-media.mjs';
import { devLoop } from './scripts/dev/dev-loop.mjs';

const root = import.meta.dirname;
const dist = join(root, 'dist');
const stamp = join(dist, '.build-stamp');
const SOURCES = ['src', 'server', 'locales', 'build.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function isStale() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some(
    (source) => existsSync(join(root, source)) && newestMtime(join(root, source)) > built,
  );
}

/** react-router's package exports name only its development build, whatever NODE_ENV says. */
const REACT_ROUTER_PRODUCTION = {
  'react-router': join(root, 'node_modules/react-router/dist/production/index.mjs'),
};

const BROWSER_ENTRY = 'src/entry-client.tsx';

/**
 * Imports src/app/chunks/common-chunk.ts into every entry point of the client under src/ but the browser
 * entry's own stages, the page modules and the lazily imported ones alike, so the modules it names
 * share one chunk instead of one chunk for each set of entry points reaching them (see that file);
 * and src/app/chunks/pages-chunk.ts into all of them but the home's page module, so the modules only the
 * other pages share form a second chunk that the home does not load. Appended, so the source
 * map's lines stay those of the file.
 */
const commonChunk = {
  name: 'common-chunk',
  setup(build) {
    const entries = new Set();
    const src = join(root, 'src');
    const withoutPagesChunk = new Set([
      join(src, 'app/routes/home.tsx'),
      join(src, 'app/chunks/pages-chunk.ts'),
    ]);
    build.onResolve({ filter: /.*/ }, async ({ path, kind, importer, resolveDir, pluginData }) => {
      if ((kind !== 'entry-point' && kind !== 'dynamic-import') || pluginData?.commonChunk) return;
      const found = await build.resolve(path, {
        kind,
        importer,
        resolveDir,
        pluginData: { commonChunk: true },
      });
      // The browser entry and its stages are evaluated one at a time (src/entry-client.tsx): in
      // the common chunk, the first stage would evaluate them all at once.
      const boot =
        found.path === join(root, BROWSER_ENTRY) || importer === join(root, BROWSER_ENTRY);
      if (found.errors.length === 0 && found.path.startsWith(src) && !boot) entries.add(found.path);
    });
    build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
      if (!entries.has(path)) return;
      const hubs = withoutPagesChunk.has(path)
        ? "import '@/app/chunks/common-chunk';"
        : "import '@/app/chunks/common-chunk';\nimport '@/app/chunks/pages-chunk';";
      return {
        contents: `${readFileSync(path, 'utf8')}\n${hubs}\n`,
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

function pageModules() {
  const dir = join(root, 'src/app/routes');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => join(dir, name));
}

const CRITICAL_CSS = 'src/styles/critical.css';

/**
 * The critical stylesheet's text for an inline <style> (src/styles/critical.css), with the
 * SHA-256 the Content-Security-Policy allows it by. Its file is removed: nothing requests it.
 */
function inlineCritical(file) {
  const path = join(root, file);
  const css = readFileSync(path, 'utf8')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .trim();
  // A closing tag in a string or comment would end the <style> element early.
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style"`);
  rmSync(path);
  rmSync(`${path}.map`, { force: true });
  return { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
}

/** Inter's subsets by name (`latin`, `cyrillic`), for the head's font preloads. */
function fontFiles(outputs, rel) {
  const fonts = {};
  for (const [file, output] of Object.entries(outputs)) {
    const source = Object.keys(output.inputs)[0] ?? '';
    const subset = /fonts\/inter-([a-z]+)-wght-normal\.woff2$/.exec(source)?.[1];
    if (subset) fonts[subset] = rel(file);
  }
  return fonts;
}

/**
 * Output file of each entry and every chunk it imports statically, transitively. The browser
 * entry imports nothing else than what it boots with (src/entry-client.tsx), so its dynamic
 * imports and theirs are part of its first load too; a page module's dynamic imports are not.
 */
function writeManifest(metafile, outdir) {
  const outputs = metafile.outputs;
  const rel = (file) => relative(outdir, join(root, file));
  const importsOf = (file, seen = new Set(), kinds = ['import-statement']) => {
    for (const dep of outputs[file]?.imports ?? []) {
      if (!kinds.includes(dep.kind) || seen.has(dep.path)) continue;
      seen.add(dep.path);
      importsOf(dep.path, seen);
    }
    return seen;
  };
  const bootImports = (file) => importsOf(file, new Set(), ['import-statement', 'dynamic-import']);
  const manifest = {
    entry: null,
    css: [],
    critical: null,
    fonts: fontFiles(outputs, rel),
    pages: {},
  };
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const chunk = (imports) => ({ file: rel(file), imports: [...imports].map(rel) });
    if (output.entryPoint === CRITICAL_CSS) manifest.critical = inlineCritical(file);
    else if (file.endsWith('.css')) manifest.css.push(rel(file));
    else if (output.entryPoint === BROWSER_ENTRY) manifest.entry = chunk(bootImports(file));
    else if (output.entryPoint.startsWith('src/app/routes/'))
      manifest.pages[basename(output.entryPoint, '.tsx')] = chunk(importsOf(file));
  }
  writeFileSync(join(outdir, '..', 'manifest.json'), JSON.stringify(manifest, null, 2));
}

/**
 * The boot's library stages (src/entry-client.tsx) are mostly code that runs at once, and V8
 * compiles a function lazily, on the main thread, when it is first called: react-dom's client (one
 * CommonJS function of about 200 KB) took 75-95 ms to evaluate on a phone's 4x slower CPU, RTK
 * Query's stage and its first dispatch about 50 ms each, the longest tasks of hydration (issue 24).
 * V8's explicit compile hint, a magic comment at the top of a file, has Chromium compile all of its
 * functions eagerly while the download streams, off the main thread. Only these two chunks get it:
 * eager compilation of code that never runs is wasted memory.
 */
const COMPILED_EAGERLY =
  /node_modules\/(react-dom\/cjs\/react-dom-client\.|@reduxjs\/toolkit\/dist\/query\/rtk-query\.)/;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function hintEagerCompilation(outputs) {
  for (const [file, output] of Object.entries(outputs)) {
    if (!Object.keys(output.inputs).some((input) => COMPILED_EAGERLY.test(input))) continue;
    const path = join(root, file);
    writeFileSync(path, COMPILE_HINT + readFileSync(path, 'utf8'));
    // The source map's lines move down by the one the comment takes.
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
    writeFileSync(`${path}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

/**
 * Scripts and styles compressed once at the strongest levels (brotli 11, gzip 9), which are too
 * slow to use per request; the server sends these to browsers that accept them.
 */
function precompress(dir) {
  for (const name of readdirSync(dir).filter((file) => /\.(js|css)$/.test(file))) {
    const bytes = readFileSync(join(dir, name));
    const quality = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(bytes, { params: quality }));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
  }
}

/**
 * The render path's libraries, bundled into the server build instead of loaded from node_modules:
 * their builds check `process.env.NODE_ENV` on hot paths (RTK Query's selectors on every hook
 * call), and each read of `process.env` is a call into the C++ environment (about 0.5 µs), so
 * the production bundle gets the value inlined and the checks folded away. Everything else stays
 * external, loaded by Node as installed.
 */
const SERVER_BUNDLED =
  /^(react|react-dom|scheduler|react-router|@reduxjs\/toolkit|react-redux|redux|redux-thunk|reselect|immer|use-sync-external-store|i18next|react-i18next)(\/|$)/;

const serverPackages = {
  name: 'server-packages',
  setup(build) {
    // Bare package names; `@/…` is the project's own path alias.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@/') || SERVER_BUNDLED.test(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const production = process.env.NODE_ENV !== 'development';
/** `npm run dev`: rebuild on every change and serve through the dev loop (scripts/dev/). */
const watching = process.argv.includes('--watch');
const clientOut = join(dist, 'client', 'assets');

const clientOptions = {
  entryPoints: [
    join(root, BROWSER_ENTRY),
    join(root, 'src/styles/main.css'),
    join(root, CRITICAL_CSS),
    ...pageModules(),
  ],
  outdir: clientOut,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: production,
  sourcemap: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  // Absolute asset URLs: the critical CSS is inlined in pages at any path, not read from /assets/.
  publicPath: '/assets/',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  alias: production ? REACT_ROUTER_PRODUCTION : {},
  loader: { '.svg': 'file', '.woff2': 'file' },
  // Cyrillic (the ru locale chunks) as UTF-8, not \u escapes: half the bytes. Module scripts
  // are always decoded as UTF-8.
  charset: 'utf8',
  metafile: true,
  legalComments: 'none',
  // Only the dev loop answers the reload channel this script listens to.
  inject: watching ? [join(root, 'scripts/dev/live-reload-client.js')] : [],
  plugins: [customMedia, commonChunk],
};

const serverOptions = {
  entryPoints: [join(root, 'server/index.ts')],
  outfile: join(dist, 'server', 'index.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [serverPackages],
  define: production ? { 'process.env.NODE_ENV': '"production"' } : {},
  // The bundled CommonJS builds (react-dom/server) require Node's built-ins.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  jsx: 'automatic',
  sourcemap: true,
  // Whitespace and syntax only: identifiers keep their names for stack traces and logs without
  // keepNames, whose helper would rename every function the bundled libraries create per render.
  minifyWhitespace: production,
  minifySyntax: production,
  alias: production ? REACT_ROUTER_PRODUCTION : {},
};

/** What the server reads of a client build: the manifest, the metafile, compressed copies. */
function writeClientIndex(metafile) {
  mkdirSync(clientOut, { recursive: true });
  writeManifest(metafile, clientOut);
  writeFileSync(join(dist, 'client', 'metafile.json'), JSON.stringify(metafile));
  if (production) {
    hintEagerCompilation(metafile.outputs);
    precompress(clientOut);
  }
}

async function build() {
  rmSync(dist, { recursive: true, force: true });
  writeClientIndex((await esbuild.build(clientOptions)).metafile);
  await esbuild.build(serverOptions);
  writeFileSync(stamp, new Date().toISOString());
}

if (watching) {
  // Without a stamp, so `--if-stale` never takes this development build for a production one.
  rmSync(dist, { recursive: true, force: true });
  await devLoop({
    root,
    client: await esbuild.context(clientOptions),
    server: await esbuild.context(serverOptions),
    writeClientIndex,
    clientOut,
    serverScript: serverOptions.outfile,
    // Locales and public/a11y-boot.js are read by the server when it starts, not bundled.
    watched: ['src', 'server', 'locales', 'public'].map((dir) => join(root, dir)),
  });
} else if (process.argv.includes('--if-stale') && !isStale()) {
  console.log('build: dist/ is up to date');
} else {
  const started = Date.now();
  await build();
  console.log(`build: done in ${Date.now() - started} ms`);
}
