import { PAGES } from '@/app/routing/page-table';
import { INDIVIDUAL_PAGES } from '@/lib/paths';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import type { CmsService } from '../cms/cms-service.types';
import { collectionEntries } from '../cms/collections';

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Partial<Record<Lang, string>>;
}

/** Collections with detail pages, and the pages' path below the language root. */
const DETAIL_ROUTES = collectionEntries().flatMap(([kind, spec]) =>
  spec.page ? [{ kind, base: spec.page }] : [],
);

/** Search results are not pages worth indexing; parameterized and catch-all routes are listed apart. */
const isListedPath = (path: string | undefined) =>
  path === undefined || !(path.includes(':') || path === '*' || path === 'search');

/** Every fixed page (PAGES without parameters, the individual pages), in the three languages. */
function fixedPaths(): string[] {
  const paths = PAGES.filter((page) => isListedPath(page.path)).map(
    (page) => `/${page.path ?? ''}`,
  );
  return [...new Set([...paths, ...INDIVIDUAL_PAGES.map((slug) => `/individual/${slug}`)])];
}

function urlsOf(publicUrl: string, pathOf: (lang: Lang) => string | null, lastmod: string | null) {
  const alternates: Partial<Record<Lang, string>> = {};
  for (const lang of LANGS) {
    const path = pathOf(lang);
    if (path !== null) alternates[lang] = `${publicUrl}${localePath(lang, path)}`;
  }
  return Object.values(alternates).map((loc) => ({ loc, lastmod, alternates }));
}

/** Every page and every CMS detail page in uz, en and ru, each naming its language versions. */
export async function sitemapUrls(publicUrl: string, cms: CmsService): Promise<SitemapUrl[]> {
  const urls = fixedPaths().flatMap((path) => urlsOf(publicUrl, () => path, null));
  const seen = new Set(urls.map((url) => url.loc));
  for (const { kind, base } of DETAIL_ROUTES) {
    for (const lang of LANGS) {
      for (const entry of (await cms.entryIndex?.(kind, lang)) ?? []) {
        const pathOf = (other: Lang) =>
          entry.slugs[other] ? `${base}/${entry.slugs[other]}` : null;
        for (const url of urlsOf(publicUrl, pathOf, entry.updatedAt)) {
          if (seen.has(url.loc)) continue;
          seen.add(url.loc);
          urls.push(url);
        }
      }
    }
  }
  return urls;
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** The sitemap protocol with `xhtml:link` hreflang alternates (and x-default, the Uzbek page). */
export function sitemapXml(urls: SitemapUrl[]): string {
  const entry = (url: SitemapUrl) => {
    const links = Object.entries(url.alternates).map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
    );
    const fallback = url.alternates[DEFAULT_LANG];
    if (fallback)
      links.push(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback)}"/>`,
      );
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${links.join('')}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(entry),
    '</urlset>',
  ].join('\n');
}
