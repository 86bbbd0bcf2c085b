import { MantineProvider } from '@mantine/core';
import type {
  CompanyDashboard,
  Dashboard,
  FirmDashboard,
  InhouseDashboard,
  VolumePoint,
} from '@portal/contracts/schemas/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoleDashboard } from '../components/role-dashboard';
import { mockFetch } from '@/testing/fetch-mock';

const point = (at: string, success = 0, failed = 0, ambiguous = 0): VolumePoint => ({
  at,
  success,
  failed,
  ambiguous,
});
const volume = [
  point('2026-11-20T10:00:00.000Z', 4, 1),
  point('2026-11-20T11:00:00.000Z', 2, 0, 1),
];

const company: CompanyDashboard = {
  kind: 'company',
  range: '24h',
  company: { id: 2, name: 'Norrsken Handel AB' },
  subscriptions: [
    {
      id: 11,
      application_name: 'WooCommerce',
      accounting_name: 'SIE',
      status: 'Error',
      health: { score: 0, band: 'poor' },
      last_processed_date: '2026-11-20T09:00:00.000Z',
      open_problems: 3,
    },
    {
      id: 12,
      application_name: 'Shopify',
      accounting_name: 'Fortnox',
      status: 'Active',
      health: { score: 92, band: 'good' },
      last_processed_date: null,
      open_problems: 0,
    },
  ],
  volume,
  roi: { elements_synced: 120, days: 30 },
};

const client = {
  subscriptions: 1,
  open_problems: 0,
  last_sync: null,
  health: { score: 70, band: 'fair' as const },
};
const firm: FirmDashboard = {
  kind: 'firm',
  range: '24h',
  clients: [
    { ...client, company_id: 3, company: 'Alfa AB', reasons: [] },
    {
      ...client,
      company_id: 4,
      company: 'Bygg AB',
      open_problems: 2,
      reasons: ['error_subscription', 'failed_entries'],
    },
  ],
  attention: [],
  volume: volume.map((p) => ({ ...p, success: 0, failed: 0, ambiguous: 0 })),
  roi: { elements_synced: 0, days: 30 },
};
firm.attention = [firm.clients[1]!];

const inhouse: InhouseDashboard = {
  kind: 'inhouse',
  range: '24h',
  companies: { all: 12, active: 11, with_active_subscription: 9 },
  active_by_app: [
    { slug: 'shopify', name: 'Shopify', active: 6 },
    { slug: 'stripe', name: 'Stripe', active: 2 },
  ],
  active_by_accounting: [{ slug: 'fortnox', name: 'Fortnox', active: 8 }],
  activity: [
    { at: '2026-11-20T10:00:00.000Z', success: 0, failed: 0, ambiguous: 0, failure_rate: null },
    { at: '2026-11-20T11:00:00.000Z', success: 3, failed: 1, ambiguous: 0, failure_rate: 25 },
  ],
  failures: [{ at: '2026-11-20T10:00:00.000Z', failed_entries: 5, failed_tasks: 2 }],
  backlog: {
    pending_entries: 7,
    queued_tasks: 1,
    started_tasks: 0,
    error_subscriptions: 1,
    stale_subscriptions: 2,
  },
  top_failing: [{ company_id: 4, company: 'Bygg AB', failed_entries: 5, failed_tasks: 2 }],
};

