// The layout's breakpoints are declared once, in breakpoints.json (the browser code reads it too).
// Stylesheets name them as CSS custom media, `@media (--lg-up)` or `@media (--below-sm)`, which no
// browser supports yet: this esbuild plugin writes the queries in (range syntax, which esbuild
// then lowers for the build's targets, so no 639.98px twin is ever written by hand).
import { readFileSync } from 'node:fs';

const breakpoints = JSON.parse(
  readFileSync(new URL('./breakpoints.json', import.meta.url), 'utf8'),
);

/** `--lg-up` is `(width >= 1024px)` and `--below-lg` is `(width < 1024px)`, for every breakpoint. */
export const CUSTOM_MEDIA = Object.fromEntries(
  Object.entries(breakpoints).flatMap(([name, px]) => [
    [`--${name}-up`, `(width >= ${px}px)`],
    [`--below-${name}`, `(width < ${px}px)`],
  ]),
);

/** The stylesheet with each `(--name)` of its `@media` preludes replaced; an unknown name throws. */
export function expandCustomMedia(css, file) {
  return css.replace(/@media[^{;]+/g, (prelude) =>
    prelude.replace(/\((--[\w-]+)\)/g, (_, name) => {
      const query = CUSTOM_MEDIA[name];
      if (!query)
        throw new Error(`${file}: unknown custom media ${name} (see src/styles/breakpoints.json)`);
      return query;
    }),
  );
}

/** esbuild plugin: every stylesheet goes through expandCustomMedia. */
export const customMedia = {
  name: 'custom-media',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, ({ path }) => ({
      contents: expandCustomMedia(readFileSync(path, 'utf8'), path),
      loader: 'css',
    }));
  },
};
