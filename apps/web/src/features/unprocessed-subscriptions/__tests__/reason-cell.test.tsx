import type { UnprocessedSubscription } from '@portal/contracts/schemas/sync-health';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReasonCell } from '../components/reason-cell';
import { i18n } from '@/lib/i18n';
import { renderWithMantine } from '@/testing/render';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('sv');
});

const HOUR = 3_600_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

const row = (over: Partial<UnprocessedSubscription>): UnprocessedSubscription => ({
  id: 1,
  company_id: 1,
  company: 'Alfa AB',
  application: 'shopify',
  application_name: 'Shopify',
  accounting: 'fortnox',
  accounting_name: 'Fortnox',
  status: 'Active',
  reason: 'behind',
  since: at(5 * HOUR),
  last_processed_date: at(5 * HOUR),
  lag_seconds: 5 * 3600,
  failed_runs: 0,
  failed_elements: 0,
  succeeded_elements: 0,
  run: null,
  last_error: '',
  suggested_action: 'retry',
  actions: ['retry', 'restart', 'open_settings'],
  owner: null,
  incident_opened_at: null,
  ...over,
});

describe('ReasonCell', () => {
  it('says how far behind, in the reader’s language', async () => {
    renderWithMantine(<ReasonCell row={row({})} />);
    expect(screen.getByText('Släpar efter')).toBeTruthy();
    expect(
      screen.getByText(/5 tim efter nu, och ingen körning håller på att komma ikapp\.$/),
    ).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('en');
    renderWithMantine(<ReasonCell row={row({})} />);
    expect(screen.getByText('Behind')).toBeTruthy();
    expect(screen.getByText(/5 h behind now, and no run is catching up\.$/)).toBeTruthy();
  });

  it('gives a failing subscription in Error its status, its failed runs and the latest error', () => {
    const failing = row({
      reason: 'failing',
      status: 'Error',
      lag_seconds: null,
      failed_runs: 4,
      last_error: 'The provider refused the credentials',
    });
    renderWithMantine(<ReasonCell row={failing} />);
    expect(screen.getByText(/^Tjänsten nekar anslutningen \(status Fel\) sedan /)).toBeTruthy();
    expect(screen.getByText(/^4 synkkörningar i rad har misslyckats, sedan /)).toBeTruthy();
    expect(screen.getByText('Senaste fel: The provider refused the credentials')).toBeTruthy();
  });

  it('words a stuck run with how long it has run and when an alert went out', () => {
    const stuck = row({
      reason: 'stuck',
      since: at(3 * HOUR),
      run: { id: 9, status: 'started', started_at: at(3 * HOUR), last_activity_at: at(3 * HOUR) },
      incident_opened_at: at(HOUR),
    });
    renderWithMantine(<ReasonCell row={stuck} />);
    expect(
      screen.getByText(/^En synkkörning har pågått sedan .+ \(3 tim\) och inget har hänt/),
    ).toBeTruthy();
    expect(screen.getByText(/^Larm skickat /)).toBeTruthy();
  });
});
