import type { Media } from '@/lib/content-types';
import type { LoaderContext, PageData } from '../routing/route-data';

type SchemaType = 'DepositAccount' | 'LoanOrCredit' | 'PaymentCard' | 'FinancialProduct';

interface ProductFacts {
  image: Media | null;
  /** Per cent per year: schema.org's interestRate is a plain percentage number. */
  interestRate?: number | null;
  /** Further schema.org properties of the type (amount, loanTerm, fees). */
  properties?: Record<string, unknown>;
}

// URLs are absolute: the request URL already carries the public origin.
export const pageUrlOf = (ctx: LoaderContext) => new URL(ctx.url.pathname, ctx.url).href;
export const mediaUrlOf = (media: Media | null, ctx: LoaderContext) =>
  media ? new URL(media.url, ctx.url).href : undefined;

/** The bank as a schema.org Organization: author and publisher of news, employer of vacancies. */
export function bankOrganization(ctx: LoaderContext): Record<string, unknown> {
  const { origin } = ctx.url;
  return {
    '@type': 'Organization',
    name: ctx.t('site.name'),
    url: origin,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * JSON-LD and og:image for a product page (issue 4): a schema.org FinancialProduct subtype with
 * the bank as provider.
 */
export function productPage(
  type: SchemaType,
  facts: ProductFacts,
  ctx: LoaderContext,
  meta: PageData['meta'],
): Pick<PageData, 'image' | 'jsonLd'> {
  const image = mediaUrlOf(facts.image, ctx);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    name: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    url: pageUrlOf(ctx),
    ...(image ? { image } : {}),
    ...(facts.interestRate === null || facts.interestRate === undefined
      ? {}
      : { interestRate: facts.interestRate }),
    provider: { '@type': 'BankOrCreditUnion', name: ctx.t('site.name'), url: ctx.url.origin },
    ...facts.properties,
  };
  return image ? { jsonLd, image } : { jsonLd };
}

export function monetaryAmount(
  currency: string,
  minValue: number | null,
  maxValue: number | null = null,
): Record<string, unknown> {
  return {
    '@type': 'MonetaryAmount',
    currency,
    ...(minValue === null ? {} : { minValue }),
    ...(maxValue === null ? {} : { maxValue }),
  };
}

export function termInMonths(months: number | null): Record<string, unknown> | undefined {
  return months === null
    ? undefined
    : { '@type': 'QuantitativeValue', value: months, unitCode: 'MON' };
}
