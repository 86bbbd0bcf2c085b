import { Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  preferencesFor,
  type NoticeChannel,
  type PreferenceKind,
} from '@portal/contracts/schemas/notifications';
import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../api/update-user';
import { ProfileSection } from './profile-section';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

const CHANNELS: NoticeChannel[] = ['in_app', 'email'];

/**
 * The kinds the user's role receives, each in the portal and by e-mail, and the weekly summary.
 * Each switch saves at once (PATCH notification_settings, only that key).
 */
export function NotificationSettingsForm() {
  const { t } = useTranslation();
  const settings = useSessionStore((s) => s.userFullData?.notification_settings);
  const role = useSessionStore((s) => s.userFullData?.role);
  const update = useUpdateUser();
  const save = (name: keyof NotificationSettings, checked: boolean) =>
    update.mutate(
      { notification_settings: { [name]: checked } },
      { onSuccess: () => notifySuccess(t('profile.notification_settings.saved')) },
    );
  const channelLabel = (channel: NoticeChannel) => t(`profile.notification_settings.${channel}`);
  const cell = (kind: PreferenceKind, channel: NoticeChannel, offered: boolean) => {
    const name = `${channel}_${kind}` as keyof NotificationSettings;
    if (!offered)
      return (
        <Text size="sm" c="dimmed">
          <span aria-hidden>–</span>
          <VisuallyHidden>{t('profile.notification_settings.not_sent')}</VisuallyHidden>
        </Text>
      );
    return (
      <Switch
        aria-label={t('profile.notification_settings.switch_label', {
          kind: t(`notifications.kinds.${kind}`),
          channel: channelLabel(channel),
        })}
        checked={settings?.[name] ?? false}
        disabled={update.isPending}
        onChange={(event) => save(name, event.currentTarget.checked)}
      />
    );
  };

  return (
    <ProfileSection
      id="notification-settings-title"
      title={t('profile.notification_settings.title')}
      hint={t('profile.notification_settings.hint')}
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={360}>
          <Table aria-labelledby="notification-settings-title" data-testid="notification-matrix">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('profile.notification_settings.kind')}</Table.Th>
                {CHANNELS.map((channel) => (
                  <Table.Th key={channel} scope="col" ta="center">
                    {channelLabel(channel)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preferencesFor(role).map(({ kind, channels }) => (
                <Table.Tr key={kind}>
                  <Table.Th scope="row" fw={500}>
                    {t(`notifications.kinds.${kind}`)}
                  </Table.Th>
                  {CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Stack align="center">
                        {cell(kind, channel, channels.includes(channel))}
                      </Stack>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          {t('profile.notification_settings.account_note')}
        </Text>
        <Switch
          label={t('profile.notification_settings.email_weekly_summary')}
          description={t('profile.notification_settings.weekly_hint')}
          checked={settings?.email_weekly_summary ?? false}
          disabled={update.isPending}
          onChange={(event) => save('email_weekly_summary', event.currentTarget.checked)}
        />
      </Stack>
    </ProfileSection>
  );
}
