import { useLang } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyCode, type MoneyOptions } from './format/money';

export type MoneyFormatter = (
  amount: number,
  currency: CurrencyCode,
  options?: MoneyOptions,
) => string;

export function useMoney(): MoneyFormatter {
  const { t } = useTranslation();
  const lang = useLang();
  return (amount, currency, options) =>
    formatMoney(amount, currency, t('currency.sum'), lang, options);
}
