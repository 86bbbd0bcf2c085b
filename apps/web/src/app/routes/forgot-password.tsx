import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('routes.forgot-password')} width={520}>
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
