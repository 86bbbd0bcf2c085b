import { MantineProvider } from '@mantine/core';
import type { SalesOrder } from '@portal/contracts/schemas/sales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersTable } from '../components/orders-table';
import { mockFetch } from '@/testing/fetch-mock';

const order = (id: number, kind: SalesOrder['kind']): SalesOrder => ({
  id,
  subscription_id: 2,
  app: 'shopify',
  kind,
  order_number: String(1000 + id),
  customer: 'Maja Svensson',
  customer_email: null,
  currency: 'SEK',
  total: '100.00',
  order_date: '2026-11-14',
  payment_method: '',
  last_updated: '2026-11-14T14:00:00.000Z',
  number_in_accounting: null,
  number_in_app: String(1000 + id),
  merchant_reference: null,
  reference_in_accounting: null,
  reference_in_app: null,
  synced: true,
  status: 'Success',
  reason: { text: '', key: null, params: null },
  sync_entry_id: null,
});

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  mockFetch(() => ({
    status: 200,
    body: {
      count: 2,
      next: null,
      previous: null,
      results: [order(1, 'order'), order(2, 'refund')],
    },
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shipping from the orders tab', { timeout: 30_000 }, () => {
  it('offers a shipment for an order (not a refund) and hands the chosen orders to the bulk action', async () => {
    const bulk = vi.fn(() => <button type="button">bulk</button>);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <OrdersTable
            shipping={{
              header: 'Frakt',
              row: (o) => <span data-testid="ship">ship {o.order_number}</span>,
              bulk,
            }}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByTestId('ship').textContent).toBe('ship 1001');
    expect(within(rows[1]!).queryByTestId('ship')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Frakt' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Markera 1001' }));
    expect(bulk).toHaveBeenLastCalledWith([1], expect.any(Function));
  });
});
