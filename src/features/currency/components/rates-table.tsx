import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import { useLang } from '@/lib/use-lang';
import type { CurrencyRate } from '../types';

export function RatesTable({ rates }: { rates: CurrencyRate[] }) {
  const { t } = useTranslation('products');
  const lang = useLang();
  return (
    <div className="table-wrap" role="region" aria-label={t('rates.table')} tabIndex={0}>
      <table className="table rates-table">
        <thead>
          <tr>
            <th scope="col">{t('rates.currency')}</th>
            <th scope="col">{t('rates.branch')}</th>
            <th scope="col">{t('rates.cb')}</th>
            <th scope="col">{t('rates.buy')}</th>
            <th scope="col">{t('rates.sell')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={`${rate.code}-${rate.branch ?? 'head'}`}>
              <th scope="row">
                <abbr title={rate.name}>{rate.code}</abbr>
              </th>
              <td>{rate.branch ?? t('rates.headOffice')}</td>
              <td>{formatNumber(rate.cbRate, lang)}</td>
              <td>{formatNumber(rate.buy, lang)}</td>
              <td>{formatNumber(rate.sell, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
