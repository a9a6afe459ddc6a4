import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/number';
import { useLang } from '@/lib/use-lang';
import type { CurrencyRate } from '../types';

/** Rates line up in their columns, each with two decimals: 12 050,00 over 151,20. */
const RATE_DECIMALS = 2;
/** A rate's cell and its heading, right-aligned (with or without the branch column before them). */
const FIGURE = 'rates-table__figure';

export function RatesTable({ rates }: { rates: CurrencyRate[] }) {
  const { t } = useTranslation('products');
  const lang = useLang();
  const rate = (value: number) => formatNumber(value, lang, RATE_DECIMALS);
  // The home shows the head office's rates only: a column saying so on every row tells nothing.
  const byBranch = rates.some((row) => row.branch !== null);
  return (
    <div className="table-wrap" role="region" aria-label={t('rates.table')} tabIndex={0}>
      <table className="table rates-table">
        <thead>
          <tr>
            <th scope="col">{t('rates.currency')}</th>
            {byBranch && <th scope="col">{t('rates.branch')}</th>}
            <th scope="col" className={FIGURE}>
              {t('rates.cb')}
            </th>
            <th scope="col" className={FIGURE}>
              {t('rates.buy')}
            </th>
            <th scope="col" className={FIGURE}>
              {t('rates.sell')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((row) => (
            <tr key={`${row.code}-${row.branch ?? 'head'}`}>
              <th scope="row">
                <abbr title={row.name}>{row.code}</abbr>
              </th>
              {byBranch && <td>{row.branch ?? t('rates.headOffice')}</td>}
              <td className={FIGURE}>{rate(row.cbRate)}</td>
              <td className={FIGURE}>{rate(row.buy)}</td>
              <td className={FIGURE}>{rate(row.sell)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
