import { useTranslation } from 'react-i18next';
import { scheduleCsv, scheduleFileName } from '../lib/schedule-csv';
import type { ScheduleKind, ScheduleRow } from '../lib/loan-schedule';

interface ScheduleDownloadProps {
  rows: ScheduleRow[];
  slug: string;
  kind: ScheduleKind;
  amount: number;
  months: number;
}

/** Builds the CSV in the browser when asked, from the schedule on screen: no request to the server. */
export function ScheduleDownload({ rows, slug, kind, amount, months }: ScheduleDownloadProps) {
  const { t } = useTranslation('products');
  const download = () => {
    const csv = scheduleCsv(rows, {
      month: t('calculator.month'),
      payment: t('calculator.payment'),
      principal: t('calculator.principal'),
      interest: t('calculator.interest'),
      balance: t('calculator.balance'),
    });
    // The byte-order mark makes spreadsheet programs read the translated headers as UTF-8.
    const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = scheduleFileName(slug, kind, amount, months);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked a little later: some browsers read the blob after click() has returned.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button
      type="button"
      className="button button--secondary calculator__download"
      onClick={download}
    >
      {t('calculator.download')}
    </button>
  );
}
