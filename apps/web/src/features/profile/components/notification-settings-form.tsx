import { Stack, Switch } from '@mantine/core';
import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../api/update-user';
import { ProfileSection } from './profile-section';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

const SETTINGS: (keyof NotificationSettings)[] = [
  'email_sync_errors',
  'email_weekly_summary',
  'email_system',
  'in_app_sync_errors',
];

/** Each switch saves at once (PATCH notification_settings). */
export function NotificationSettingsForm() {
  const { t } = useTranslation();
  const settings = useSessionStore((s) => s.userFullData?.notification_settings);
  const update = useUpdateUser();
  return (
    <ProfileSection
      id="notification-settings-title"
      title={t('profile.notification_settings.title')}
    >
      <Stack gap="sm">
        {SETTINGS.map((name) => (
          <Switch
            key={name}
            label={t(`profile.notification_settings.${name}`)}
            checked={settings?.[name] ?? false}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { notification_settings: { [name]: event.currentTarget.checked } },
                { onSuccess: () => notifySuccess(t('profile.notification_settings.saved')) },
              )
            }
          />
        ))}
      </Stack>
    </ProfileSection>
  );
}
