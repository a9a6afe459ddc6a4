import { useTranslation } from 'react-i18next';
import type { Fact } from '@/components/fact-list';
import { usePercent } from '@/lib/use-percent';
import { useMoney } from '@/lib/use-money';
import type { DepositSummary } from './types';

/** Headline rate, term and minimum amount, as the list card and the detail page both show them. */
export function useDepositFacts(): (deposit: DepositSummary) => Fact[] {
  const { t } = useTranslation('products');
  const money = useMoney();
  const percent = usePercent();
  return (deposit) => [
    {
      label: t('rate'),
      value: deposit.headlineRate === null ? '—' : percent(deposit.headlineRate),
    },
    {
      label: t('term'),
      value: deposit.termMonths === null ? '—' : t('months', { count: deposit.termMonths }),
    },
    {
      label: t('minAmount'),
      value: deposit.minAmount === null ? '—' : money(deposit.minAmount, deposit.currency),
    },
  ];
}
