import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetDepositQuery } from '@/features/deposits/api';
import { DepositCalculator } from '@/features/deposits/components/deposit-calculator';
import { ProductDetail } from '@/components/product-detail';
import { CallBackButton } from '@/features/contact/components/call-back-button';
import { RateTable } from '@/components/rate-table';
import { useLang } from '@/lib/use-lang';
import { useDepositFacts } from '@/features/deposits/use-deposit-facts';

function DepositDetailPage() {
  const { t } = useTranslation('products');
  const lang = useLang();
  const depositFacts = useDepositFacts();
  const { slug = '' } = useParams();
  const { data: deposit } = useGetDepositQuery({ lang, key: slug });
  if (!deposit) return null;
  return (
    <ProductDetail
      action={<CallBackButton />}
      title={deposit.name}
      image={deposit.image}
      advantages={deposit.advantages}
      documents={deposit.contract ? [deposit.contract] : []}
      text={deposit.infoList}
      faq={deposit.faq}
      facts={[
        ...depositFacts(deposit),
        { label: t('currency'), value: t(`currencyName.${deposit.currency}`) },
      ]}
    >
      <DepositCalculator deposit={deposit} />
      <RateTable rates={deposit.rates} />
    </ProductDetail>
  );
}

export { DepositDetailPage as Component };
