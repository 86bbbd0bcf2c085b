import { MantineProvider } from '@mantine/core';
import type { ShipmentProblem } from '@portal/contracts/schemas/shipments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateShipmentModal } from '../components/create-shipment-modal';
import { draft, options, points, settings, shipment } from './fixtures';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notifySuccess: toasts.success, notify: vi.fn() }));

const problem = (over: Partial<ShipmentProblem>): ShipmentProblem => ({
  code: 'address_unservable',
  parcel: null,
  field: null,
  params: {},
  message: '',
  ...over,
});

let requests: RecordedRequest[];
let checks: ShipmentProblem[][];

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  checks = [];
  requests = mockFetch((url) => {
    if (url.startsWith('/api/shipments/draft/')) return { status: 200, body: draft };
    if (url === '/api/shipments/settings/') return { status: 200, body: settings };
    if (url === '/api/shipments/options/') return { status: 200, body: options };
    if (url.startsWith('/api/shipments/service-points/'))
      return { status: 200, body: { results: points } };
    if (url === '/api/shipments/check/')
      return { status: 200, body: { problems: checks.shift() ?? [] } };
    if (url === '/api/shipments/') return { status: 201, body: shipment };
    return { status: 404, body: { detail: 'nope' } };
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderModal() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/sales-panel']}>
          <Routes>
            <Route
              path="/sales-panel"
              element={
                <CreateShipmentModal
                  opened
                  order={41}
                  orderNumber="281"
                  onClose={() => undefined}
                />
              }
            />
            <Route path="/shipments/:id" element={<p>detail page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const posts = (url: string) => requests.filter((r) => r.method === 'POST' && r.url === url);

describe('creating a shipment from a sales panel order', { timeout: 30_000 }, () => {
  it('fills the form from the draft and offers the service points near the receiver', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Ny försändelse för order 281' });
    expect(
      await within(dialog).findByText(
        'Tjänsten valdes av mappningen för fraktsättet ”PostNord Ombud”.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Postnummer/)).toHaveProperty('value', '11122');
    const picker = await within(dialog).findByRole('radiogroup', { name: /Ombud/ });
    const cards = await within(picker).findAllByRole('radio');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('ICA Nära Storgatan');
    expect(cards[0]!.textContent).toContain('240 m bort');
    expect(cards[0]!.textContent).toContain('Måndag: 08:00–21:00');
    expect(cards[1]!.textContent).toContain('Måndag: Stängt');
    const asked = requests.find((r) => r.url.startsWith('/api/shipments/service-points/'))!;
    expect(asked.url).toBe(
      '/api/shipments/service-points/?country=SE&postal_code=11122&carrier=postnord',
    );
  });

  it('shows what the check refuses under its field and buys nothing; then buys after a fix', async () => {
    checks = [
      [
        problem({
          field: 'receiver.postal_code',
          message: 'PostNord kan inte leverera till postnummer 11122 i SE.',
        }),
        problem({
          code: 'service_point_required',
          field: 'service_point',
          message: 'Välj ett ombud nära mottagaren.',
        }),
        problem({ code: 'no_shipping_app', message: 'Bolaget har ingen aktiv fraktapp.' }),
      ],
    ];
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Ny försändelse för order 281' });
    const buy = await within(dialog).findByRole('button', { name: 'Köp etikett' });
    fireEvent.click(buy);

    const postal = within(dialog).getByLabelText(/^Postnummer/);
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = postal.getAttribute('aria-describedby') ?? '';
    const errorText = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(errorText).toContain('PostNord kan inte leverera till postnummer 11122 i SE.');
    expect(within(dialog).getByText('Välj ett ombud nära mottagaren.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Bolaget har ingen aktiv fraktapp.',
    );
    expect(posts('/api/shipments/check/')).toHaveLength(1);
    expect(posts('/api/shipments/')).toHaveLength(0);

    // the arrow keys choose a service point
    const cards = within(dialog).getAllByRole('radio');
    cards[0]!.focus();
    fireEvent.keyDown(cards[0]!, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(cards[1]!.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(buy);
    await waitFor(() => expect(posts('/api/shipments/')).toHaveLength(1));
    const sent = JSON.parse(posts('/api/shipments/')[0]!.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({
      order: 41,
      order_id: null,
      service: 'pn_point',
      service_point: 'sp-2',
    });
    expect(await screen.findByText('detail page')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith(
      'Etiketten är köpt. Spårningsnummer PN123456789SE.',
    );
  });

  it('shows the problems of a purchase the server refused the same way', async () => {
    requests = mockFetch((url) => {
      if (url.startsWith('/api/shipments/draft/')) return { status: 200, body: draft };
      if (url === '/api/shipments/settings/') return { status: 200, body: settings };
      if (url === '/api/shipments/options/') return { status: 200, body: options };
      if (url.startsWith('/api/shipments/service-points/'))
        return { status: 200, body: { results: points } };
      if (url === '/api/shipments/check/') return { status: 200, body: { problems: [] } };
      return {
        status: 400,
        body: {
          code: 'problems',
          detail: 'Försändelsen kan inte köpas som den är.',
          problems: [
            problem({
              code: 'overweight',
              parcel: 0,
              field: 'parcels.0.weight_grams',
              message: 'Kolli 1 väger 1,2 kg, men tjänsten tar högst 1 kg.',
            }),
          ],
        },
      };
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Ny försändelse för order 281' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Köp etikett' }));
    expect(
      await within(dialog).findByText('Kolli 1 väger 1,2 kg, men tjänsten tar högst 1 kg.'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Vikt \(g\)/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByText('detail page')).toBeNull();
  });
});
