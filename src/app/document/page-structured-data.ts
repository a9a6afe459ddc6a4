import type { TFunction } from 'i18next';
import {
  bankJsonLd,
  breadcrumbJsonLd,
  breadcrumbTrail,
  type JsonLd,
} from '@/features/layout/lib/json-ld';
import type { Lang } from '@/lib/lang';
import { localePath } from '@/lib/paths';
import type { SocialLink } from '@/features/layout/types';

export interface PageFacts {
  lang: Lang;
  /** Language-free path, e.g. `/deposit/omonat-plus`. */
  path: string;
  /** The page's own title (without the site name); absent on pages without meta. */
  title?: string;
  /** Absolute URL of the page (its canonical). */
  url: string;
  publicUrl: string;
  /** The bank's phones and address (the social-link record), once loaded. */
  contacts: SocialLink | null;
  t: TFunction;
}

/** The JSON-LD every page carries: the bank, and on inner pages the breadcrumb trail. */
export function pageStructuredData(facts: PageFacts): JsonLd[] {
  const siteName = facts.t('site.name');
  const home = `${facts.publicUrl}${localePath(facts.lang, '/')}`;
  const { contacts } = facts;
  const trail = facts.title
    ? breadcrumbTrail(
        facts.path,
        { name: facts.title, url: facts.url },
        { name: siteName, url: home },
        (path) => `${facts.publicUrl}${localePath(facts.lang, path)}`,
        (key) => facts.t(`meta.${key}.title`),
      )
    : [];
  const breadcrumb = breadcrumbJsonLd(trail);
  return [bankJsonLd(siteName, facts.publicUrl, contacts), ...(breadcrumb ? [breadcrumb] : [])];
}
