import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/get-public-settings';
import { currentLocale } from '@/lib/i18n';

/** The dismissible maintenance warning of the login screen, in the current language. */
export function MaintenanceWarning() {
  const { t } = useTranslation();
  const { data } = usePublicSettings();
  const [dismissed, setDismissed] = useState(false);
  const maintenance = data?.maintenance;
  if (!maintenance?.enabled || dismissed) return null;
  const message = currentLocale() === 'en' ? maintenance.message_en : maintenance.message_sv;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      title={t('auth.login.maintenance_title')}
      icon={<IconAlertTriangle aria-hidden />}
      withCloseButton
      closeButtonLabel={t('auth.login.dismiss')}
      onClose={() => setDismissed(true)}
      data-testid="maintenance-warning"
    >
      {message || maintenance.message_sv || maintenance.message_en}
    </Alert>
  );
}
