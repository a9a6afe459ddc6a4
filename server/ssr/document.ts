import type { Lang } from '@/lib/lang';
import { LANGS, DEFAULT_LANG } from '@/lib/lang';
import { BOOT_GLOBAL, type BootData } from '@/lib/boot-data';
import { escapeHtml, safeJson } from './safe-json';

export interface DocumentHead {
  lang: Lang;
  title: string;
  siteName: string;
  description: string;
  /** Absolute URL of this page. */
  canonical: string;
  /** Absolute URL of this page per language. */
  alternates: Record<Lang, string>;
  nonce: string;
  entry: string;
  css: string[];
  preloads: string[];
  boot: BootData;
  /** Absolute URL of the shared picture, when the page has one. */
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Site-wide JSON-LD: the bank, the breadcrumb trail. */
  structuredData?: Record<string, unknown>[];
}

const OG_LOCALES: Record<Lang, string> = { uz: 'uz_UZ', en: 'en_GB', ru: 'ru_RU' };

/** Open Graph tags for link previews, and the page's structured data for search engines. */
function sharingTags(head: DocumentHead): string[] {
  const og = (property: string, content: string) =>
    `<meta property="og:${property}" content="${escapeHtml(content)}">`;
  return [
    og('type', 'website'),
    og('site_name', head.siteName),
    og('title', head.title),
    og('description', head.description),
    og('url', head.canonical),
    og('locale', OG_LOCALES[head.lang]),
    ...(head.image ? [og('image', head.image)] : []),
    // safeJson escapes <, > and & so the CMS text cannot close the script element.
    ...[...(head.structuredData ?? []), ...(head.jsonLd ? [head.jsonLd] : [])].map(
      (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
    ),
  ];
}

const asset = (file: string) => `/assets/${file}`;

/** Everything before the React stream: head tags, the boot data and the client entry. */
export function documentStart(head: DocumentHead): string {
  const nonce = escapeHtml(head.nonce);
  const hreflang = LANGS.map(
    (lang) =>
      `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(head.alternates[lang])}">`,
  ).join('');
  return [
    `<!doctype html><html lang="${head.lang}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    hreflang,
    ...sharingTags(head),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates[DEFAULT_LANG])}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<script src="/a11y-boot.js"></script>',
    ...head.css.map((file) => `<link rel="stylesheet" href="${asset(file)}">`),
    ...head.preloads.map((file) => `<link rel="modulepreload" href="${asset(file)}">`),
    `<script nonce="${nonce}">window.${BOOT_GLOBAL}=${safeJson(head.boot)}</script>`,
    `<script type="module" nonce="${nonce}" src="${asset(head.entry)}"></script>`,
    '</head><body><div id="root">',
  ].join('');
}

export const DOCUMENT_END = '</div></body></html>';
