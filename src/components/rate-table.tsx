import { useTranslation } from 'react-i18next';
import type { Rate } from '@/lib/content-types';
import { usePercent } from '@/lib/use-percent';

/** `term` words a row's months; by default as months (credits pass a years-aware label). */
export function RateTable({ rates, term }: { rates: Rate[]; term?: (months: number) => string }) {
  const { t } = useTranslation('products');
  const percent = usePercent();
  if (rates.length === 0) return null;
  return (
    <section className="rate-table">
      <h2>{t('rateTable')}</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('term')}</th>
            <th scope="col">{t('rate')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={`${rate.months}-${rate.percent}`}>
              <td>
                {rate.months === null
                  ? '—'
                  : term
                    ? term(rate.months)
                    : t('months', { count: rate.months })}
              </td>
              <td>{percent(rate.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
