import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetDepositQuery } from '@/features/deposits/api';
import { DepositCalculator } from '@/features/deposits/components/deposit-calculator';
import { ProductDetail } from '@/components/product-detail';
import { CallBackButton } from '@/features/contact/components/call-back-button';
import { RateTable } from '@/components/rate-table';
import { formatPercent } from '@/lib/format/number';
import { useLang } from '@/lib/use-lang';
import { useMoney } from '@/lib/use-money';

export function DepositDetailPage() {
  const { t } = useTranslation('products');
  const lang = useLang();
  const money = useMoney();
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
        { label: t('currency'), value: t(`currencyName.${deposit.currency}`) },
      ]}
    >
      <DepositCalculator deposit={deposit} />
      <RateTable rates={deposit.rates} />
    </ProductDetail>
  );
}
