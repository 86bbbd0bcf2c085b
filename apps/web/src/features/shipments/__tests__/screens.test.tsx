import { MantineProvider } from '@mantine/core';
import type { ShipmentDashboard } from '@portal/contracts/schemas/shipments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShipmentSettingsScreen } from '../components/shipment-settings-form';
import { ShipmentsDashboard } from '../components/shipments-dashboard';
import { filtersFromLink } from '../components/shipments-screen';
import { options, settings } from './fixtures';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notifySuccess: toasts.success, notify: vi.fn() }));

const dashboard: ShipmentDashboard = {
  from: '2026-10-29',
  to: '2026-11-27',
  by_status: { Pending: 2, Shipped: 1, 'In Transit': 3, Delivered: 7, Cancelled: 1 },
  by_carrier: [{ carrier: 'postnord', count: 14 }],
  per_day: [{ date: '2026-11-27', created: 0, delivered: 0 }],
  late: [],
  late_count: 0,
  freight: { paid: 49000, cost: 61500, shipments: 14 },
  connected: true,
};

let requests: RecordedRequest[];
let failDashboard: boolean;

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  failDashboard = false;
  requests = mockFetch((url) => {
    if (url.startsWith('/api/shipments/dashboard/'))
      return failDashboard
        ? { status: 500, body: { detail: 'boom' } }
        : { status: 200, body: dashboard };
    if (url === '/api/shipments/options/') return { status: 200, body: options };
    if (url === '/api/shipments/settings/') return { status: 200, body: settings };
    return { status: 404, body: {} };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderScreen(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the shipments dashboard', { timeout: 30_000 }, () => {
  it('offers Try again when it cannot load, then shows the counts as links to the list', async () => {
    failDashboard = true;
    renderScreen(<ShipmentsDashboard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Översikten kunde inte hämtas.');
    failDashboard = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    const cards = await screen.findAllByTestId('status-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Väntar2',
      'Skickad1',
      'På väg3',
      'Levererad7',
      'Makulerad1',
    ]);
    expect(within(cards[2]!).getByRole('link').getAttribute('href')).toBe(
      '/shipments/list?status=In%20Transit',
    );
    expect(screen.getByTestId('freight-paid').textContent).toMatch(/490,00\s*kr/);
    expect(screen.getByTestId('freight-cost').textContent).toMatch(/615,00\s*kr/);
  });

  it('leads to the catalogue when no shipping app is connected', async () => {
    dashboard.connected = false;
    const counts = dashboard.by_status;
    dashboard.by_status = { Pending: 0, Shipped: 0, 'In Transit': 0, Delivered: 0, Cancelled: 0 };
    renderScreen(<ShipmentsDashboard />);
    const link = await screen.findByRole('link', { name: 'Till appkatalogen' });
    expect(link.getAttribute('href')).toBe('/app-catalogue');
    dashboard.connected = true;
    dashboard.by_status = counts;
  });

  it('opens the list filtered as the card or link said', () => {
    expect(filtersFromLink(new URLSearchParams('status=In Transit,Bogus&late=true'))).toMatchObject(
      {
        status: ['In Transit'],
        late: 'true',
        carrier: null,
      },
    );
  });
});

describe('the shipment settings', { timeout: 30_000 }, () => {
  it('shows the webhook URL read-only, refuses a mapping twice, and saves the mappings', async () => {
    requests = mockFetch((url) => {
      if (url === '/api/shipments/options/') return { status: 200, body: options };
      return { status: 200, body: settings };
    });
    renderScreen(<ShipmentSettingsScreen />);
    const webhook = await screen.findByLabelText('Webhook-adress');
    expect(webhook).toHaveProperty('value', 'https://portal.example/api/webhooks/7/');
    expect(webhook).toHaveProperty('readOnly', true);

    fireEvent.click(screen.getByRole('button', { name: 'Lägg till mappning' }));
    const rows = screen.getAllByTestId('mapping-row');
    expect(rows).toHaveLength(2);
    const method = within(rows[1]!).getByLabelText(/Fraktsätt i webbutiken/, {
      selector: 'input',
    });
    fireEvent.change(method, { target: { value: 'postnord ombud' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Fraktsätt i webbutiken finns redan en gång i listan'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Ta bort mappning 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    const body = JSON.parse(put.body as string) as Record<string, unknown>;
    expect(body.service_mappings).toEqual(settings.service_mappings);
    expect(body).not.toHaveProperty('webhook_url');
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Inställningarna har sparats.'),
    );
  });
});
