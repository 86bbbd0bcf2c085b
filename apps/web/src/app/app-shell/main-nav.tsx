import { NavLink } from '@mantine/core';
import { ROUTES, showInMenu } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, matchPath, useLocation } from 'react-router';
import { pluginOpensFor, pluginsQueryOptions } from '../plugin-routes';
import { currentRole, useSessionStore } from '@/stores/session-store';

/** Menu routes SPEC §6 lists for the current role and the new-features flag allows. */
export function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: plugins = [] } = useQuery(pluginsQueryOptions());
  const role = useSessionStore(currentRole);
  const newFeatures = useSessionStore(
    (s) => (s.switchedUserFull ?? s.userFullData)?.new_features ?? false,
  );
  const items = ROUTES.filter(
    (route) => showInMenu(route, role) && (!route.newFeatures || newFeatures),
  ).map((route) => ({
    key: route.name,
    path: route.menuPath ?? route.path,
    pattern: route.path,
    label: t(`routes.${route.name}`),
  }));
  // Runtime plugins (SPEC §2) of the current role, after the fixed screens.
  for (const plugin of plugins) {
    if (!plugin.show_in_menu || !role || !pluginOpensFor(plugin)) continue;
    const label = i18n.language === 'en' ? plugin.title_en : plugin.title_sv;
    items.push({ key: `plugin:${plugin.path}`, path: plugin.path, pattern: plugin.path, label });
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const active =
          pathname === item.path ||
          pathname.startsWith(`${item.path}/`) ||
          matchPath(item.pattern, pathname) !== null;
        return (
          <li key={item.key}>
            <NavLink
              component={Link}
              to={item.path}
              label={item.label}
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
