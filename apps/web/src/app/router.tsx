import { ROUTES, type RouteDef } from '@portal/contracts/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicLoader, protectedLoader } from './guards';
import { APP_SHELL_ROUTE_ID, patchPluginRoutes } from './plugin-routes';
import { PublicLayout } from './public-layout';
import { RootLayout, RouteError } from './root-layout';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { registerNavigator } from '@/lib/navigation';

type LazyScreen = NonNullable<RouteObject['lazy']>;

/** Screens built so far; every other route of the table shows its title. */
const SCREENS: Record<string, LazyScreen> = {
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  'forgot-password': () => import('./routes/forgot-password'),
  'reset-password': () => import('./routes/reset-password'),
  activate: () => import('./routes/activate'),
  dashboard: () => import('./routes/dashboard'),
  profile: () => import('./routes/profile'),
  notifications: () => import('./routes/notifications'),
  todos: () => import('./routes/todos'),
  'invite-users': () => import('./routes/invite-users'),
  'firm-settings': () => import('./routes/firm-settings'),
  outbox: () => import('./routes/outbox'),
  users: () => import('./routes/users'),
  'admin-companies': () => import('./routes/admin-companies'),
  'admin-accounting-firms': () => import('./routes/admin-accounting-firms'),
  'event-log': () => import('./routes/event-log'),
  plugins: () => import('./routes/plugins'),
  'custom-rules': () => import('./routes/custom-rules'),
  'generic-resource': () => import('./routes/generic-resource'),
  'custom-account': () => import('./routes/custom-account'),
  payouts: () => import('./routes/payouts'),
  overview: () => import('./routes/overview'),
  'client-portfolio': () => import('./routes/client-portfolio'),
  'kickback-payouts': () => import('./routes/kickback-payouts'),
  'workflow-templates': () => import('./routes/workflow-templates'),
  'period-tasks': () => import('./routes/period-tasks'),
  'sync-entry-report': () => import('./routes/sync-entry-report'),
  'sales-panel': () => import('./routes/sales-panel'),
  'app-logs': () => import('./routes/app-logs'),
  'api-queries': () => import('./routes/api-queries'),
  report: () => import('./routes/report'),
  'app-settings': () => import('./routes/app-settings'),
  'bank-connect': () => import('./routes/bank-connect'),
  'oauth-callback': () => import('./routes/oauth-callback'),
  'app-catalogue': () => import('./routes/app-catalogue'),
  'add-apps': () => import('./routes/add-apps'),
  'standalone-apps': () => import('./routes/standalone-apps'),
  lobby: () => import('./routes/lobby'),
  billing: () => import('./routes/billing'),
  'terms-and-conditions': () => import('./routes/terms-and-conditions'),
  'subscription-status': () => import('./routes/subscription-status'),
  'unprocessed-subscription': () => import('./routes/unprocessed-subscription'),
  'system-notifications': () => import('./routes/system-notifications'),
  faq: () => import('./routes/faq'),
  'client-communication': () => import('./routes/client-communication'),
  messages: () => import('./routes/messages'),
  'time-tracking': () => import('./routes/time-tracking'),
  'client-rates': () => import('./routes/client-rates'),
  projects: () => import('./routes/projects'),
  'project-detail': () => import('./routes/project-detail'),
  'audit-preparation': () => import('./routes/audit-preparation'),
  'tax-preparation': () => import('./routes/tax-preparation'),
  budgets: () => import('./routes/budgets'),
  'cash-flow-forecast': () => import('./routes/cash-flow-forecast'),
  'financial-reports': () => import('./routes/financial-reports'),
  'consolidated-reports': () => import('./routes/consolidated-reports'),
  kpi: () => import('./routes/kpi'),
  'roi-calculator': () => import('./routes/roi-calculator'),
  'scheduled-reports': () => import('./routes/scheduled-reports'),
  ledger: () => import('./routes/ledger'),
  'anomaly-detection': () => import('./routes/anomaly-detection'),
  'duplicate-transactions': () => import('./routes/duplicate-transactions'),
  guides: () => import('./routes/guides'),
  shipments: () => import('./routes/shipments'),
  'shipments-list': () => import('./routes/shipments-list'),
  'shipments-settings': () => import('./routes/shipments-settings'),
  'shipment-detail': () => import('./routes/shipment-detail'),
  '404': () => import('./routes/not-found'),
};
const titleOnly: LazyScreen = () => import('./routes/title-only');

export interface RouteHandle {
  route: RouteDef;
}

function toRouteObject(route: RouteDef, guarded: boolean): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    loader: guarded ? protectedLoader(route) : publicLoader(route),
    lazy: SCREENS[route.name] ?? titleOnly,
  };
}

const publicRoutes = ROUTES.filter((r) => r.access === 'public');
const protectedRoutes = ROUTES.filter((r) => r.access !== 'public');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: [
      { Component: PublicLayout, children: publicRoutes.map((r) => toRouteObject(r, false)) },
      {
        id: APP_SHELL_ROUTE_ID,
        lazy: () => import('./app-shell/app-shell-layout'),
        children: protectedRoutes.map((r) => toRouteObject(r, true)),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchPluginRoutes });
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
