import { MantineProvider } from '@mantine/core';
import type { ConsolidatedReport } from '@portal/contracts/schemas/consolidated-reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsolidatedReports } from '../components/consolidated-reports';
import { mockFetch } from '@/testing/fetch-mock';

// the machine is shared: give the screens time to answer
configure({ asyncUtilTimeout: 8000 });

const report: ConsolidatedReport = {
  kind: 'income_statement',
  period: { from: '2026-01-01', to: '2026-06-30' },
  columns: [
    { id: 1, name: 'Alfa AB' },
    { id: 2, name: 'Beta AB' },
  ],
  clients: [
    { id: 1, name: 'Alfa AB', company_id: '556000-0001', included: true, missing: null },
    { id: 2, name: 'Beta AB', company_id: '556000-0002', included: true, missing: null },
    { id: 3, name: 'Gamma AB', company_id: '556000-0003', included: false, missing: 'not_read' },
  ],
  rows: [
    {
      type: 'group',
      code: 'net_sales',
      label: 'financials.bas.net_sales',
      level: 1,
      amounts: ['1000.00', '2500.50'],
      total: '3500.50',
      accounts: [
        { account: 3001, name: 'Försäljning', amounts: ['1000.00', '2500.50'], total: '3500.50' },
      ],
    },
  ],
};

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the consolidated report', () => {
  it('shows a column per company and the total, and names the clients without one', async () => {
    const requests = mockFetch(() => ({ status: 200, body: report }));
    render(
      <MantineProvider env="test">
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <MemoryRouter initialEntries={['/consolidated-reports?kind=income_statement']}>
            <ConsolidatedReports />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const table = await screen.findByTestId('consolidated-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Post', 'Alfa AB', 'Beta AB', 'Summa']);
    const row = within(table).getByTestId('consolidated-row-net_sales');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('3 500,50');
    expect(screen.getByTestId('consolidated-missing').textContent).toContain(
      'Gamma AB: bokföringen har inte lästs in',
    );
    // choosing none asks for nothing and says what to do; choosing one asks for it alone
    fireEvent.click(screen.getByRole('button', { name: 'Inga klienter' }));
    expect(await screen.findByText('Välj minst en klient för att se rapporten.')).toBeTruthy();
    expect(screen.queryByTestId('consolidated-table')).toBeNull();
    const before = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Alla klienter' }));
    await screen.findByTestId('consolidated-table');
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(before));
    expect(requests.every((r) => !r.url.includes('companies='))).toBe(true);
  });
});
