import { useLocation, useMatches } from 'react-router';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/lang';
import { splitLangPath } from '@/lib/paths';
import { pageUrls } from '@/lib/page-urls';
import { usePublicConfig } from '@/lib/public-config';
import { useLang } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../routing/route-data';
import { StructuredData } from './structured-data';

const OG_LOCALES: Record<Lang, string> = { uz: 'uz_UZ', en: 'en_GB', ru: 'ru_RU' };

/** The deepest matched route's page data: the page's own title, description and alternates. */
function usePageData(): PageData | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as PageData | null | undefined;
    if (data?.meta) return data;
  }
  return null;
}

/**
 * Title, description, canonical, hreflang, Open Graph and JSON-LD of the current page. React 19
 * hoists them into <head> on the server and replaces them on every client navigation; the JSON-LD
 * only the server writes (./structured-data.tsx).
 */
export function PageHead() {
  const page = usePageData();
  const location = useLocation();
  const lang = useLang();
  const { t } = useTranslation();
  const { publicUrl } = usePublicConfig();
  const { path } = splitLangPath(location.pathname);
  const { canonical, alternates } = pageUrls(publicUrl, lang, path, page?.alternates);
  const siteName = t('site.name');
  const title = page ? `${page.meta.title} | ${siteName}` : siteName;
  const description = page?.meta.description ?? t('meta.home.description');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {LANGS.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={alternates[code]} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternates[DEFAULT_LANG]} />
      <meta property="og:type" content={page?.ogType ?? 'website'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {page?.image && <meta property="og:image" content={page.image} />}
      <StructuredData
        lang={lang}
        path={path}
        title={page?.meta.title}
        url={canonical}
        pageJsonLd={page?.jsonLd}
      />
    </>
  );
}
