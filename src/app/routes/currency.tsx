import { useTranslation } from 'react-i18next';
import { useGetCurrencyRatesQuery } from '@/features/currency/api';
import { CurrencyConverter } from '@/features/currency/components/currency-converter';
import { RatesTable } from '@/features/currency/components/rates-table';
import { MetaPage } from '@/components/meta-page';
import { formatDate } from '@/lib/format/date';
import { useLang } from '@/lib/use-lang';

function CurrencyPage() {
  const { t } = useTranslation('products');
  const lang = useLang();
  const { data: rates = [] } = useGetCurrencyRatesQuery(lang);
  const date =
    rates
      .map((rate) => rate.date)
      .sort()
      .at(-1) ?? null;
  return (
    <MetaPage
      header={
        date && (
          <p className="page-header__note">{t('rates.setOn', { date: formatDate(date, lang) })}</p>
        )
      }
    >
      <RatesTable rates={rates} />
      <CurrencyConverter rates={rates} />
    </MetaPage>
  );
}

export { CurrencyPage as Component };
