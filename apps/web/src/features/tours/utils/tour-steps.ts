import { can } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';
import { ROUTES } from '@portal/contracts/routes';
import type { TourId } from '@portal/contracts/schemas/tours';

/** One stop of a tour: the screen it opens, what it highlights, and its i18n texts. */
export interface TourStep {
  /** i18n key under `tours.<tour>.` (title and text) */
  key: string;
  /** where to go first; null stays on the current screen (the menu and header are everywhere) */
  path: string | null;
  /** CSS selector of the highlighted element (a `data-tour` attribute on the real element) */
  selector: string;
  /** the route (by name) whose screen the step shows: skipped for roles that may not open it */
  route?: string;
}

/** Which tour a role is offered: company users the start-up tour, accountants theirs. */
const TOUR_OF_ROLE: Partial<Record<Role, TourId>> = {
  Owner: 'owner',
  Colleague: 'owner',
  MasterAccountant: 'accountant',
  PartnerAccountant: 'accountant',
  AssistingAccountant: 'accountant',
};

export function tourForRole(role: Role | undefined): TourId | null {
  return (role && TOUR_OF_ROLE[role]) ?? null;
}

const USER_MENU = '[data-testid="user-menu"]';
const FAQ_LINK = 'nav a[href="/faq"]';

export interface TourContext {
  role: Role | undefined;
  /** the firm's new-features flag (ADR 006), which opens some accountant screens */
  newFeatures: boolean;
  /** a subscription of the active company, whose settings tabs the owner tour shows */
  subscriptionId: number | null;
}

function ownerSteps(subscriptionId: number | null): TourStep[] {
  const settings = (tab: string): Pick<TourStep, 'path' | 'selector' | 'route'> =>
    subscriptionId === null
      ? { path: '/app-catalogue', selector: '[data-tour="catalogue-add"]', route: 'add-apps' }
      : {
          path: `/app-settings/${subscriptionId}?tab=${tab}`,
          selector: `[data-tour="app-settings-${tab}"]`,
          route: 'app-settings',
        };
  // without a subscription the three settings steps point at the catalogue's Add and explain
  const none = subscriptionId === null ? '_none' : '';
  return [
    {
      key: 'catalogue',
      path: '/app-catalogue',
      selector: '[data-tour="catalogue-list"]',
      route: 'app-catalogue',
    },
    {
      key: 'add_app',
      path: '/app-catalogue',
      selector: '[data-tour="catalogue-add"]',
      route: 'add-apps',
    },
    { key: `connection${none}`, ...settings('connection') },
    { key: `configure${none}`, ...settings('configure') },
    { key: `activate${none}`, ...settings('activate') },
    { key: 'report', path: '/report', selector: '[data-tour="report"]', route: 'report' },
    { key: 'help', path: null, selector: FAQ_LINK, route: 'faq' },
    { key: 'restart', path: null, selector: USER_MENU },
  ];
}

const ACCOUNTANT_STEPS: TourStep[] = [
  { key: 'lobby', path: '/lobby', selector: '[data-tour="lobby"]', route: 'lobby' },
  {
    key: 'portfolio',
    path: '/client-portfolio',
    selector: '[data-tour="client-portfolio"]',
    route: 'client-portfolio',
  },
  { key: 'projects', path: '/projects', selector: '[data-tour="projects"]', route: 'projects' },
  {
    key: 'time',
    path: '/time-tracking',
    selector: '[data-tour="time-tracking"]',
    route: 'time-tracking',
  },
  { key: 'help', path: null, selector: FAQ_LINK, route: 'faq' },
  { key: 'restart', path: null, selector: USER_MENU },
];

/** Whether the role may open the step's screen, as the menu decides (SPEC §6, ADR 006). */
function opens(step: TourStep, { role, newFeatures }: TourContext): boolean {
  if (!step.route) return true;
  const route = ROUTES.find((r) => r.name === step.route);
  if (!route || !role) return false;
  if (route.newFeatures && !newFeatures) return false;
  return route.permission ? can(role, route.permission) : true;
}

/** The steps of a tour this user can take: those on screens their role may not open drop out. */
export function tourSteps(tour: TourId, context: TourContext): TourStep[] {
  const all = tour === 'owner' ? ownerSteps(context.subscriptionId) : ACCOUNTANT_STEPS;
  return all.filter((step) => opens(step, context));
}
