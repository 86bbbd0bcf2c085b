import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconRefresh, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRefreshEverything } from '@/features/session/api/refresh-everything';
import { useLogout } from '@/features/session/hooks/use-logout';
import { TourMenuItem } from '@/features/tours/components/tour-menu-item';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

export function UserMenu() {
  const { t } = useTranslation();
  const logout = useLogout();
  const refresh = useRefreshEverything();
  const user = useSessionStore((s) => s.userFullData);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const initials = name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    // the button's name starts with what is seen (the initials), then says what it opens
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${initials} ${t('common.user_menu')}`} data-testid="user-menu">
          <Avatar src={user?.picture ?? user?.img ?? null} alt={name} radius="xl" size="md">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('common.profile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, { onSuccess: () => notifySuccess(t('common.refreshed')) })
          }
        >
          {t('common.refresh_everything')}
        </Menu.Item>
        <TourMenuItem />
        <Menu.Item onClick={logout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('common.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
