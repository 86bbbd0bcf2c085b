import { expect, test, type Page } from '@playwright/test';
import { sharedResources } from '@portal/contracts/i18n/resources';
import { ROLES, type Role } from '@portal/contracts/roles';
import { ROUTES, roleMayOpen, showInMenu, type RouteDef } from '@portal/contracts/routes';
import { apiSignIn } from '../support/api';

/** One demo user per role (README). */
const DEMO_USER: Record<Role, string> = {
  Owner: 'owner@example.com',
  Colleague: 'colleague@example.com',
  PartnerAccountant: 'partner@example.com',
  MasterAccountant: 'master@example.com',
  AssistingAccountant: 'assistant@example.com',
  NonPartnerAccountant: 'nonpartner@example.com',
  Inhouse: 'inhouse@example.com',
};

const SIGNED_IN_ROUTES = ROUTES.filter((r) => r.access !== 'public');
const title = (route: RouteDef) =>
  sharedResources.sv.routes[route.name as keyof typeof sharedResources.sv.routes];
const concretePath = (route: RouteDef) =>
  route.path.replace(':id', '1').replace(':resource', 'companies');

/**
 * The demo firm has the new-features flag on (ADR 006): its master, partner and assisting
 * accountants open flagged routes their role allows; for everyone else they go to the dashboard.
 */
const IN_FLAGGED_FIRM = new Set<Role>([
  'MasterAccountant',
  'PartnerAccountant',
  'AssistingAccountant',
]);
const flagOpen = (route: RouteDef, role: Role) => !route.newFeatures || IN_FLAGGED_FIRM.has(role);
const landsOn = (route: RouteDef, role: Role) =>
  roleMayOpen(route, role) && flagOpen(route, role) ? concretePath(route) : '/dashboard';

async function storeSession(page: Page, role: Role) {
  const session = await apiSignIn(page.request, DEMO_USER[role]);
  await page.goto('/404-before-sign-in');
  await page.evaluate((s) => {
    localStorage.setItem('key', s.key);
    localStorage.setItem('userId', String(s.user.id));
    localStorage.setItem('expiry', s.expiry);
  }, session);
}

/**
 * Opens a path inside the running app, as a link would (the router hears the history change):
 * the guards decide exactly as on a full load, without reloading the app 62 times per role.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe(`route matrix: ${ROLES.length} roles × ${SIGNED_IN_ROUTES.length} routes`, () => {
  for (const role of ROLES) {
    test(`${role} lands where the route table says on every route, and sees its menu`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await storeSession(page, role);
      // the first route by a full load (the guards on start-up), the rest as the app navigates
      let loaded = false;
      for (const route of SIGNED_IN_ROUTES) {
        const expected = landsOn(route, role);
        if (loaded) await navigate(page, concretePath(route));
        else await page.goto(concretePath(route));
        loaded = true;
        await expect(page, `${role} → ${route.path}`).toHaveURL(
          // a financial tool adds the company it shows (`?company=`, ADR 036)
          new RegExp(`${expected.replace(/[/]/g, '\\/')}(\\?company=\\d+)?$`),
        );
        const heading =
          expected === '/dashboard' ? sharedResources.sv.routes.dashboard : title(route);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }

      const menu = SIGNED_IN_ROUTES.filter((r) => showInMenu(r, role) && flagOpen(r, role)).map(
        title,
      );
      await page.goto('/dashboard');
      const links = page.getByRole('navigation').getByRole('link');
      await expect(links).toHaveText(menu);
    });
  }
});
