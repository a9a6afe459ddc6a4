import { useTranslation } from '@/lib/use-translation';
import { ProductCard } from '@/components/product-card';
import { useDepositFacts } from '../use-deposit-facts';
import type { DepositSummary } from '../types';

export function DepositList({ deposits }: { deposits: DepositSummary[] }) {
  const { t } = useTranslation('products');
  const depositFacts = useDepositFacts();
  return (
    <div className="product-grid">
      {deposits.map((deposit) => (
        <ProductCard
          key={deposit.slug}
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
