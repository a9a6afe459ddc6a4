import type { Vacancy } from '../types';

export interface JobPostingContext {
  /** Absolute URL of the vacancy's page. */
  pageUrl: string;
  /** schema.org Organization of the bank. */
  hiringOrganization: Record<string, unknown>;
  /** The vacancy's region in the page's language. */
  regionName?: string;
  /** Said when the vacancy has no description of its own (Google requires one). */
  fallbackDescription: string;
}

/**
 * schema.org JobPosting as Google's job search reads it. The CMS keeps no closing date, so there
 * is no validThrough. directApply is true: the page carries the application form itself (name,
 * contacts, CV), which is what Google calls a direct application.
 */
export function jobPostingJsonLd(vacancy: Vacancy, ctx: JobPostingContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    // Sanitized HTML from the read API: Google takes the description as HTML.
    description: vacancy.description ?? ctx.fallbackDescription,
    ...(vacancy.publishedAt ? { datePosted: vacancy.publishedAt } : {}),
    hiringOrganization: ctx.hiringOrganization,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(vacancy.location ? { addressLocality: vacancy.location } : {}),
        ...(ctx.regionName ? { addressRegion: ctx.regionName } : {}),
        addressCountry: 'UZ',
      },
    },
    ...(vacancy.employmentType ? { employmentType: vacancy.employmentType.toUpperCase() } : {}),
    directApply: true,
    url: ctx.pageUrl,
  };
}
