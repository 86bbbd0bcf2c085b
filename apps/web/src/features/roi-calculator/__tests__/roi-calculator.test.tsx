import { MantineProvider } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import type { RoiInputs } from '@portal/contracts/schemas/kpi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoiCalculator } from '../components/roi-calculator';
import { mockFetch } from '@/testing/fetch-mock';

// the machine is shared: give the screens time to answer
configure({ asyncUtilTimeout: 8000 });

const company: LedgerCompany = {
  id: 7,
  name: 'Norrsken Handel AB',
  company_id: '556677-8899',
  accounting_system: 'fortnox',
  ledger: null,
};
const inputs: RoiInputs = {
  plans: [{ slug: 'shopify', name: 'Shopify', monthly: '299.00' }],
  orders_per_month: 840,
  current_monthly: '598.00',
};

const spaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  mockFetch((url) =>
    url.includes('ledger/companies')
      ? { status: 200, body: { count: 1, next: null, previous: null, results: [company] } }
      : { status: 200, body: inputs },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCalculator() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <RoiCalculator /> }], {
            initialEntries: ['/roi-calculator'],
          })}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the ROI calculator', () => {
  it('starts at the consultation rate and works out what is saved', () => {
    renderCalculator();
    expect(screen.getByRole('textbox', { name: 'Timkostnad (kr)' })).toHaveProperty(
      'value',
      '1 200',
    );
    // 500 orders × 3 min = 25 h, 2 % corrected at 15 min = 2.5 h: 27.5 h × 1,200 kr
    expect(spaces(screen.getByTestId('roi-hours-month').textContent)).toContain('27,5 h');
    expect(spaces(screen.getByTestId('roi-saved-month').textContent)).toContain('33 000 kr');
    // 299 kr a month is earned back within its first day
    expect(screen.getByTestId('roi-payback').textContent).toContain('1 dag');
  });

  it('starts from the chosen company’s orders and price', async () => {
    renderCalculator();
    expect(await screen.findByTestId('roi-company-figures')).toBeTruthy();
    expect(screen.getByTestId('roi-company-figures').textContent).toContain('840 ordrar per månad');
    fireEvent.click(screen.getByRole('button', { name: 'Använd bolagets siffror' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Ordrar per månad' })).toHaveProperty(
        'value',
        '840',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Pris per månad (kr)' })).toHaveProperty(
      'value',
      '598',
    );
  });

  it('says in Swedish what is wrong with a figure, once the field is left', async () => {
    renderCalculator();
    const rate = screen.getByRole('textbox', { name: 'Timkostnad (kr)' });
    fireEvent.change(rate, { target: { value: '' } });
    fireEvent.blur(rate);
    expect(await screen.findByText('Fältet Timkostnad (kr) är obligatoriskt')).toBeTruthy();
    expect(screen.getByText('Rätta underlaget så räknas resultatet fram.')).toBeTruthy();
  });
});
