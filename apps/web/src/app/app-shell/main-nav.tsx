import { NavLink } from '@mantine/core';
import { ROUTES } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '@/stores/session-store';

/** Menu routes the current role may open and the new-features flag allows. */
export function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ability = useSessionStore((s) => s.ability);
  const newFeatures = useSessionStore((s) => s.userFullData?.new_features ?? false);
  const items = ROUTES.filter(
    (route) => route.menu && ability.includes(route.name) && (!route.newFeatures || newFeatures),
  );
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((route) => {
        const active = pathname === route.path || pathname.startsWith(`${route.path}/`);
        return (
          <li key={route.name}>
            <NavLink
              component={Link}
              to={route.path}
              label={t(`routes.${route.name}`)}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          </li>
        );
      })}
    </ul>
  );
}
