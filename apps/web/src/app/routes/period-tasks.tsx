import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PeriodicTasksTable } from '@/features/periodic-tasks/components/periodic-tasks-table';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.period-tasks')}</PageTitle>
      <PeriodicTasksTable />
    </Stack>
  );
}
