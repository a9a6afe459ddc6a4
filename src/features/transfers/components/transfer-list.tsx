import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/product-card';
import type { ListPlacement } from '@/components/card-image';
import { usePercent } from '@/lib/use-percent';
import type { TransferSummary } from '../types';

export function TransferList(props: { transfers: TransferSummary[]; placement: ListPlacement }) {
  const { transfers, placement } = props;
  const { t } = useTranslation('products');
  const percent = usePercent();
  return (
    <div className="product-grid">
      {transfers.map((transfer, index) => (
        <ProductCard
          key={transfer.slug}
          placement={placement}
          isFirst={index === 0}
          to={`/transfers/${transfer.slug}`}
          title={transfer.name}
          image={transfer.image}
          summary={transfer.summary}
          action={t('more')}
          facts={[
            {
              label: t('commission'),
              value: transfer.commission === null ? t('free') : percent(transfer.commission),
            },
          ]}
        />
      ))}
    </div>
  );
}
