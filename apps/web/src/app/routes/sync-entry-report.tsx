import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { SyncEntriesTable } from '@/features/sync-entries/components/sync-entries-table';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.sync-entry-report')}</PageTitle>
      <SyncEntriesTable />
    </Stack>
  );
}
