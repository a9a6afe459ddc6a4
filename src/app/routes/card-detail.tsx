import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetCardQuery } from '@/features/cards/api';
import { ProductDetail } from '@/components/product-detail';
import { CallBackButton } from '@/features/contact/components/call-back-button';
import { useLang } from '@/lib/use-lang';
import { useMoney } from '@/lib/use-money';

function CardDetailPage() {
  const { t } = useTranslation('products');
  const lang = useLang();
  const money = useMoney();
  const { slug = '' } = useParams();
  const { data: card } = useGetCardQuery({ lang, key: slug });
  if (!card) return null;
  const price = (value: number | null) =>
    value === null ? '—' : value === 0 ? t('free') : money(value, 'UZS');
  return (
    <ProductDetail
      action={<CallBackButton />}
      title={card.name}
      image={card.image}
      advantages={card.advantages}
      documents={[]}
      text={null}
      faq={card.faq}
      facts={[
        { label: t('issuePrice'), value: price(card.issuePrice) },
        { label: t('minBalance'), value: price(card.minBalance) },
      ]}
    />
  );
}

export { CardDetailPage as Component };
