import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth-card';
import { ActivateForm } from '@/features/auth/components/activate-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('routes.activate')} intro={t('auth.activate.intro')}>
      <ActivateForm />
    </AuthCard>
  );
}
