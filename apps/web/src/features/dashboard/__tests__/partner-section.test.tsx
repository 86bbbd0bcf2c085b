import type { PartnerFigures } from '@portal/contracts/schemas/dashboard';
import type { User } from '@portal/contracts/schemas/users';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PartnerSection } from '../components/partner-section';
import { useSessionStore } from '@/stores/session-store';
import { renderWithMantine } from '@/testing/render';

const figures: PartnerFigures = {
  month: '2026-11',
  time: { minutes: 117, billable_minutes: 87, billable_value: '1516.11' },
  kickbacks: {
    year: 2026,
    affiliate_type: 'kickback',
    tier: 'gold',
    earned: '269.10',
    paid: '134.55',
    pending: '134.55',
    outstanding: '0.00',
  },
};

function renderAs(newFeatures: boolean, view = figures) {
  useSessionStore.setState({
    roles: ['PartnerAccountant'],
    userFullData: { new_features: newFeatures } as User,
  });
  return renderWithMantine(
    <MemoryRouter>
      <PartnerSection figures={view} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  useSessionStore.setState({ roles: [], userFullData: null });
});

describe('the partner dashboard', () => {
  it('shows the partner’s hours and their value this month and the firm’s kickbacks', () => {
    renderAs(true);
    const hours = screen.getByRole('region', { name: 'Dina timmar i november' });
    expect(within(hours).getByTestId('figure-value').textContent).toBe('2,0 h');
    expect(hours.textContent).toContain('1,5 h debiterbara');
    const value = screen.getByRole('region', { name: 'Ditt debiterbara värde i november' });
    expect(within(value).getByTestId('figure-value').textContent).toMatch(/^1\s516,11\skr$/);
    const kickbacks = screen.getByRole('region', { name: 'Kickback 2026' });
    expect(kickbacks.textContent).toMatch(/134,55\skr att betala ut/);
    expect(
      within(kickbacks).getByRole('link', { name: 'Öppna kickback' }).getAttribute('href'),
    ).toBe('/kickback-payouts');
    expect(screen.getByRole('link', { name: 'Öppna tidrapporteringen' })).toBeTruthy();
  });

  it('leaves out links to the new-features screens when the firm has them off', () => {
    renderAs(false);
    expect(screen.queryByRole('link', { name: 'Öppna tidrapporteringen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Öppna klientportföljen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Öppna kickback' })).toBeTruthy();
  });

  it('calls a discount firm’s figure what the clients saved, without payouts', () => {
    renderAs(true, { ...figures, kickbacks: { ...figures.kickbacks, affiliate_type: 'discount' } });
    const saved = screen.getByRole('region', { name: 'Rabatter till klienterna 2026' });
    expect(saved.textContent).not.toContain('att betala ut');
  });
});
