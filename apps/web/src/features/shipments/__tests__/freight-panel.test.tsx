import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Shipment } from '@portal/contracts/schemas/shipments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FreightPanel } from '../components/freight-panel';
import { shipment } from './fixtures';

let asked: { url: string; method: string }[];

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  asked = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(freight: Shipment['freight'], answer: Shipment) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method ?? 'GET' });
      return Response.json(answer);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <FreightPanel shipment={{ ...shipment, freight }} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const failed = { status: 'Failed', reference: null, reason: 'Bokföringen svarade inte' };
const booked = { status: 'Success', reference: 'W 12', reason: '' };

describe('the freight panel', () => {
  it('shows why the freight failed and books it again from its button', async () => {
    const freight = { net: 5900, vat: 1475, paid: 4900, booking: failed, reversal: null };
    const after = { ...shipment, freight: { ...freight, booking: booked } };
    renderPanel(freight, after);
    expect(screen.getByText('Bokföringen svarade inte')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bokför igen' }));
    await waitFor(() =>
      expect(asked).toEqual([{ url: '/api/shipments/9/freight/retry/', method: 'POST' }]),
    );
  });

  it('shows a cancelled label’s credit beside its booking, with no button when nothing failed', () => {
    const credit = { ...booked, reference: 'W 13' };
    renderPanel({ net: 5900, vat: 1475, paid: null, booking: booked, reversal: credit }, shipment);
    expect(screen.getByText('Krediterad vid makulering')).toBeTruthy();
    expect(screen.getByText('W 13')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bokför igen' })).toBeNull();
  });
});
