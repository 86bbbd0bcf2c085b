import { tours as svTours } from '@portal/contracts/i18n/sv/tours';
import { describe, expect, it } from 'vitest';
import { tourForRole, tourSteps } from '../utils/tour-steps';

const keys = (steps: { key: string }[]) => steps.map((s) => s.key);

describe('which tour a role is offered', () => {
  it('offers company users the start-up tour and accountants theirs', () => {
    expect(tourForRole('Owner')).toBe('owner');
    expect(tourForRole('Colleague')).toBe('owner');
    expect(tourForRole('MasterAccountant')).toBe('accountant');
    expect(tourForRole('PartnerAccountant')).toBe('accountant');
    expect(tourForRole('AssistingAccountant')).toBe('accountant');
    expect(tourForRole('Inhouse')).toBeNull();
    expect(tourForRole(undefined)).toBeNull();
  });
});

describe('the owner tour', () => {
  it('shows the subscription’s connection, mapping and activation tabs', () => {
    const steps = tourSteps('owner', { role: 'Owner', newFeatures: false, subscriptionId: 7 });
    expect(keys(steps)).toEqual([
      'catalogue',
      'add_app',
      'connection',
      'configure',
      'activate',
      'report',
      'help',
      'restart',
    ]);
    expect(steps[3]).toMatchObject({
      path: '/app-settings/7?tab=configure',
      selector: '[data-tour="app-settings-configure"]',
    });
  });

  it('points at the catalogue’s Add and explains when there is no subscription yet', () => {
    const steps = tourSteps('owner', { role: 'Owner', newFeatures: false, subscriptionId: null });
    expect(keys(steps).slice(2, 5)).toEqual(['connection_none', 'configure_none', 'activate_none']);
    for (const step of steps.slice(2, 5))
      expect(step).toMatchObject({
        path: '/app-catalogue',
        selector: '[data-tour="catalogue-add"]',
      });
  });
});

describe('the accountant tour', () => {
  it('takes a master accountant of a new-features firm through every screen', () => {
    const steps = tourSteps('accountant', {
      role: 'MasterAccountant',
      newFeatures: true,
      subscriptionId: null,
    });
    expect(keys(steps)).toEqual(['lobby', 'portfolio', 'projects', 'time', 'help', 'restart']);
  });

  it('skips the screens a role may not open', () => {
    const noFlag = { role: 'PartnerAccountant', newFeatures: false, subscriptionId: null } as const;
    expect(keys(tourSteps('accountant', noFlag))).toEqual(['lobby', 'projects', 'help', 'restart']);
    const assistant = { ...noFlag, role: 'AssistingAccountant', newFeatures: true } as const;
    expect(keys(tourSteps('accountant', assistant))).toEqual(['lobby', 'help', 'restart']);
  });
});

describe('texts', () => {
  it('has a Swedish title and text for every step', () => {
    const texts = svTours as unknown as Record<string, Record<string, { title: string }>>;
    const all = [
      ...tourSteps('owner', { role: 'Owner', newFeatures: true, subscriptionId: 1 }),
      ...tourSteps('owner', { role: 'Owner', newFeatures: true, subscriptionId: null }),
    ].map((s) => ['owner', s.key] as const);
    const accountant = tourSteps('accountant', {
      role: 'MasterAccountant',
      newFeatures: true,
      subscriptionId: null,
    }).map((s) => ['accountant', s.key] as const);
    for (const [tour, key] of [...all, ...accountant])
      expect(texts[tour]?.[key]?.title, `${tour}.${key}`).toBeTruthy();
  });
});
