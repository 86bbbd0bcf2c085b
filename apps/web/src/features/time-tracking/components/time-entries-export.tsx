import type { TimeEntry } from '@portal/contracts/schemas/time-tracking';
import { useTranslation } from 'react-i18next';
import { getTimeEntries, type TimeEntriesInput } from '../api/get-time-entries';
import { ExportButton } from '@/components/data-table/export-button';

/** The entries of the current view as a spreadsheet: hours, rate and value as numbers. */
export function TimeEntriesExport({ list }: { list: TimeEntriesInput }) {
  const { t } = useTranslation();
  return (
    <ExportButton<TimeEntry>
      fileName={t('time.entries.file')}
      fetchPage={(offset, limit) => getTimeEntries(list, offset, limit)}
      headers={() => [
        t('fields.date'),
        t('time.entries.person'),
        t('fields.client'),
        t('fields.project'),
        t('fields.task'),
        t('fields.description'),
        t('time.basis.hours'),
        t('fields.billable'),
        t('time.entries.rate'),
        t('time.entries.value'),
      ]}
      toCells={(e) => [
        e.date,
        e.user.name,
        e.client_name ?? t('time.internal'),
        e.project_name ?? '',
        e.task_title ?? '',
        e.description,
        Number((e.minutes / 60).toFixed(2)),
        e.billable ? t('time.entries.billable_yes') : t('time.entries.billable_no'),
        e.hourly_rate === null ? '' : Number(e.hourly_rate),
        Number(e.value),
      ]}
    />
  );
}
