import { can, rolesWith, type Permission } from './permissions';
import { roleListAllows } from './roles';
import type { Role } from './roles';

/**
 * Who may open a route: `public` (signed out), `signedIn` (any role), or a role list.
 * Owner passes every role check (SPEC §2), so Owner is not repeated in lists where §2 omits it.
 */
export type RouteAccess = 'public' | 'signedIn' | readonly Role[];

export interface RouteDef {
  /** react-router path pattern */
  path: string;
  /** route name; also the i18n key `routes.<name>` of its title */
  name: string;
  access: RouteAccess;
  /** SPEC §2: needs the new-features flag (ADR 006) */
  newFeatures?: boolean;
  /** shown in the navigation menu (to roles whose matrix holds `permission`, SPEC §6) */
  menu?: boolean;
  /** the permission that opens the screen; role-listed routes take their list from the matrix */
  permission?: Permission;
  /** where the menu entry leads when the path has parameters */
  menuPath?: string;
}

/** A route open to exactly the roles whose permission matrix holds `permission` (ADR 009). */
function gated(path: string, name: string, permission: Permission, extra: Partial<RouteDef> = {}) {
  return { path, name, permission, access: rolesWith(permission), menu: true, ...extra };
}

/** The route table of SPEC §2. The router, menus and guards read only this. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', name: 'login', access: 'public' },
  { path: '/register', name: 'register', access: 'public' },
  { path: '/forgot-password', name: 'forgot-password', access: 'public' },
  { path: '/reset-password', name: 'reset-password', access: 'public' },
  { path: '/activate', name: 'activate', access: 'public' },

  { path: '/dashboard', name: 'dashboard', access: 'signedIn', menu: true },
  // Reachable by every role; in the menu only where SPEC §6 lists it.
  {
    path: '/app-catalogue',
    name: 'app-catalogue',
    access: 'signedIn',
    menu: true,
    permission: 'view:app-catalogue',
  },
  gated('/standalone-apps', 'standalone-apps', 'view:standalone-apps'),
  gated('/faq', 'faq', 'view:faq'),
  gated('/invite-users', 'invite-users', 'invite:users'),
  { path: '/profile', name: 'profile', access: 'signedIn' },
  { path: '/notifications', name: 'notifications', access: 'signedIn' },

  gated('/overview', 'overview', 'view:overview'),
  gated('/firm-settings', 'firm-settings', 'manage:firm-settings'),
  gated('/kickback-payouts', 'kickback-payouts', 'view:kickback-payouts'),
  gated('/client-communication', 'client-communication', 'manage:client-communication'),
  gated('/projects', 'projects', 'manage:projects'),
  gated('/projects/:id', 'project-detail', 'manage:projects', { menu: false }),
  gated('/client-rates', 'client-rates', 'manage:client-rates'),
  gated('/workflow-templates', 'workflow-templates', 'manage:workflow-templates'),
  gated('/client-portfolio', 'client-portfolio', 'view:client-portfolio', { newFeatures: true }),
  gated('/consolidated-reports', 'consolidated-reports', 'view:consolidated-reports', {
    newFeatures: true,
  }),
  gated('/audit-preparation', 'audit-preparation', 'manage:audit-preparation', {
    newFeatures: true,
  }),
  gated('/tax-preparation', 'tax-preparation', 'manage:tax-preparation', { newFeatures: true }),
  gated('/time-tracking', 'time-tracking', 'manage:time-tracking', { newFeatures: true }),
  gated('/subscription-status', 'subscription-status', 'view:subscription-status'),
  // The company's whole ledger and the financial tools on it (issue 16): SPEC §2 names no routes for
  // them, so these are ours (ADR 036). Consolidated reports keep SPEC's route above.
  gated('/ledger', 'ledger', 'view:financial-reports'),
  gated('/financial-reports', 'financial-reports', 'view:financial-reports'),
  gated('/budgets', 'budgets', 'view:financial-reports'),
  gated('/cash-flow-forecast', 'cash-flow-forecast', 'view:financial-reports'),
  gated('/anomaly-detection', 'anomaly-detection', 'view:anomaly-detection'),
  gated('/duplicate-transactions', 'duplicate-transactions', 'view:duplicate-detection'),
  gated('/scheduled-reports', 'scheduled-reports', 'manage:scheduled-reports'),
  gated('/kpi', 'kpi', 'view:kpi'),
  gated('/roi-calculator', 'roi-calculator', 'view:kpi'),

  gated('/add-apps', 'add-apps', 'manage:apps'),
  gated('/app-settings/:id', 'app-settings', 'manage:apps', { menu: false }),
  gated('/bank-connect/:id', 'bank-connect', 'manage:apps', { menu: false }),
  // where Fortnox and Visma send the person back after consenting (ADR 020)
  gated('/oauth/callback', 'oauth-callback', 'manage:apps', { menu: false }),
  gated('/billing', 'billing', 'view:billing'),
  gated('/report', 'report', 'view:report'),
  gated('/sales-panel', 'sales-panel', 'view:sales-panel'),
  gated('/terms-and-conditions', 'terms-and-conditions', 'view:terms', { menu: false }),
  // SPEC §2 lists /todos twice (company screens and in-house screens): one route for both (ADR 003).
  gated('/todos', 'todos', 'manage:todos'),
  gated('/guides', 'guides', 'view:guides'),
  // Not in SPEC §2: the client's side of /client-communication and the notes shared with it (ADR 033).
  gated('/messages', 'messages', 'manage:firm-messages'),

  gated('/shipments', 'shipments', 'manage:shipments'),
  gated('/shipments/list', 'shipments-list', 'manage:shipments', { menu: false }),
  gated('/shipments/settings', 'shipments-settings', 'manage:shipments', { menu: false }),
  gated('/shipments/:id', 'shipment-detail', 'manage:shipments', { menu: false }),

  gated('/app-logs', 'app-logs', 'view:app-logs'),
  gated('/api-queries', 'api-queries', 'manage:api-queries'),
  gated('/users', 'users', 'manage:users'),
  gated('/period-tasks', 'period-tasks', 'manage:period-tasks'),
  gated(
    '/unprocessed-subscription',
    'unprocessed-subscription',
    'manage:unprocessed-subscriptions',
  ),
  gated('/custom-account', 'custom-account', 'manage:custom-accounts'),
  // the menu leads to the index of every resource (ADR 027)
  gated('/generic-resource/:resource', 'generic-resource', 'manage:generic-resources', {
    menuPath: '/generic-resource/index',
  }),
  gated('/sync-entry-report', 'sync-entry-report', 'view:sync-report'),
  gated('/custom-rules', 'custom-rules', 'manage:custom-rules'),
  gated('/system-notifications', 'system-notifications', 'manage:system-notifications'),
  gated('/payouts', 'payouts', 'manage:payouts'),
  gated('/event-log', 'event-log', 'view:event-log'),
  // Not in SPEC §2's table, named in its screen list (ADR 010): the lobby, admin companies and firms,
  // and the plugin registry.
  gated('/lobby', 'lobby', 'switch:client-company'),
  gated('/admin/companies', 'admin-companies', 'manage:companies'),
  gated('/admin/accounting-firms', 'admin-accounting-firms', 'manage:firms'),
  gated('/plugins', 'plugins', 'manage:plugins'),
  // Not in SPEC §2: the e-mail outbox that in-house staff read when no SMTP server is set (ADR 007).
  gated('/outbox', 'outbox', 'read:outbox'),

  { path: '*', name: '404', access: 'public' },
];

export const PUBLIC_AUTH_ROUTES = ['login', 'register'] as const;

export function routeByName(name: string): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** SPEC §2: Owner passes every role check; other roles must be listed. */
export function roleMayOpen(route: RouteDef, role: Role | undefined): boolean {
  if (route.access === 'public' || route.access === 'signedIn') return true;
  return roleListAllows(route.access, role);
}

/** SPEC §6: menus show per role what its matrix lists; Owner passes route checks but sees only its own. */
export function showInMenu(route: RouteDef, role: Role | undefined): boolean {
  if (!route.menu || !role) return false;
  if (route.permission) return can(role, route.permission);
  return roleMayOpen(route, role);
}
