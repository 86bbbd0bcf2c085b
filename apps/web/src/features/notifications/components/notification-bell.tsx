import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Notification } from '@portal/contracts/schemas/notifications';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { relativeTime } from '../utils/relative-time';
import { KindIcon } from './kind-icon';
import { useSessionStore } from '@/stores/session-store';

const LATEST = 5;

/**
 * The header bell: the unread count, and a popover with the latest five notifications (a click
 * marks one read and follows its link), Mark all read and Show all. Enter or Space opens it,
 * Escape closes it and focus returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = useUnreadCount();
  const stored = useSessionStore((s) => s.notifications.unread);
  const setUnread = useSessionStore((s) => s.setUnread);
  const count = data?.count ?? stored;

  useEffect(() => {
    if (data) setUnread(data.count);
  }, [data, setUnread]);

  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      color="red.8"
      offset={4}
    >
      <Popover
        opened={opened}
        onDismiss={close}
        position="bottom-end"
        width={380}
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={toggle}
            aria-label={t('common.notifications_unread', { count })}
            data-testid="notification-bell"
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown
          p={0}
          aria-labelledby="notification-popover-title"
          data-testid="notification-popover"
        >
          {opened && <BellPanel count={count} onClose={close} />}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function BellPanel({ count, onClose }: { count: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const latest = useNotifications({ page: 1, unreadOnly: false, limit: LATEST });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const now = new Date();

  const follow = (n: Notification) => {
    if (!n.read_at) markRead.mutate(n.id);
    onClose();
    void navigate(n.link ?? '/notifications');
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <div>
          <Text fw={700} id="notification-popover-title">
            {t('notifications.title')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="popover-unread">
            {t('notifications.unread_count', { count })}
          </Text>
        </div>
        <Button
          size="xs"
          variant="subtle"
          disabled={count === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('notifications.mark_all_read')}
        </Button>
      </Group>
      <Divider />
      {latest.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Group>
      ) : latest.isError ? (
        <Group px="md" py="sm" role="alert">
          <Text size="sm" c="red">
            {t('common.list_failed')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void latest.refetch()}>
            {t('common.try_again')}
          </Button>
        </Group>
      ) : latest.data.results.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" py="md">
          {t('notifications.empty')}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label={t('notifications.latest')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {latest.data.results.map((n) => (
            <li key={n.id}>
              <UnstyledButton
                onClick={() => follow(n)}
                px="md"
                py="xs"
                w="100%"
                data-testid="popover-notification"
                data-unread={!n.read_at || undefined}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <KindIcon notification={n} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={n.read_at ? 400 : 700} lineClamp={1}>
                      {n.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {n.text}
                    </Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={n.created_at}>
                      {relativeTime(n.created_at, now, i18n.language)}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      <Divider />
      <Anchor component={Link} to="/notifications" onClick={onClose} ta="center" py="sm" size="sm">
        {t('notifications.show_all')}
      </Anchor>
    </Stack>
  );
}
