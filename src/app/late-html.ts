import { lateRegionId } from '@/features/home/components/late-region';
import { assetUrl } from '@/lib/boot-data';

/**
 * Cuts a streamed miss's late regions out of a rendered document (entry-server.tsx). React escapes
 * `<` in text and attribute values, so outside script and style elements (none in a region) every
 * `<` opens a tag or a comment, and a region ends where its element's tags balance.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const WAITING = /<div id="late-region-([\w-]+)" class="late-region late-region--waiting"/g;

/** The names of the regions that show their placeholder in a rendered document. */
export const waitingRegions = (html: string) =>
  [...html.matchAll(WAITING)].map((match) => match[1]!);

/** The element with this id, tags and all, as it stands in the rendered document. */
export function elementHtml(html: string, id: string): string {
  const at = html.indexOf(` id="${id}"`);
  if (at === -1) throw new Error(`no element #${id} in the document`);
  const start = html.lastIndexOf('<', at);
  const tags = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][^\s/>]*)[^>]*?(\/?)>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [text, closing, name = '', selfClosing] = tag;
    if (text.startsWith('<!--')) continue;
    if (closing) depth -= 1;
    else if (!selfClosing && !VOID.has(name.toLowerCase())) depth += 1;
    if (depth === 0) return html.slice(start, tags.lastIndex);
  }
  throw new Error(`element #${id} is not closed`);
}

/**
 * A region's finished HTML as the stream sends it: hidden after the page, where
 * src/app/late-regions.ts finds it and puts it in place of the placeholder (without scripts,
 * `@media (scripting: none)` shows it there instead, below the page).
 */
export const lateSource = (html: string, name: string) => {
  const id = lateRegionId(name);
  return `<div hidden data-late-for="${id}">${elementHtml(html, id)}</div>`;
};

/** The external script that reveals the late regions; the CSP allows it as a same-origin file. */
export const lateRegionsScript = (file: string) =>
  `<script src="${assetUrl(file)}" async></script>`;
