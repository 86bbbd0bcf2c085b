import { describe, expect, it } from 'vitest';
import { sharedResources } from '../i18n/resources';
import { ROLES } from '../roles';
import { ROUTES, roleMayOpen, routeByName } from '../routes';

describe('route table', () => {
  it('has a unique name and path per route, each with a title in both languages', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(sharedResources.sv.routes).toHaveProperty(route.name);
      expect(sharedResources.en.routes).toHaveProperty(route.name);
    }
  });

  it('lets Owner pass every role check and keeps other roles to their lists', () => {
    for (const route of ROUTES) expect(roleMayOpen(route, 'Owner')).toBe(true);
    expect(roleMayOpen(routeByName('app-logs'), 'Inhouse')).toBe(true);
    expect(roleMayOpen(routeByName('app-logs'), 'MasterAccountant')).toBe(false);
    expect(roleMayOpen(routeByName('overview'), 'PartnerAccountant')).toBe(false);
    expect(roleMayOpen(routeByName('dashboard'), 'NonPartnerAccountant')).toBe(true);
  });

  it('flags exactly the five accountant tools that need new features', () => {
    expect(ROUTES.filter((r) => r.newFeatures).map((r) => r.path)).toEqual([
      '/client-portfolio',
      '/consolidated-reports',
      '/audit-preparation',
      '/tax-preparation',
      '/time-tracking',
    ]);
  });

  it('gives every role a label in both languages', () => {
    for (const role of ROLES) {
      expect(sharedResources.sv.roles[role]).toBeTruthy();
      expect(sharedResources.en.roles[role]).toBeTruthy();
    }
  });
});
