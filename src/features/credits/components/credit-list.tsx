import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/product-card';
import type { ListPlacement } from '@/components/card-image';
import { usePercent } from '@/lib/use-percent';
import { formatTerm } from '@/lib/format/term';
import type { CreditSummary } from '../types';

export function CreditList(props: { credits: CreditSummary[]; placement: ListPlacement }) {
  const { credits, placement } = props;
  const { t } = useTranslation('products');
  const percent = usePercent();
  return (
    <div className="product-grid">
      {credits.map((credit, index) => (
        <ProductCard
          key={credit.slug}
          placement={placement}
          isFirst={index === 0}
          to={`/credit/${credit.slug}`}
          title={credit.name}
          image={credit.image}
          action={t('more')}
          facts={[
            {
              label: t('rate'),
              value: credit.headlineRate === null ? '—' : percent(credit.headlineRate),
            },
            {
              label: t('term'),
              value: credit.termMonths === null ? '—' : formatTerm(t, credit.termMonths),
            },
          ]}
        />
      ))}
    </div>
  );
}
