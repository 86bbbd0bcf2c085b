import { Menu } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTourStore } from '../hooks/use-tour-store';
import { tourForRole } from '../utils/tour-steps';
import { currentRole, useSessionStore } from '@/stores/session-store';

/** "Take the guided tour" in the user menu: restarts the role's tour from its first step. */
export function TourMenuItem() {
  const { t } = useTranslation();
  const tour = tourForRole(useSessionStore(currentRole) ?? undefined);
  const start = useTourStore((s) => s.start);
  if (!tour) return null;
  return (
    <Menu.Item leftSection={<IconRoute size={16} aria-hidden />} onClick={() => start(tour, 0)}>
      {t('tours.menu')}
    </Menu.Item>
  );
}
