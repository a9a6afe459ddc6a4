import { useTranslation } from '@/lib/use-translation';
import { ProductCard } from '@/components/product-card';
import { formatPercent } from '@/lib/format/number';
import type { TransferSummary } from '../types';

export function TransferList({ transfers }: { transfers: TransferSummary[] }) {
  const { t } = useTranslation('products');
  return (
    <div className="product-grid">
      {transfers.map((transfer) => (
        <ProductCard
          key={transfer.slug}
          to={`/transfers/${transfer.slug}`}
          title={transfer.name}
          image={transfer.image}
          action={t('more')}
          facts={[
            {
              label: t('commission'),
              value: transfer.commission === null ? t('free') : formatPercent(transfer.commission),
            },
            ...(transfer.summary ? [{ label: t('about'), value: transfer.summary }] : []),
          ]}
        />
      ))}
    </div>
  );
}
