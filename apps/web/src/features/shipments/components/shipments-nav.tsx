import { Button, Group } from '@mantine/core';
import { IconChartBar, IconList, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: '/shipments', key: 'overview', Icon: IconChartBar },
  { to: '/shipments/list', key: 'list', Icon: IconList },
  { to: '/shipments/settings', key: 'settings', Icon: IconSettings },
] as const;

/** The way between the shipment screens; a shipment's detail belongs to the list. */
export function ShipmentsNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const current = (to: string) =>
    to === '/shipments/list' ? path === to || /^\/shipments\/\d+$/.test(path) : path === to;
  return (
    <Group component="nav" aria-label={t('shipments.nav.label')} gap="xs" mb="md">
      {LINKS.map(({ to, key, Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size="sm"
          variant={current(to) ? 'light' : 'subtle'}
          aria-current={current(to) ? 'page' : undefined}
          leftSection={<Icon size={16} aria-hidden />}
        >
          {t(`shipments.nav.${key}`)}
        </Button>
      ))}
    </Group>
  );
}
