import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { OutboxTable } from '@/features/outbox/components/outbox-table';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.outbox')}</PageTitle>
      <OutboxTable />
    </Stack>
  );
}
