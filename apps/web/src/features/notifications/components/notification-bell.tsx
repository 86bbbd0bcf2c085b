import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';
import { useSessionStore } from '@/stores/session-store';

/** Header bell with the unread count; opens /notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
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
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="default"
        size="lg"
        aria-label={t('common.notifications_unread', { count })}
        data-testid="notification-bell"
      >
        <IconBell size={18} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
