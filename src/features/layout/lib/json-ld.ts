import type { SocialLink } from '../types';

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** Detail and sub-pages under a section: the section's meta key names its crumb. */
const SECTIONS: Readonly<Record<string, string>> = {
  deposit: 'deposits',
  credit: 'credits',
  cards: 'cards',
  transfers: 'transfers',
  news: 'news',
  vacancies: 'vacancies',
  individual: 'individual',
  juristic: 'juristic',
};

/**
 * The trail of an inner page: home, then its section when the page is below one, then the page.
 * `path` is language-free (`/deposit/omonat-plus`); `url` builds an absolute URL in the page's
 * language; `sectionTitle` translates a meta key. Home itself has no trail (empty).
 */
export function breadcrumbTrail(
  path: string,
  page: Crumb,
  home: Crumb,
  url: (path: string) => string,
  sectionTitle: (metaKey: string) => string,
): Crumb[] {
  const segments = path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const section = SECTIONS[segments[0]!];
  const middle =
    segments.length > 1 && section
      ? [{ name: sectionTitle(section), url: url(`/${segments[0]}`) }]
      : [];
  return [home, ...middle, page];
}

/** schema.org BreadcrumbList; null when there is no trail to show. */
export function breadcrumbJsonLd(trail: Crumb[]): JsonLd | null {
  if (trail.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** schema.org BankOrCreditUnion: the bank, with the phones and address of the CMS social-link record. */
export function bankJsonLd(name: string, url: string, contacts: SocialLink | null): JsonLd {
  const phones = [contacts?.callCentre, contacts?.phone, contacts?.secondPhone].filter(
    (phone): phone is string => Boolean(phone),
  );
  const sameAs = [contacts?.facebook, contacts?.telegram, contacts?.instagram].filter(
    (link): link is string => Boolean(link),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name,
    url,
    logo: `${url}/favicon.svg`,
    ...(phones[0] ? { telephone: phones[0] } : {}),
    ...(contacts?.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: contacts.address,
            addressCountry: 'UZ',
          },
        }
      : {}),
    ...(phones.length > 0
      ? {
          contactPoint: phones.map((telephone) => ({
            '@type': 'ContactPoint',
            telephone,
            contactType: 'customer service',
          })),
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
