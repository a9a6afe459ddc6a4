import { useTranslation } from '@/lib/use-translation';
import { formatMoney, type CurrencyCode, type MoneyOptions } from './format/money';

export type MoneyFormatter = (
  amount: number,
  currency: CurrencyCode,
  options?: MoneyOptions,
) => string;

export function useMoney(): MoneyFormatter {
  const { t, lang } = useTranslation();
  return (amount, currency, options) =>
    formatMoney(amount, currency, t('currency.sum'), lang, options);
}
