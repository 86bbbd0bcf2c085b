import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';

/** With ?email=&code= straight to the new password; otherwise the forgot-password flow. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('code');
  if (!email || !code) return <Navigate to="/forgot-password" replace />;
  return (
    <AuthCard title={t('routes.reset-password')}>
      <Stack gap="lg">
        <NewPasswordForm email={email} code={code} />
        <Anchor component={Link} to="/" size="sm">
          {t('auth.forgot.back_to_login')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
