import { MantineProvider } from '@mantine/core';
import type { SalesOrder, SyncProgress } from '@portal/contracts/schemas/sales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersTable } from '../components/orders-table';
import { SyncProgressBar } from '../components/sync-progress-bar';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithMantine } from '@/testing/render';

const toasts = vi.hoisted(() => ({
  success: vi.fn(),
  warning: vi.fn(),
  info: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({
  notifySuccess: toasts.success,
  notifyWarning: toasts.warning,
  notifyInfo: toasts.info,
}));

const order = (over: Partial<SalesOrder>): SalesOrder => ({
  id: 41,
  subscription_id: 2,
  app: 'woocommerce',
  kind: 'order',
  order_number: '281',
  customer: 'Maja Svensson',
  customer_email: 'maja@example.se',
  currency: 'SEK',
  total: '1060.40',
  order_date: '2026-11-14',
  payment_method: '',
  last_updated: '2026-11-14T14:00:00.000Z',
  number_in_accounting: null,
  number_in_app: '281',
  merchant_reference: null,
  reference_in_accounting: 'portal:2:woocommerce:order:281',
  reference_in_app: null,
  synced: false,
  status: 'Failed',
  reason: { text: 'Custom rule 3: held back', key: null, params: null },
  sync_entry_id: 9,
  ...over,
});

const noReason = { text: '', key: null, params: null };

const progress = (over: Partial<SyncProgress>): SyncProgress => ({
  tasks: [7],
  total: 2,
  done: 0,
  failed: 0,
  finished: false,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SyncProgressBar', () => {
  it('shows how many of the elements are done, as a bar and as words', () => {
    renderWithMantine(<SyncProgressBar progress={progress({ total: 10, done: 3 })} />);
    expect(screen.getByText('3 av 10')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Synkar' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
  });
});

describe('manual sync of orders', () => {
  let requests: RecordedRequest[];
  let polls: SyncProgress[];
  let booked: boolean;

  beforeEach(() => {
    localStorage.setItem('key', 'k');
    localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
    booked = false;
    polls = [];
    const second = order({ id: 42, order_number: '282', number_in_app: '282' });
    requests = mockFetch((url) => {
      if (url.startsWith('/api/sales/orders/')) {
        const done = { synced: true, status: 'Success' as const, reason: noReason };
        const first = booked ? order({ ...done, number_in_accounting: 'W 39' }) : order({});
        const results = [first, booked ? { ...second, ...done } : second];
        return { status: 200, body: { count: 2, next: null, previous: null, results } };
      }
      if (url === '/api/sales/sync/') return { status: 202, body: progress({}) };
      const next = polls.shift() ?? progress({ done: 2, finished: true });
      if (next.finished) booked = true;
      return { status: 200, body: next };
    });
  });

  function renderTable() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <OrdersTable />
        </QueryClientProvider>
      </MantineProvider>,
    );
  }

  it('syncs the selection, shows the progress while it runs, then the new flags and the counts', async () => {
    polls = [progress({ done: 1 })];
    renderTable();
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByText('Osynkad · Misslyckad')).toBeTruthy();
    expect(within(rows[0]!).getByText('Custom rule 3: held back')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Markera alla på sidan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Synka markerade (2)' }));

    await waitFor(() => expect(screen.getByText('1 av 2')).toBeTruthy());
    const post = requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body as string)).toEqual({ tab: 'orders', ids: [41, 42] });
    expect(screen.getByRole('progressbar', { name: 'Synkar' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    // a second sync waits for this one
    expect(screen.getByRole('button', { name: 'Synka allt osynkat' })).toHaveProperty(
      'disabled',
      true,
    );

    await waitFor(() => expect(screen.queryByTestId('sync-progress')).toBeNull(), {
      timeout: 4000,
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('sync-flag').map((flag) => flag.textContent)).toEqual([
        'Synkad',
        'Synkad',
      ]),
    );
    expect(screen.getByText('W 39')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Synkningen är klar: 2 av 2 synkade.');
    expect(screen.getByRole('button', { name: 'Synka markerade (0)' })).toHaveProperty(
      'disabled',
      true,
    );
    const asked = requests.filter((r) => r.url.startsWith('/api/sales/sync/?'));
    expect(asked.map((r) => r.url)).toContain('/api/sales/sync/?tasks=7');
  });

  it('syncs one row from its own button and tells how many failed', async () => {
    renderTable();
    const rows = await screen.findAllByTestId('order-row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Synka 282' }));
    polls = [progress({ total: 1, done: 1, failed: 1, finished: true })];
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith(
        'Synkningen är klar: 0 av 1 synkade, 1 misslyckades. Orsaken står på raden.',
      ),
    );
    const post = requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body as string)).toEqual({ tab: 'orders', ids: [42] });
  });

  it('asks for the period before syncing everything unsynced in it', async () => {
    renderTable();
    await screen.findAllByTestId('order-row');
    fireEvent.click(screen.getByRole('button', { name: 'Synka allt osynkat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Synka allt osynkat' });
    fireEvent.change(within(dialog).getByLabelText(/Från och med/), {
      target: { value: '2026-11-10' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Till och med/), {
      target: { value: '2026-11-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Synka' }));
    expect(
      await within(dialog).findByText('Slutdatumet kan inte ligga före startdatumet.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Till och med/), {
      target: { value: '2026-11-30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Synka' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(post.body as string)).toEqual({
      tab: 'orders',
      unsynced: true,
      from: '2026-11-10',
      to: '2026-11-30',
    });
  });
});
