import { Stack } from '@mantine/core';
import type { UnprocessedSubscription } from '@portal/contracts/schemas/sync-health';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSwitch } from '@/features/switching/hooks/use-switch';
import { UnprocessedSubscriptionsTable } from '@/features/unprocessed-subscriptions/components/unprocessed-subscriptions-table';
import { navigateTo } from '@/lib/navigation';

export function Component() {
  const { t } = useTranslation();
  const { switchToCompany } = useSwitch();
  // as the lobby does: act as the company's owner, then straight to the subscription's settings
  const openAsOwner = async (row: UnprocessedSubscription) => {
    const switched = await switchToCompany(row.company_id).then(
      () => true,
      () => false, // the error handler has said why
    );
    if (switched) navigateTo(`/app-settings/${row.id}`);
  };
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.unprocessed-subscription')}</PageTitle>
      <UnprocessedSubscriptionsTable onOpenSettings={openAsOwner} />
    </Stack>
  );
}
