import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { EventLogTable } from '@/features/event-log/components/event-log-table';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.event-log')}</PageTitle>
      <EventLogTable />
    </Stack>
  );
}
