import { MantineProvider } from '@mantine/core';
import type {
  DuplicatePage,
  DuplicatePair,
} from '@portal/contracts/schemas/duplicate-transactions';
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
import { DuplicateTransactions } from '../components/duplicate-transactions';
import { mockFetch } from '@/testing/fetch-mock';

configure({ asyncUtilTimeout: 8000 });

const company: LedgerCompany = {
  id: 5,
  name: 'Norrsken Handel AB',
  company_id: '556677-8899',
  accounting_system: 'fortnox',
  ledger: { kind: 'fortnox', status: 'done', progress: 100, refreshed_at: '2026-11-01T10:00:00Z' },
};

const voucher = (id: number, number: string, date: string) => ({
  id,
  series: 'A',
  number,
  date,
  text: 'Leverantörsfaktura 24011 Nordic Outdoor Supply AB',
  amount: '1250.00',
  rows: [
    { account: 4010, name: 'Inköp varor', amount: '1000.00' },
    { account: 2641, name: 'Ingående moms', amount: '250.00' },
    { account: 2440, name: 'Leverantörsskulder', amount: '-1250.00' },
  ],
});

const pair: DuplicatePair = {
  id: 9,
  criteria: 'smart',
  score: 96,
  status: 'flagged',
  kept: voucher(101, '41', '2026-03-02'),
  duplicate: voucher(102, '42', '2026-03-03'),
  days_apart: 1,
  decided_by: null,
  decided_at: null,
  reversal: null,
};

const page = (pairs: DuplicatePair[]): DuplicatePage => ({
  count: pairs.length,
  next: null,
  previous: null,
  results: pairs,
  counts: { flagged: pairs.filter((p) => p.status === 'flagged').length, dismissed: 0, merged: 0 },
});

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the duplicates screen', () => {
  it('scans by the chosen criteria, shows the pair side by side and merges only after the confirmation', async () => {
    const requests = mockFetch((raw) => {
      const url = new URL(raw, 'http://portal.test');
      if (url.pathname.endsWith('/ledger/companies/'))
        return { status: 200, body: { count: 1, next: null, previous: null, results: [company] } };
      if (url.pathname.endsWith('/scan/'))
        return {
          status: 200,
          body: { criteria: 'smart', vouchers: 900, found: 1, flagged: 1, withdrawn: 0 },
        };
      if (url.pathname.endsWith('/merge/')) {
        const merged = {
          ...pair,
          status: 'merged' as const,
          reversal: { id: 300, series: 'A', number: '57', date: '2026-03-03', reference: 'A 57' },
        };
        return { status: 200, body: { results: [merged] } };
      }
      return { status: 200, body: page([pair]) };
    });
    render(
      <MantineProvider env="test">
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: <DuplicateTransactions /> }], {
              initialEntries: ['/duplicate-transactions?company=5'],
            })}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sök dubbletter' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.url.includes('/scan/') && r.url.includes('criteria=smart')),
      ).toBe(true),
    );

    const row = await screen.findByTestId('duplicate-row');
    expect(
      within(within(row).getByTestId('pair-kept'))
        .getByRole('link', { name: 'Öppna verifikation A 41' })
        .getAttribute('href'),
    ).toBe('/ledger?company=5&voucher=101');
    expect(within(row).getByTestId('pair-duplicate').textContent).toContain(
      '2440 Leverantörsskulder',
    );
    const merge = screen.getByRole('button', { name: 'Slå ihop valda (0)' });
    expect((merge as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Välj paret A 41 och A 42' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slå ihop valda (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slå ihop 1 par?' });
    expect(dialog.textContent).toContain('går inte att ångra');
    expect(dialog.textContent).toContain('Återföringarna bokförs också i Fortnox.');
    expect(requests.some((r) => r.url.includes('/merge/'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slå ihop' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('/merge/'))).toBe(true));
    const post = requests.find((r) => r.url.includes('/merge/'))!;
    expect(JSON.parse(String(post.body))).toEqual({ ids: [9] });
  });
});
