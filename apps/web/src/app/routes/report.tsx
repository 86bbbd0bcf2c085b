import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ReportTabs } from '@/features/reconciliation/components/report-tabs';
import { SyncEntriesTable } from '@/features/sync-entries/components/sync-entries-table';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.report')}</PageTitle>
      <ReportTabs entries={<SyncEntriesTable path="reports/entries/" />} />
    </Stack>
  );
}
