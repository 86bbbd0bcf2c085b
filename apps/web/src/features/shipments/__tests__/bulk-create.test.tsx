import { MantineProvider } from '@mantine/core';
import type { ShipmentBulkJob } from '@portal/contracts/schemas/shipments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkCreateModal } from '../components/bulk-create-modal';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notifySuccess: toasts.success, notifyWarning: toasts.warning }));

const job = (over: Partial<ShipmentBulkJob>): ShipmentBulkJob => ({
  id: 'job-1',
  total: 3,
  done: 0,
  succeeded: 0,
  failed: 0,
  finished: false,
  results: [],
  ...over,
});

const ok = (order: number, shipment: number) => ({
  order,
  order_number: String(order),
  ok: true,
  shipment,
  tracking_number: `PN${shipment}SE`,
  problems: [],
});

let requests: RecordedRequest[];
let polls: ShipmentBulkJob[];

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  polls = [];
  requests = mockFetch((url) => {
    if (url === '/api/shipments/bulk/') return { status: 202, body: job({}) };
    return { status: 200, body: polls.shift() ?? job({}) };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('bulk create from the sales panel', { timeout: 30_000 }, () => {
  it('buys for each order, shows the progress, and a result per order with the failure said', async () => {
    polls = [
      job({ done: 1, succeeded: 1, results: [ok(41, 9)] }),
      job({
        done: 3,
        succeeded: 2,
        failed: 1,
        finished: true,
        results: [
          ok(41, 9),
          {
            order: 42,
            order_number: '42',
            ok: false,
            shipment: null,
            tracking_number: null,
            problems: [
              {
                code: 'overweight',
                parcel: 0,
                field: 'parcels.0.weight_grams',
                params: {},
                message: 'Kolli 1 väger 40 kg, men tjänsten tar högst 20 kg.',
              },
            ],
          },
          ok(43, 10),
        ],
      }),
    ];
    const onFinished = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <BulkCreateModal
              opened
              orders={[41, 42, 43]}
              onClose={() => undefined}
              onFinished={onFinished}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Skapa försändelser för 3 ordrar' });
    // nothing is bought before the owner says so
    expect(requests).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Köp 3 etiketter' }));

    await waitFor(() => expect(within(dialog).getByText('1 av 3')).toBeTruthy(), { timeout: 4000 });
    const bar = within(dialog).getByRole('progressbar', { name: 'Skapar försändelser' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(JSON.parse(requests[0]!.body as string)).toEqual({ orders: [41, 42, 43] });

    await waitFor(() => expect(within(dialog).getByText('Klart')).toBeTruthy(), { timeout: 4000 });
    const rows = within(dialog).getAllByTestId('bulk-result');
    expect(rows.map((r) => r.getAttribute('data-ok'))).toEqual(['true', 'false', 'true']);
    expect(within(rows[0]!).getByRole('link', { name: 'PN9SE' }).getAttribute('href')).toBe(
      '/shipments/9',
    );
    expect(rows[1]!.textContent).toContain('Kolli 1 väger 40 kg, men tjänsten tar högst 20 kg.');
    expect(within(dialog).getByText('2 skapade, 1 misslyckades.')).toBeTruthy();
    expect(toasts.warning).toHaveBeenCalledWith(
      '2 försändelser skapade, 1 misslyckades. Orsaken står vid ordern.',
    );
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.url === '/api/shipments/bulk/job-1/').length).toBe(2);
  });
});
