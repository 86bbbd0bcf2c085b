import { MantineProvider } from '@mantine/core';
import type { Configuration } from '@portal/contracts/schemas/configuration';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigureForm } from '../components/configure-form';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notifySuccess: toasts.success }));

const ACCOUNTS = {
  clearing: '1580',
  bank: '1930',
  fees: '6570',
  suspense: '1790',
  disputes: '6990',
  shipping: '3520',
  discount: '3730',
  rounding: '3740',
  giftCardLiability: '2420',
  exchangeGain: '3960',
  exchangeLoss: '7960',
  revenue25: '3001',
  revenue12: '3002',
  revenue6: '3003',
  revenue0: '3004',
  vat25: '2611',
  vat12: '2621',
  vat6: '2631',
};

const configuration = (over: Partial<Configuration>): Configuration => ({
  posting_model: 'per_order',
  accounts: ACCOUNTS,
  defaults: ACCOUNTS,
  names: {},
  article_write_back: 'none',
  article_write_back_available: true,
  ...over,
});

const REFUSED =
  'Skriva tillbaka till butiken går bara för Shopify och WooCommerce som bokförs i Fortnox eller Visma eEkonomi.';

let requests: RecordedRequest[];
let refuse: boolean;

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  refuse = false;
  requests = mockFetch(() =>
    refuse
      ? {
          status: 400,
          body: { code: 'validation_error', errors: { article_write_back: [REFUSED] } },
        }
      : { status: 200, body: configuration({ article_write_back: 'price' }) },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderForm(props: Parameters<typeof ConfigureForm>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ConfigureForm {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const writeBackGroup = () =>
  screen.queryByRole('radiogroup', { name: 'Skriv tillbaka till butiken' });

async function savedBody() {
  fireEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
  const put = requests.find((r) => r.method === 'PUT')!;
  expect(put.url).toBe('/api/subscriptions/7/configuration/');
  return JSON.parse(put.body as string) as Record<string, unknown>;
}

describe('the write-back choice of the Configure tab (e2)', () => {
  it('offers the four choices, each explained, and saves the one chosen', async () => {
    renderForm({ id: 7, configuration: configuration({}) });
    const group = writeBackGroup()!;
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['none', 'price', 'stock', 'both']);
    expect(within(group).getByRole('radio', { name: 'Inget' })).toHaveProperty('checked', true);
    expect(
      within(group).getByText('Butiken behåller sina egna priser och lagersaldon.'),
    ).toBeTruthy();
    expect(within(group).getByText('Bokföringens pris skrivs till butiken.')).toBeTruthy();

    fireEvent.click(within(group).getByRole('radio', { name: 'Pris' }));
    const body = await savedBody();
    expect(body).toEqual({
      posting_model: 'per_order',
      accounts: ACCOUNTS,
      confirmed: [],
      article_write_back: 'price',
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Inställningarna är sparade.'));
  });

  it('starts from the saved choice', () => {
    renderForm({ id: 7, configuration: configuration({ article_write_back: 'both' }) });
    expect(
      within(writeBackGroup()!).getByRole('radio', { name: 'Pris och lagersaldo' }),
    ).toHaveProperty('checked', true);
  });

  it('is not shown, nor sent, where the app or the ledger keeps no articles', async () => {
    renderForm({ id: 7, configuration: configuration({ article_write_back_available: false }) });
    expect(writeBackGroup()).toBeNull();
    expect(screen.queryByText('Butiken behåller sina egna priser och lagersaldon.')).toBeNull();
    const body = await savedBody();
    expect(body).not.toHaveProperty('article_write_back');
    expect(body).toMatchObject({ posting_model: 'per_order', accounts: ACCOUNTS });
  });

  it('is not shown on the payment accounts’ screen, which keeps the saved choice', async () => {
    renderForm({
      id: 7,
      configuration: configuration({ article_write_back: 'stock' }),
      only: ['clearing', 'bank'],
    });
    expect(writeBackGroup()).toBeNull();
    expect(await savedBody()).not.toHaveProperty('article_write_back');
  });

  it('shows the server’s refusal on the choice itself', async () => {
    refuse = true;
    renderForm({ id: 7, configuration: configuration({}) });
    fireEvent.click(within(writeBackGroup()!).getByRole('radio', { name: 'Lagersaldo' }));
    await savedBody();
    // under the choice, described as its error; not a message above the form
    const shown = await screen.findByText(REFUSED);
    expect(writeBackGroup()!.getAttribute('aria-describedby')).toContain(shown.id);
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
