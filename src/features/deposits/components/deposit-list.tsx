import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/product-card';
import type { ListPlacement } from '@/components/card-image';
import { useDepositFacts } from '../use-deposit-facts';
import type { DepositSummary } from '../types';

export function DepositList(props: { deposits: DepositSummary[]; placement: ListPlacement }) {
  const { deposits, placement } = props;
  const { t } = useTranslation('products');
  const depositFacts = useDepositFacts();
  return (
    <div className="product-grid">
      {deposits.map((deposit, index) => (
        <ProductCard
          key={deposit.slug}
          placement={placement}
          isFirst={index === 0}
          to={`/deposit/${deposit.slug}`}
          title={deposit.name}
          image={deposit.image}
          action={t('more')}
          facts={depositFacts(deposit)}
        />
      ))}
    </div>
  );
}
