import type { ReactNode } from 'react';
import type { Lang } from '@/lib/lang';
import { assetUrl as asset, BOOT_ELEMENT_ID, type DocumentAssets } from '@/lib/boot-data';
import { safeJson } from '@/lib/safe-json';

/** The inline head script's element; the browser hydrates it with the text the server sent. */
export const HEAD_SCRIPT_ID = 'head-script';

/** The modules the head script starts: the entry, and what it imports to preload. */
export const MODULES_ELEMENT_ID = 'modules';

/** Inter's subsets a page's first screen shows: Latin in every language, Cyrillic in Russian. */
const firstScreenFonts = (lang: Lang, fonts: DocumentAssets['fonts']) =>
  lang === 'ru' ? [fonts.cyrillic, fonts.latin] : [fonts.latin];

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser. Page
 * tags (title, description, canonical, hreflang, Open Graph) come from PageHead and are hoisted
 * here by React. The one inline script is the same text on every page (allowed by its hash in the
 * CSP) and the boot data is JSON the entry module reads, so a page shared by caches needs no
 * per-response CSP nonce.
 *
 * First paint waits for no request (issue 24): the server puts the first screen's CSS inline
 * ahead of the head's links (server/ssr/critical-style.ts); the rest (footer, feedback areas) is
 * linked at the end of the body at low priority. The head script starts the modules once the first
 * screen has loaded (public/module-start.js): the page works as plain links and forms until it
 * hydrates, so the document, the fonts and the largest image have a slow network to themselves
 * (decision 004).
 */
export function Document(props: {
  lang: Lang;
  assets: DocumentAssets;
  /**
   * public/a11y-boot.js (greyscale and font level from localStorage before first paint), then
   * public/module-start.js (server/ssr/head-script.ts).
   */
  headScript: string;
  /**
   * The boot data serialized with safeJson, asked for after the page has rendered: the server
   * fills it with what the render used.
   */
  boot: () => string;
  children: ReactNode;
}) {
  const { assets } = props;
  return (
    // The head script sets the accessibility attributes on <html> before React hydrates it.
    <html lang={props.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {firstScreenFonts(props.lang, assets.fonts).map((file) => (
          // Fonts are fetched in CORS mode; a preload without crossOrigin would not be used.
          <link
            key={file}
            rel="preload"
            as="font"
            type="font/woff2"
            href={asset(file)}
            crossOrigin=""
          />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Greyscale and font level before the first paint (no flash), without a request. */}
        <script id={HEAD_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: props.headScript }} />
        <script
          type="application/json"
          id={MODULES_ELEMENT_ID}
          dangerouslySetInnerHTML={{
            __html: safeJson({
              entry: asset(assets.entry),
              preloads: assets.preloads.map(asset),
            }),
          }}
        />
      </head>
      <body>
        <div id="root">{props.children}</div>
        <BootElement serialize={props.boot} />
        {assets.css.map((file) => (
          <link key={file} rel="stylesheet" href={asset(file)} fetchPriority="low" />
        ))}
      </body>
    </html>
  );
}

/** A component of its own, so the boot data is serialized only once the page above has rendered. */
function BootElement(props: { serialize: () => string }) {
  return (
    <script
      type="application/json"
      id={BOOT_ELEMENT_ID}
      dangerouslySetInnerHTML={{ __html: props.serialize() }}
    />
  );
}
