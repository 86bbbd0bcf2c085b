import type { Reconciliation } from '@portal/contracts/schemas/reconciliation';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ClearingDaysChart } from '../components/clearing-days-chart';
import { IssueCards } from '../components/issue-cards';
import { PayoutsTable } from '../components/payouts-table';
import { SummaryCards } from '../components/summary-cards';
import { moneyFormatter } from '../utils/money';
import { i18n } from '@/lib/i18n';
import { abilityFor, useSessionStore } from '@/stores/session-store';
import { renderWithMantine } from '@/testing/render';

afterEach(cleanup);

const payout = (over: Partial<Reconciliation['payouts'][number]>) => ({
  subscription_id: 3,
  source: 'stripe',
  payout_id: 'po_1',
  date: '2026-10-18',
  reference: 'A 12',
  deposit: '3818.81',
  fees: '96.40',
  difference: '0.00',
  status: 'Success' as const,
  reason: '',
  ...over,
});

const report = (over: Partial<Reconciliation>): Reconciliation => ({
  company_id: 2,
  month: '2026-10',
  currency: 'SEK',
  documents: 1234,
  balanced: true,
  accounts: [],
  clearing_closing: '0.00',
  clearing_settled_since: '0.00',
  clearing_open: '0.00',
  payouts: [],
  issues_count: 0,
  days: [],
  ...over,
});

const spaces = (text: string | null) => text?.replace(/\s/g, ' ');

describe('amounts', () => {
  it('are written the Swedish way in sv and the English way in en', () => {
    expect(spaces(moneyFormatter('sv')('1234.50'))).toBe('1 234,50 kr');
    expect(moneyFormatter('sv')('-2.50')).toMatch(/^[-−]2,50\skr$/);
    expect(spaces(moneyFormatter('en')('1234.50'))).toBe('SEK 1,234.50');
  });
});

describe('summary cards', () => {
  it('say the clearing accounts are at zero when every payout is in', () => {
    renderWithMantine(<SummaryCards report={report({ payouts: [payout({})] })} />);
    const card = screen.getByRole('region', { name: 'Avräkningskonton vid månadens slut' });
    expect(spaces(within(card).getByTestId('clearing-closing').textContent)).toBe('0,00 kr');
    expect(within(card).getByText('På noll')).toBeTruthy();
    expect(screen.getByText('1 stämmer')).toBeTruthy();
  });

  it('explain a balance left on clearing and count payouts with a difference', () => {
    renderWithMantine(
      <SummaryCards
        report={report({
          clearing_closing: '1500.00',
          clearing_settled_since: '1000.00',
          clearing_open: '500.00',
          balanced: false,
          payouts: [payout({}), payout({ payout_id: 'po_2', difference: '-2.50' })],
        })}
      />,
    );
    expect(screen.queryByText('På noll')).toBeNull();
    expect(screen.getByText(/pengar på väg/)).toBeTruthy();
    expect(spaces(screen.getByTestId('clearing-open').textContent)).toBe('500,00 kr');
    expect(screen.queryByText('Allt har kommit in')).toBeNull();
    expect(screen.getByText('1 med differens')).toBeTruthy();
    expect(screen.getByText('Obalanserade verifikationer')).toBeTruthy();
  });

  it('say when what was owed at month end has all come in since', () => {
    renderWithMantine(
      <SummaryCards
        report={report({
          clearing_closing: '1500.00',
          clearing_settled_since: '1500.00',
          clearing_open: '0.00',
        })}
      />,
    );
    expect(spaces(screen.getByTestId('clearing-open').textContent)).toBe('0,00 kr');
    expect(screen.getByText('Allt har kommit in')).toBeTruthy();
  });
});

describe('payouts table', () => {
  it('shows an unmatched payout as Ambiguous with its difference and reason', async () => {
    await i18n.changeLanguage('en');
    renderWithMantine(
      <PayoutsTable
        payouts={[
          payout({}),
          payout({
            payout_id: 'po_2',
            difference: '-2.50',
            status: 'Ambiguous',
            reason: 'A difference of -2.50 SEK',
          }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('payout-row');
    expect(within(rows[1]!).getByText('Ambiguous')).toBeTruthy();
    // the reason sits right under its payout, and only there
    const reasons = screen.getAllByTestId('payout-reason');
    expect(reasons).toHaveLength(1);
    expect(rows[1]!.nextElementSibling).toBe(reasons[0]);
    expect(reasons[0]!.textContent).toBe('Reason: A difference of -2.50 SEK');
    expect(within(rows[1]!).getByTestId('payout-difference').textContent).toMatch(/2\.50/);
    expect(within(rows[0]!).getByText('Success')).toBeTruthy();
    expect(within(rows[0]!).getByText('Stripe')).toBeTruthy();
  });

  it('says so when the month has no payouts', () => {
    renderWithMantine(<PayoutsTable payouts={[]} />);
    expect(screen.getByText('Inga utbetalningar har bokförts den här månaden.')).toBeTruthy();
  });
});

describe('clearing per day', () => {
  it('shows sales, refunds and payouts as three figures, never refunds as paid out', async () => {
    await i18n.changeLanguage('sv');
    renderWithMantine(
      <ClearingDaysChart
        month="2026-12"
        days={[
          { day: '2026-12-03', sold: '200.00', refunded: '0.00', settled: '0.00' },
          { day: '2026-12-05', sold: '0.00', refunded: '50.00', settled: '0.00' },
          { day: '2026-12-09', sold: '0.00', refunded: '0.00', settled: '150.00' },
        ]}
      />,
    );
    expect(
      spaces(screen.getByTestId('clearing-days-chart').querySelector('figcaption')!.textContent),
    ).toBe('Sålt 200,00 kr, återbetalt 50,00 kr och utbetalt 150,00 kr under 3 dagar med rörelser');
  });
});

describe('issue cards', () => {
  const issue = {
    sync_entry_id: 7,
    subscription_id: 4,
    source: 'woocommerce',
    kind: 'order',
    source_id: '1042',
    reference_number: '#1042',
    status: 'Ambiguous' as const,
    reason: 'The settlement rate to SEK is not known yet',
    updated_at: '2026-11-02T10:00:00Z',
  };
  const renderCards = () =>
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <IssueCards issues={[issue]} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );

  it('offer the owner to sync again and the app settings where the mapping is', async () => {
    await i18n.changeLanguage('sv');
    useSessionStore.setState({ ability: abilityFor('Owner') });
    renderCards();
    expect(screen.getByRole('button', { name: /^Synka igen\s?#1042$/ })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Öppna appinställningarna för #1042' });
    expect(link.getAttribute('href')).toBe('/app-settings/4');
  });

  it('send in-house staff to the element in the sync report', async () => {
    await i18n.changeLanguage('sv');
    useSessionStore.setState({ ability: abilityFor('Inhouse') });
    renderCards();
    const link = screen.getByRole('link', { name: 'Öppna #1042 i synkrapporten' });
    expect(link.getAttribute('href')).toBe('/sync-entry-report?search=1042');
  });
});
