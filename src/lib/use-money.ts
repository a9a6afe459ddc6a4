import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyCode } from './format/money';

export function useMoney(): (amount: number, currency: CurrencyCode) => string {
  const { t } = useTranslation();
  return (amount, currency) => formatMoney(amount, currency, t('currency.sum'));
}
