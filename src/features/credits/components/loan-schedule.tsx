import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { SeriesChart } from '@/components/series-chart';
import type { AmountText } from '@/lib/use-amount-text';
import type { LoanResult, ScheduleKind } from '../lib/loan-schedule';
import { ScheduleDownload } from './schedule-download';

interface LoanScheduleProps {
  result: LoanResult;
  text: AmountText;
  fileName: { slug: string; kind: ScheduleKind; amount: number; months: number };
}

/** Remaining debt and the principal/interest split per month, then the full schedule as the charts' text alternative. */
export function LoanSchedule({ result, text, fileName }: LoanScheduleProps) {
  const { t } = useTranslation('products');
  const rows = result.rows;
  const axis = {
    formatTick: text.tick,
    firstLabel: t('months', { count: 1 }),
    lastLabel: t('months', { count: rows.length }),
  };
  return (
    <div className="calculator__details">
      <div className="calculator__charts">
        <SeriesChart
          title={t('calculator.chart.debt')}
          description={t('calculator.tableNote')}
          lines={[
            {
              key: 'balance',
              label: t('calculator.balance'),
              values: rows.map((row) => row.balance),
              tone: 'brand',
            },
          ]}
          {...axis}
        />
        <SeriesChart
          title={t('calculator.chart.split')}
          description={t('calculator.tableNote')}
          bars={[
            {
              key: 'principal',
              label: t('calculator.principal'),
              values: rows.map((row) => row.principal),
              tone: 'muted',
            },
            {
              key: 'interest',
              label: t('calculator.interest'),
              values: rows.map((row) => row.interest),
              tone: 'brand',
            },
          ]}
          {...axis}
        />
      </div>
      <ScheduleDownload rows={rows} {...fileName} />
      <ScrollTable
        caption={`${t('calculator.schedule')}, ${text.unit}`}
        columns={[
          t('calculator.month'),
          t('calculator.payment'),
          t('calculator.principal'),
          t('calculator.interest'),
          t('calculator.balance'),
        ]}
        rows={rows.map((row) => [
          row.month,
          text.cell(row.payment),
          text.cell(row.principal),
          text.cell(row.interest),
          text.cell(row.balance),
        ])}
      />
    </div>
  );
}
