import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('routes.register')} intro={t('auth.register.intro')} width={680}>
      <RegisterForm />
    </AuthCard>
  );
}
