import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { DrawerSettings } from './drawer-settings';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';
import { LanguageSwitch } from '@/components/language-switch';
import { SkipLink } from '@/components/skip-link';
import { ThemeToggle } from '@/components/theme-toggle';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SwitchBanner } from '@/features/switching/components/switch-banner';
import { TourRunner } from '@/features/tours/components/tour-runner';
import { SwitchLock } from '@/features/switching/components/switch-lock';
import { useSwitchLock } from '@/features/switching/hooks/use-switch-lock';

const drawerFooter = { borderTop: '1px solid var(--mantine-color-default-border)' };

/** The signed-in frame: header with language, theme, bell and user menu; navbar from ROUTES. */
export function Component() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const locked = useSwitchLock();
  if (locked) return <SwitchLock />;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('common.toggle_menu')}
            />
            <Anchor
              component={Link}
              to="/dashboard"
              fw={700}
              size="lg"
              c="var(--mantine-color-text)"
              underline="never"
              truncate="end"
            >
              {t('common.app_name')}
            </Anchor>
          </Group>
          {/* from 360 px up the bell and the user menu always fit; the rest moves to the drawer */}
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <LanguageSwitch />
              <ThemeToggle />
            </Group>
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('common.main_menu')}>
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <MainNav onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" pt="xs" style={drawerFooter}>
          <DrawerSettings />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content">
        <SwitchBanner />
        <Outlet />
        <TourRunner />
      </AppShell.Main>
    </AppShell>
  );
}
