import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { SeriesChart } from '@/components/series-chart';
import type { AmountText } from '@/lib/use-amount-text';
import type { DepositResult } from '../lib/deposit-income';

/** The balance growing month by month: a chart and, as its text alternative, the same numbers in a table. */
export function DepositGrowth({ result, text }: { result: DepositResult; text: AmountText }) {
  const { t } = useTranslation('products');
  const months = result.months;
  const hasTopUps = months.some((m) => m.topUp > 0);
  return (
    <div className="calculator__details">
      <SeriesChart
        title={t('calculator.chart.deposit')}
        description={t('calculator.tableNote')}
        lines={[
          {
            key: 'total',
            label: t('calculator.total'),
            values: months.map((m) => m.total),
            tone: 'brand',
          },
          {
            key: 'contributed',
            label: t('calculator.contributed'),
            values: months.map((m) => m.contributed),
            tone: 'muted',
          },
        ]}
        formatTick={text.tick}
        isZoomed
        firstLabel={t('months', { count: 1 })}
        lastLabel={t('months', { count: months.length })}
      />
      <ScrollTable
        caption={`${t('calculator.growth')}, ${text.unit}`}
        columns={[
          t('calculator.month'),
          ...(hasTopUps ? [t('calculator.topUp')] : []),
          t('calculator.income'),
          t('calculator.total'),
        ]}
        rows={months.map((m) => [
          m.month,
          ...(hasTopUps ? [text.cell(m.topUp)] : []),
          text.cell(m.income),
          text.cell(m.total),
        ])}
      />
    </div>
  );
}
