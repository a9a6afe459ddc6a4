import type { Lang } from '../lang';
import { formatNumber } from './number';

/** ISO 4217 code; UZS and USD have their own spelling (§3), any other code is written after the amount. */
export type CurrencyCode = string;

export interface MoneyOptions {
  /** Always show this many decimals, e.g. 2 for calculator results. */
  fractionDigits?: number;
}

/**
 * UZS is written with the translated word for sum after the amount, USD with a leading $ (§3);
 * the number as the page's language writes it ("$1,045.00", "$1 045,00").
 */
export function formatMoney(
  amount: number,
  currency: CurrencyCode,
  sumWord: string,
  lang: Lang,
  options: MoneyOptions = {},
): string {
  const number = formatNumber(amount, lang, options.fractionDigits);
  if (currency === 'USD') return `$${number}`;
  return `${number} ${currency === 'UZS' ? sumWord : currency}`;
}
