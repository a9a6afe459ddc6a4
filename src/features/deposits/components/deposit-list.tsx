import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/product-card';
import { formatPercent } from '@/lib/format/number';
import { useMoney } from '@/lib/use-money';
import type { DepositSummary } from '../types';

export function DepositList({ deposits }: { deposits: DepositSummary[] }) {
  const { t } = useTranslation('products');
  const money = useMoney();
  return (
    <div className="product-grid">
      {deposits.map((deposit) => (
        <ProductCard
          key={deposit.slug}
          to={`/deposit/${deposit.slug}`}
          title={deposit.name}
          image={deposit.image}
          action={t('more')}
          facts={[
            {
              label: t('rate'),
              value: deposit.headlineRate === null ? '—' : formatPercent(deposit.headlineRate),
            },
            {
              label: t('term'),
              value: deposit.termMonths === null ? '—' : t('months', { count: deposit.termMonths }),
            },
            {
              label: t('minAmount'),
              value: deposit.minAmount === null ? '—' : money(deposit.minAmount, deposit.currency),
            },
          ]}
        />
      ))}
    </div>
  );
}
