import { createContext, use, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Lang } from '@/lib/lang';
import type { JsonLd } from '@/features/layout/lib/json-ld';

/** What the page's head knows of the page, for its JSON-LD. */
export interface StructuredDataProps {
  lang: Lang;
  /** Language-free path, e.g. `/deposit/omonat-plus`. */
  path: string;
  /** The page's own title (without the site name); absent on pages without meta. */
  title?: string;
  /** Absolute URL of the page (its canonical). */
  url: string;
  /** The page's own JSON-LD from its loader (an article, a product). */
  pageJsonLd?: JsonLd;
}

/**
 * Writes a page's JSON-LD (an element of src/app/page-json-ld.tsx); given by the server render
 * only: search engines read it in the server's HTML, so its code (the breadcrumb trail, the
 * bank's record) stays out of the browser's bundle (issue 24).
 */
export const StructuredDataWriter = createContext<
  ((props: StructuredDataProps) => ReactNode) | null
>(null);

const JSON_LD = 'script[type="application/ld+json"]';

/**
 * In the browser: the JSON-LD elements the server wrote, with the same text, so the page hydrates
 * unchanged; a page reached by a client navigation has none (crawlers load each URL).
 */
function ServerWrittenData() {
  const { key } = useLocation();
  const [written] = useState(() => ({
    key,
    texts:
      typeof document === 'undefined'
        ? []
        : [...document.querySelectorAll(JSON_LD)].map((element) => element.textContent ?? ''),
  }));
  if (key !== written.key) return null;
  return written.texts.map((text, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
  ));
}

/** The page's JSON-LD: written on the server, kept as written in the browser. */
export function StructuredData(props: StructuredDataProps) {
  const write = use(StructuredDataWriter);
  return write ? write(props) : <ServerWrittenData />;
}
