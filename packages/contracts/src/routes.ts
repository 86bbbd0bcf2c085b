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
  /** shown in the navigation menu */
  menu?: boolean;
}

const ACCOUNTANT_TOOLS: readonly Role[] = ['MasterAccountant', 'PartnerAccountant'];
const COMPANY: readonly Role[] = ['Owner', 'Colleague'];
const INHOUSE: readonly Role[] = ['Inhouse'];
const OWNER: readonly Role[] = ['Owner'];

/** The route table of SPEC §2. The router, menus and guards read only this. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', name: 'login', access: 'public' },
  { path: '/register', name: 'register', access: 'public' },
  { path: '/forgot-password', name: 'forgot-password', access: 'public' },
  { path: '/reset-password', name: 'reset-password', access: 'public' },
  { path: '/activate', name: 'activate', access: 'public' },

  { path: '/dashboard', name: 'dashboard', access: 'signedIn', menu: true },
  { path: '/app-catalogue', name: 'app-catalogue', access: 'signedIn', menu: true },
  { path: '/standalone-apps', name: 'standalone-apps', access: OWNER, menu: true },
  {
    path: '/faq',
    name: 'faq',
    access: [
      'Owner',
      'PartnerAccountant',
      'MasterAccountant',
      'Colleague',
      'AssistingAccountant',
      'Inhouse',
    ],
    menu: true,
  },
  { path: '/invite-users', name: 'invite-users', access: 'signedIn', menu: true },
  { path: '/profile', name: 'profile', access: 'signedIn' },
  { path: '/notifications', name: 'notifications', access: 'signedIn' },

  { path: '/overview', name: 'overview', access: ['MasterAccountant'], menu: true },
  { path: '/firm-settings', name: 'firm-settings', access: ['MasterAccountant'], menu: true },

  { path: '/kickback-payouts', name: 'kickback-payouts', access: ACCOUNTANT_TOOLS, menu: true },
  {
    path: '/client-communication',
    name: 'client-communication',
    access: ACCOUNTANT_TOOLS,
    menu: true,
  },
  { path: '/projects', name: 'projects', access: ACCOUNTANT_TOOLS, menu: true },
  { path: '/projects/:id', name: 'project-detail', access: ACCOUNTANT_TOOLS },
  { path: '/client-rates', name: 'client-rates', access: ACCOUNTANT_TOOLS, menu: true },
  {
    path: '/workflow-templates',
    name: 'workflow-templates',
    access: ACCOUNTANT_TOOLS,
    menu: true,
  },
  {
    path: '/client-portfolio',
    name: 'client-portfolio',
    access: ACCOUNTANT_TOOLS,
    newFeatures: true,
    menu: true,
  },
  {
    path: '/consolidated-reports',
    name: 'consolidated-reports',
    access: ACCOUNTANT_TOOLS,
    newFeatures: true,
    menu: true,
  },
  {
    path: '/audit-preparation',
    name: 'audit-preparation',
    access: ACCOUNTANT_TOOLS,
    newFeatures: true,
    menu: true,
  },
  {
    path: '/tax-preparation',
    name: 'tax-preparation',
    access: ACCOUNTANT_TOOLS,
    newFeatures: true,
    menu: true,
  },
  {
    path: '/time-tracking',
    name: 'time-tracking',
    access: ACCOUNTANT_TOOLS,
    newFeatures: true,
    menu: true,
  },
  {
    path: '/subscription-status',
    name: 'subscription-status',
    access: ['MasterAccountant', 'Inhouse', 'PartnerAccountant'],
    menu: true,
  },

  { path: '/add-apps', name: 'add-apps', access: COMPANY, menu: true },
  { path: '/app-settings/:id', name: 'app-settings', access: COMPANY },
  { path: '/bank-connect/:id', name: 'bank-connect', access: COMPANY },
  { path: '/billing', name: 'billing', access: COMPANY, menu: true },
  { path: '/report', name: 'report', access: COMPANY, menu: true },
  { path: '/sales-panel', name: 'sales-panel', access: COMPANY, menu: true },
  { path: '/terms-and-conditions', name: 'terms-and-conditions', access: COMPANY },
  // SPEC §2 lists /todos twice (company screens and in-house screens): one route for both (ADR 003).
  { path: '/todos', name: 'todos', access: ['Owner', 'Colleague', 'Inhouse'], menu: true },
  {
    path: '/guides',
    name: 'guides',
    access: ['Owner', 'Colleague', 'MasterAccountant', 'PartnerAccountant'],
    menu: true,
  },

  { path: '/shipments', name: 'shipments', access: OWNER, menu: true },
  { path: '/shipments/list', name: 'shipments-list', access: OWNER },
  { path: '/shipments/settings', name: 'shipments-settings', access: OWNER },
  { path: '/shipments/:id', name: 'shipment-detail', access: OWNER },

  { path: '/app-logs', name: 'app-logs', access: INHOUSE, menu: true },
  { path: '/api-queries', name: 'api-queries', access: INHOUSE, menu: true },
  { path: '/users', name: 'users', access: INHOUSE, menu: true },
  { path: '/period-tasks', name: 'period-tasks', access: INHOUSE, menu: true },
  {
    path: '/unprocessed-subscription',
    name: 'unprocessed-subscription',
    access: INHOUSE,
    menu: true,
  },
  { path: '/custom-account', name: 'custom-account', access: INHOUSE, menu: true },
  { path: '/generic-resource/:resource', name: 'generic-resource', access: INHOUSE },
  { path: '/sync-entry-report', name: 'sync-entry-report', access: INHOUSE, menu: true },
  { path: '/custom-rules', name: 'custom-rules', access: INHOUSE, menu: true },
  { path: '/system-notifications', name: 'system-notifications', access: INHOUSE, menu: true },
  { path: '/payouts', name: 'payouts', access: INHOUSE, menu: true },
  { path: '/event-log', name: 'event-log', access: INHOUSE, menu: true },
  // Not in SPEC §2: the e-mail outbox that in-house staff read when no SMTP server is set (ADR 007).
  { path: '/outbox', name: 'outbox', access: INHOUSE, menu: true },

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
  if (!role) return false;
  return role === 'Owner' || route.access.includes(role);
}
