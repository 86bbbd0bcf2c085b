import { NavLink } from '@mantine/core';
import { ROUTES, showInMenu } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentRole, useSessionStore } from '@/stores/session-store';

/** Menu routes SPEC §6 lists for the current role and the new-features flag allows. */
export function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const role = useSessionStore(currentRole);
  const newFeatures = useSessionStore((s) => s.userFullData?.new_features ?? false);
  const items = ROUTES.filter(
    (route) => showInMenu(route, role) && (!route.newFeatures || newFeatures),
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
