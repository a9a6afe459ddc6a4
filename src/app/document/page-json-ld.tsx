import { layoutApi } from '@/features/layout/api';
import { usePublicConfig } from '@/lib/public-config';
import { safeJson } from '@/lib/safe-json';
import { useTranslation } from 'react-i18next';
import { pageStructuredData } from './page-structured-data';
import type { StructuredDataProps } from './structured-data';

/**
 * Server only (given to the render by src/entry-server.tsx): the bank, the breadcrumb trail on
 * inner pages and the page's own JSON-LD, one script element each.
 */
export function PageJsonLd({ pageJsonLd, ...page }: StructuredDataProps) {
  const { t } = useTranslation();
  const { publicUrl } = usePublicConfig();
  const { data: contacts = null } = layoutApi.endpoints.getSocialLink.useQueryState(page.lang);
  const structuredData = [
    ...pageStructuredData({ ...page, publicUrl, contacts, t }),
    ...(pageJsonLd ? [pageJsonLd] : []),
  ];
  return structuredData.map((data, index) => (
    // safeJson escapes <, > and & so CMS text cannot close the script element.
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: safeJson(data) }}
    />
  ));
}
