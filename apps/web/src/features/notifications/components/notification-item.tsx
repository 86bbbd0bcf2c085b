import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Notification } from '@portal/contracts/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkRead, useMarkUnread } from '../api/mark-read';
import { relativeTime } from '../utils/relative-time';
import { KindIcon } from './kind-icon';

/** One notification of the inbox: its kind, words and time, Open, read or unread, delete. */
export function NotificationItem({
  notification: n,
  onDelete,
}: {
  notification: Notification;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  const markUnread = useMarkUnread();
  const unread = !n.read_at;
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card withBorder padding="md" component="li" data-testid="notification-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <KindIcon notification={n} />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={unread ? 700 : 500}>{n.title}</Text>
              {unread && (
                <Badge color="blue.8" variant="filled" size="sm">
                  {t('notifications.unread_badge')}
                </Badge>
              )}
            </Group>
            <Text size="sm">{n.text}</Text>
            <Text size="xs" c="dimmed">
              <time dateTime={n.created_at} title={exact.format(new Date(n.created_at))}>
                {relativeTime(n.created_at, new Date(), i18n.language)}
              </time>
              {' · '}
              {t(`notifications.kinds.${n.kind}`)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end">
          {n.link && (
            <Anchor
              component={Link}
              to={n.link}
              size="sm"
              aria-label={t('notifications.open_label', { title: n.title })}
              onClick={() => unread && markRead.mutate(n.id)}
            >
              {t('notifications.open')}
            </Anchor>
          )}
          <Button
            size="xs"
            variant="default"
            aria-label={t(
              unread ? 'notifications.mark_read_label' : 'notifications.mark_unread_label',
              { title: n.title },
            )}
            loading={markRead.isPending || markUnread.isPending}
            onClick={() => (unread ? markRead.mutate(n.id) : markUnread.mutate(n.id))}
          >
            {t(unread ? 'notifications.mark_read' : 'notifications.mark_unread')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('notifications.delete_label', { title: n.title })}
            onClick={onDelete}
          >
            {t('notifications.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
