import { formatNumber } from './number';

export type CurrencyCode = 'UZS' | 'USD';

/** UZS is written with the translated word for sum after the amount, USD with a leading $ (§3). */
export function formatMoney(amount: number, currency: CurrencyCode, sumWord: string): string {
  return currency === 'USD' ? `$${formatNumber(amount)}` : `${formatNumber(amount)} ${sumWord}`;
}
