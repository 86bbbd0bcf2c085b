import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { UsersTabs } from '@/features/admin-users/components/users-tabs';
import { useSwitch } from '@/features/switching/hooks/use-switch';

export function Component() {
  const { t } = useTranslation();
  const { switchToUser, isPending } = useSwitch();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.users')}</PageTitle>
      <UsersTabs onSwitch={switchToUser} switching={isPending} />
    </Stack>
  );
}
