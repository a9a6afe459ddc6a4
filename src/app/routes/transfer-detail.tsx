import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetTransferQuery } from '@/features/transfers/api';
import { ProductDetail } from '@/components/product-detail';
import { CallBackButton } from '@/features/contact/components/call-back-button';
import { formatPercent } from '@/lib/format/percent';
import { useLang } from '@/lib/use-lang';

function TransferDetailPage() {
  const { t } = useTranslation('products');
  const lang = useLang();
  const { slug = '' } = useParams();
  const { data: transfer } = useGetTransferQuery({ lang, key: slug });
  if (!transfer) return null;
  return (
    <ProductDetail
      action={<CallBackButton />}
      title={transfer.name}
      image={transfer.image}
      summary={transfer.summary}
      advantages={transfer.advantages}
      documents={[]}
      text={transfer.description}
      faq={transfer.faq}
      facts={[
        {
          label: t('commission'),
          value:
            transfer.commission === null ? t('free') : formatPercent(transfer.commission, lang),
        },
      ]}
    />
  );
}

export { TransferDetailPage as Component };
