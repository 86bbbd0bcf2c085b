import { MantineProvider } from '@mantine/core';
import type { Statement } from '@portal/contracts/schemas/financial-reports';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
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
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FinancialReports } from '../components/financial-reports';
import { statementLines } from '../utils/statement-lines';
import { mockFetch } from '@/testing/fetch-mock';

// the machine is shared: give the screens time to answer
configure({ asyncUtilTimeout: 8000 });

const company: LedgerCompany = {
  id: 5,
  name: 'Norrsken Handel AB',
  company_id: '556677-8899',
  accounting_system: 'fortnox',
  ledger: { kind: 'sie', status: 'done', progress: 100, refreshed_at: '2026-11-01T10:00:00Z' },
};

const income: Statement = {
  company: { id: 5, name: 'Norrsken Handel AB' },
  kind: 'income_statement',
  method: null,
  period: { from: '2026-01-01', to: '2026-10-31' },
  compare_period: { from: '2025-01-01', to: '2025-10-31' },
  available: true,
  compare_available: true,
  rows: [
    {
      type: 'group',
      code: 'net_sales',
      label: 'financials.bas.net_sales',
      level: 1,
      amount: '1234567.50',
      compare: '1000000.00',
      accounts: [
        { account: 3001, name: 'Försäljning 25 %', amount: '1200000.00', compare: '990000.00' },
        { account: 3740, name: 'Öresavrundning', amount: '34567.50', compare: '10000.00' },
      ],
    },
    {
      type: 'sum',
      code: 'net_result',
      label: 'financials.bas.net_result',
      level: 0,
      amount: '1234567.50',
      compare: '1000000.00',
      accounts: [],
    },
  ],
  notes: [
    {
      key: 'financials.notes.unbalanced',
      params: { difference: '63532.92' },
    },
  ],
  months: [],
  years: [{ start: '2026-01-01', end: '2026-12-31', detail: 'vouchers' }],
};

function renderScreen(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <FinancialReports /> }], {
            initialEntries: [path],
          })}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function answer(statement: (url: URL) => Statement) {
  return mockFetch((raw) => {
    const url = new URL(raw, 'http://portal.test');
    if (url.pathname.endsWith('/ledger/companies/')) {
      return { status: 200, body: { count: 1, next: null, previous: null, results: [company] } };
    }
    return { status: 200, body: statement(url) };
  });
}

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the financial reports screen', () => {
  it('shows the statement in Swedish, beside last year, each line opening to its accounts', async () => {
    const requests = answer(() => income);
    renderScreen('/financial-reports?company=5&kind=income_statement');
    const table = await screen.findByTestId('statement-table');
    expect(
      within(table).getByRole('columnheader', { name: /1 jan. 2026 – 31 okt. 2026/ }),
    ).toBeTruthy();
    const sales = within(table).getByTestId('statement-row-net_sales');
    expect(sales.textContent?.replace(/\s/g, ' ')).toContain('1 234 567,50');
    expect(within(table).queryAllByTestId('statement-account')).toHaveLength(0);
    const toggle = within(sales).getByRole('button', { name: 'Nettoomsättning' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const accounts = within(table).getAllByTestId('statement-account');
    expect(accounts.map((a) => a.textContent?.split(/\d[\d\s]*,\d\d/)[0]?.trim())).toEqual([
      '3001 Försäljning 25 %',
      '3740 Öresavrundning',
    ]);
    expect(screen.getByTestId('statement-notes').textContent?.replace(/\s/g, ' ')).toContain(
      'skiljer 63 532,92 kr',
    );
    const asked = new URL(requests.find((r) => r.url.includes('statement'))!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      company: '5',
      kind: 'income_statement',
      method: 'indirect',
      compare: 'true',
    });
  });

  it('asks for the cash flow by the chosen method, and without comparison when switched off', async () => {
    const requests = answer((url) => ({
      ...income,
      kind: url.searchParams.get('kind') as Statement['kind'],
      method: url.searchParams.get('kind') === 'cash_flow' ? 'direct' : null,
      compare_period: url.searchParams.get('compare') === 'false' ? null : income.compare_period,
    }));
    renderScreen('/financial-reports?company=5&kind=cash_flow&method=direct');
    await screen.findByTestId('statement-table');
    expect(screen.getByRole('heading', { name: 'Kassaflödesanalys (Direkt metod)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Jämför med föregående år' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.url.includes('compare=false') && r.url.includes('method=direct')),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(2));
  });

  it('lists every account under its line for the spreadsheet', () => {
    const lines = statementLines(income);
    expect(lines.map((l) => l.account?.account ?? l.row.code)).toEqual([
      'net_sales',
      3001,
      3740,
      'net_result',
    ]);
  });
});
