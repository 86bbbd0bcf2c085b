import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { MaintenanceWarning } from '@/features/settings/components/maintenance-warning';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={440} mx="auto">
      <MaintenanceWarning />
      <AuthCard title={t('auth.login.heading')} intro={t('auth.login.intro')}>
        <LoginForm />
      </AuthCard>
      <Text size="sm" ta="center">
        {t('auth.login.have_invitation')}{' '}
        <Anchor component={Link} to="/register" underline="always">
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
