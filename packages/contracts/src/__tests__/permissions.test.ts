import { describe, expect, it } from 'vitest';
import { can, PERMISSION_MATRIX } from '../permissions';
import { ROLES, type Role } from '../roles';
import { ROUTES, roleMayOpen, routeByName, showInMenu } from '../routes';

const MA = 'MasterAccountant';
const PA = 'PartnerAccountant';
const TOOLS: Role[] = [MA, PA];
const COMPANY: Role[] = ['Owner', 'Colleague'];
const INHOUSE: Role[] = ['Inhouse'];

/** SPEC §2's route table as written; `signedIn` where it says any signed-in role. */
const SPEC_2: Record<string, Role[] | 'signedIn'> = {
  dashboard: 'signedIn',
  'app-catalogue': 'signedIn',
  'standalone-apps': ['Owner'],
  faq: ['Owner', PA, MA, 'Colleague', 'AssistingAccountant', 'Inhouse'],
  profile: 'signedIn',
  notifications: 'signedIn',
  overview: [MA],
  'firm-settings': [MA],
  'kickback-payouts': TOOLS,
  'client-communication': TOOLS,
  projects: TOOLS,
  'project-detail': TOOLS,
  'client-rates': TOOLS,
  'workflow-templates': TOOLS,
  'client-portfolio': TOOLS,
  'consolidated-reports': TOOLS,
  'audit-preparation': TOOLS,
  'tax-preparation': TOOLS,
  'time-tracking': TOOLS,
  'subscription-status': [MA, 'Inhouse', PA],
  'add-apps': COMPANY,
  'app-settings': COMPANY,
  'bank-connect': COMPANY,
  'oauth-callback': COMPANY,
  billing: COMPANY,
  report: COMPANY,
  'sales-panel': COMPANY,
  'terms-and-conditions': COMPANY,
  todos: ['Owner', 'Colleague', 'Inhouse'], // listed twice in §2; the union (ADR 003)
  guides: ['Owner', 'Colleague', MA, PA, 'Inhouse'], // in-house staff write them (ADR 041)
  messages: COMPANY, // not in §2: the client's side of /client-communication (ADR 033)
  // not in §2: the financial tools on the company's ledger, by SPEC §6's permissions (ADR 036)
  ledger: [MA, PA, 'Inhouse'],
  'financial-reports': [MA, PA, 'Inhouse'],
  budgets: [MA, PA, 'Inhouse'],
  'cash-flow-forecast': [MA, PA, 'Inhouse'],
  'anomaly-detection': [MA, PA, 'Inhouse'],
  'duplicate-transactions': [MA, PA, 'Inhouse'],
  'scheduled-reports': [MA, PA, 'Inhouse'],
  kpi: [MA, PA],
  'roi-calculator': [MA, PA],
  shipments: ['Owner'],
  'shipments-list': ['Owner'],
  'shipments-settings': ['Owner'],
  'shipment-detail': ['Owner'],
  'app-logs': INHOUSE,
  'api-queries': INHOUSE,
  users: INHOUSE,
  'period-tasks': INHOUSE,
  'unprocessed-subscription': INHOUSE,
  'custom-account': INHOUSE,
  'generic-resource': INHOUSE,
  'sync-entry-report': INHOUSE,
  'custom-rules': INHOUSE,
  'system-notifications': INHOUSE,
  payouts: INHOUSE,
  'event-log': INHOUSE,
  // Where §2 and §6 disagree, §6 is followed (ADR 009): §2 says signed-in, §6 lists who invites.
  'invite-users': ['Owner', PA, MA, 'Inhouse'],
  outbox: INHOUSE, // not in §2 (ADR 007)
  // named in §2's screen list without a path (ADR 010)
  lobby: [MA, PA, 'NonPartnerAccountant', 'AssistingAccountant', 'Inhouse'],
  'admin-companies': INHOUSE,
  'admin-accounting-firms': INHOUSE,
  plugins: INHOUSE,
};

describe('route table and permission matrix', () => {
  it('opens every signed-in route to exactly the roles SPEC §2 lists (Owner passes all)', () => {
    for (const route of ROUTES.filter((r) => r.access !== 'public')) {
      const spec = SPEC_2[route.name];
      expect(spec, route.name).toBeDefined();
      for (const role of ROLES) {
        const expected = spec === 'signedIn' || role === 'Owner' || spec!.includes(role);
        expect(roleMayOpen(route, role), `${role} → ${route.path}`).toBe(expected);
      }
    }
  });

  it('derives each role-listed route from the matrix, so the two cannot disagree', () => {
    for (const route of ROUTES) {
      if (typeof route.access === 'string') continue;
      expect(route.permission, route.name).toBeDefined();
      for (const role of ROLES.filter((r) => r !== 'Owner'))
        expect(route.access.includes(role)).toBe(can(role, route.permission!));
    }
  });

  it('shows the app catalogue in the menu only where SPEC §6 lists it', () => {
    const catalogue = routeByName('app-catalogue');
    expect(showInMenu(catalogue, 'Colleague')).toBe(true);
    expect(showInMenu(catalogue, 'AssistingAccountant')).toBe(true);
    expect(showInMenu(catalogue, PA)).toBe(true);
    expect(showInMenu(catalogue, 'Inhouse')).toBe(false);
    expect(showInMenu(catalogue, 'NonPartnerAccountant')).toBe(false);
  });

  it("keeps in-house screens out of the Owner's menu although Owner may open them", () => {
    expect(roleMayOpen(routeByName('app-logs'), 'Owner')).toBe(true);
    expect(showInMenu(routeByName('app-logs'), 'Owner')).toBe(false);
    expect(showInMenu(routeByName('billing'), 'Owner')).toBe(true);
  });

  it('gives Master Accountant what Partner Accountant has, plus firm tools, and no to-dos', () => {
    for (const p of PERMISSION_MATRIX.PartnerAccountant) expect(can(MA, p)).toBe(true);
    for (const p of ['view:overview', 'manage:firm-settings', 'view:analytics'] as const) {
      expect(can(MA, p)).toBe(true);
      expect(can(PA, p)).toBe(false);
    }
    expect(can(MA, 'manage:todos')).toBe(false);
  });

  it('lets only the company owner change the billing cycle and remove users', () => {
    for (const role of ROLES) {
      expect(can(role, 'change:billing-cycle')).toBe(role === 'Owner');
      expect(can(role, 'remove:company-users')).toBe(role === 'Owner');
    }
  });
});
