import type { Reconciliation } from '@portal/contracts/schemas/reconciliation';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IssuesList } from '../components/issues-list';
import { PayoutsTable } from '../components/payouts-table';
import { SummaryCards } from '../components/summary-cards';
import { moneyFormatter } from '../utils/money';
import { i18n } from '@/lib/i18n';
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
  issues: [],
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

describe('issues', () => {
  it('say nothing needs attention when there are none', () => {
    renderWithMantine(<IssuesList issues={[]} />);
    expect(screen.getByText('Inget behöver din uppmärksamhet.')).toBeTruthy();
  });
});
