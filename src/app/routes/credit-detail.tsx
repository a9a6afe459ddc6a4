import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetCreditQuery } from '@/features/credits/api';
import { LoanCalculator } from '@/features/credits/components/loan-calculator';
import { ProductDetail } from '@/components/product-detail';
import { CallBackButton } from '@/features/contact/components/call-back-button';
import { RateTable } from '@/components/rate-table';
import { formatPercent } from '@/lib/format/percent';
import { formatTerm } from '@/lib/format/term';
import { useLang } from '@/lib/use-lang';

function CreditDetailPage() {
  const { t } = useTranslation('products');
  const lang = useLang();
  const { slug = '' } = useParams();
  const { data: credit } = useGetCreditQuery({ lang, key: slug });
  if (!credit) return null;
  const term = (months: number) => formatTerm(t, months);
  return (
    <ProductDetail
      action={<CallBackButton />}
      title={credit.name}
      image={credit.image}
      advantages={credit.advantages}
      documents={credit.contract ? [credit.contract] : []}
      text={credit.infoList}
      faq={credit.faq}
      facts={[
        {
          label: t('rate'),
          value: credit.headlineRate === null ? '—' : formatPercent(credit.headlineRate, lang),
        },
        { label: t('term'), value: credit.termMonths === null ? '—' : term(credit.termMonths) },
      ]}
    >
      <LoanCalculator credit={credit} />
      <RateTable rates={credit.rates} term={term} />
    </ProductDetail>
  );
}

export { CreditDetailPage as Component };
