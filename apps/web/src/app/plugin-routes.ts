import { roleListAllows } from '@portal/contracts/roles';
import type { Plugin } from '@portal/contracts/schemas/tenancy';
import { queryOptions } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { protectedLoader } from './guards';
import { api } from '@/lib/api-client';
import { DASHBOARD_PATH } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { hasStoredSession, isStoredExpiryPassed } from '@/lib/storage';
import { currentRole, useSessionStore } from '@/stores/session-store';

/** The plugins of the current role (SPEC §2 runtime routes); the admin screen shares the key. */
export const pluginsQueryOptions = () =>
  queryOptions({
    queryKey: ['plugins'],
    queryFn: () => api.get<Plugin[]>('plugins/'),
    staleTime: 60_000,
  });

export const PLUGIN_PREFIX = '/plugins/';
export const APP_SHELL_ROUTE_ID = 'app-shell';

/** The route role check of SPEC §2, on the plugin's own role list. */
export function pluginOpensFor(plugin: Plugin): boolean {
  return roleListAllows(plugin.roles, currentRole(useSessionStore.getState()));
}

function pluginRoute(path: string): RouteObject {
  return {
    id: `plugin:${path}`,
    path,
    // The guard runs after the app shell's loaders: read the list fresh, as it may have changed.
    loader: async (args) => {
      const denied = await signedInGuard(args);
      if (denied) return denied;
      const plugins = await queryClient.fetchQuery({ ...pluginsQueryOptions(), staleTime: 0 });
      const plugin = plugins.find((p) => p.path === path);
      if (!plugin || !pluginOpensFor(plugin)) return redirect(DASHBOARD_PATH);
      return plugin;
    },
    lazy: () => import('./routes/plugin-frame'),
  };
}

const signedInGuard = protectedLoader({ path: '/plugins/*', name: 'plugin', access: 'signedIn' });

const patched = new Set<string>();

/**
 * react-router's patchRoutesOnNavigation: a /plugins/… path that only the catch-all matched
 * gets the signed-in user's plugin routes added under the app shell, then matches them.
 */
export async function patchPluginRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  if (!path.startsWith(PLUGIN_PREFIX) || !hasStoredSession() || isStoredExpiryPassed()) return;
  let plugins: Plugin[];
  try {
    plugins = await queryClient.fetchQuery(pluginsQueryOptions());
  } catch {
    return; // the 404 screen answers
  }
  const fresh = plugins.filter((p) => !patched.has(p.path));
  for (const p of fresh) patched.add(p.path);
  if (fresh.length)
    patch(
      APP_SHELL_ROUTE_ID,
      fresh.map((p) => pluginRoute(p.path)),
    );
}
