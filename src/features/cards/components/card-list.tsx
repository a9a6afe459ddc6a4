import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/components/product-card';
import type { ListPlacement } from '@/components/card-image';
import { useMoney } from '@/lib/use-money';
import type { CardSummary } from '../types';

export function CardList(props: { cards: CardSummary[]; placement: ListPlacement }) {
  const { cards, placement } = props;
  const { t } = useTranslation('products');
  const money = useMoney();
  const price = (value: number | null) =>
    value === null ? '—' : value === 0 ? t('free') : money(value, 'UZS');
  return (
    <div className="product-grid">
      {cards.map((card, index) => (
        <ProductCard
          key={card.slug}
          placement={placement}
          isFirst={index === 0}
          to={`/cards/${card.slug}`}
          title={card.name}
          image={card.image}
          action={t('more')}
          facts={[
            { label: t('issuePrice'), value: price(card.issuePrice) },
            { label: t('minBalance'), value: price(card.minBalance) },
          ]}
        />
      ))}
    </div>
  );
}
