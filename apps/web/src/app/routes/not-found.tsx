import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { hasStoredSession } from '@/lib/storage';

export function Component() {
  const { t } = useTranslation();
  const signedIn = hasStoredSession();
  return (
    <AuthCard title={t('routes.404')}>
      <Stack gap="md">
        <Text>{t('common.not_found_text')}</Text>
        <Anchor component={Link} to={signedIn ? '/dashboard' : '/'}>
          {signedIn ? t('common.to_dashboard') : t('common.to_login')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