function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <RoleDashboard />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const answer = (view: Dashboard) => mockFetch(() => ({ status: 200, body: view }));

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard of an owner', () => {
  it("shows the company's figures, subscriptions with links, the volume and the ROI", async () => {
    answer(company);
    renderDashboard();
    const rows = await screen.findAllByTestId('dashboard-subscription');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: 'WooCommerce → SIE' });
    expect(link.getAttribute('href')).toBe('/app-settings/11');
    expect(within(rows[0]!).getByText('Fel')).toBeTruthy();
    expect(within(rows[1]!).getByText('Aldrig')).toBeTruthy();
    const problems = screen.getByRole('region', { name: 'Öppna problem' });
    expect(within(problems).getByTestId('figure-value').textContent).toBe('3');
    const synced = screen.getByRole('region', { name: 'Synkade i intervallet' });
    expect(within(synced).getByTestId('figure-value').textContent).toBe('6');

    const chart = screen.getByTestId('volume-chart');
    expect(chart.textContent).toContain(
      '8 element i intervallet: 6 lyckade, 1 misslyckade, 1 tvetydiga.',
    );
    // the table a screen reader reads: one row per bucket, the figures per status
    expect(within(chart).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'ROI-kalkylator' })).toBeTruthy();
  });

  it('asks the server for the range chosen', async () => {
    const requests = answer(company);
    renderDashboard();
    await screen.findAllByTestId('dashboard-subscription');
    expect(requests[0]!.url).toBe('/api/dashboard/?range=24h');
    fireEvent.click(screen.getByRole('radio', { name: /^7 dagar/ }));
    await waitFor(() => expect(requests.at(-1)!.url).toBe('/api/dashboard/?range=7d'));
  });
});

describe('the dashboard of an accountant', () => {
  it('lists the clients that need attention with why, and says when a range is empty', async () => {
    answer(firm);
    renderDashboard();
    const attention = await screen.findByRole('region', { name: 'Behöver uppmärksamhet' });
    const item = within(attention).getByTestId('attention-client');
    expect(item.textContent).toContain('Bygg AB');
    expect(within(item).getByText('Prenumeration med fel')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Bygg AB' }).getAttribute('href')).toBe('/lobby');
    expect(screen.getAllByTestId('dashboard-client')).toHaveLength(2);
    expect(within(screen.getByTestId('volume-chart')).getByTestId('chart-empty').textContent).toBe(
      'Inga data i det här intervallet.',
    );
    expect(screen.getByRole('region', { name: 'ROI-kalkylator' })).toBeTruthy();
  });
});

describe('the dashboard of in-house staff', () => {
  it('shows the backlog with links, the failures and the companies failing most, no ROI', async () => {
    answer(inhouse);
    renderDashboard();
    const pending = await screen.findByRole('region', { name: 'Väntande element' });
    expect(within(pending).getByTestId('figure-value').textContent).toBe('7');
    expect(within(pending).getByRole('link').getAttribute('href')).toBe('/sync-entry-report');
    const queued = screen.getByRole('region', { name: 'Köade körningar' });
    expect(within(queued).getByRole('link').getAttribute('href')).toBe('/period-tasks');
    expect(screen.getByTestId('failures-chart').textContent).toContain(
      '5 misslyckade element och 2 misslyckade körningar i intervallet.',
    );
    expect(screen.getByTestId('failing-company').textContent).toContain('Bygg AB');
    expect(screen.queryByRole('region', { name: 'ROI-kalkylator' })).toBeNull();
  });

  it('shows the companies, the active subscriptions per system and the failure rate', async () => {
    answer(inhouse);
    renderDashboard();
    const active = await screen.findByRole('region', { name: 'Aktiva bolag' });
    expect(within(active).getByTestId('figure-value').textContent).toBe('11');
    const byApp = screen.getByRole('region', { name: 'Aktiva prenumerationer per app' });
    const rows = within(byApp).getAllByTestId('share-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Shopify675 %', 'Stripe225 %']);
    const rate = screen.getByTestId('failure-rate-chart');
    expect(rate.textContent).toContain(
      '1 av 4 avslutade element misslyckades i intervallet (25 %).',
    );
    // an hour where nothing ended has no rate, not a rate of zero
    expect(
      within(rate)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('–');
    expect(screen.getByTestId('activity-chart').textContent).toContain('4 element i intervallet');
  });
});

describe('a dashboard that cannot be loaded', () => {
  it('says so and loads again on Try again', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? { status: 500, body: { code: 'server_error' } } : { status: 200, body: company },
    );
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Översikten kunde inte hämtas.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findAllByTestId('dashboard-subscription')).toHaveLength(2);
  });
});
