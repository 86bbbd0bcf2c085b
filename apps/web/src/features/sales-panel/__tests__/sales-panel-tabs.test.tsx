import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesPanelTabs } from '../components/sales-panel-tabs';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderAt(entry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <SalesPanelTabs />
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

let requests: RecordedRequest[];
const listed = () => requests.map((r) => new URL(r.url, 'http://x').pathname);

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  requests = mockFetch(() => ({
    status: 200,
    body: { count: 0, next: null, previous: null, results: [] },
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SalesPanelTabs', () => {
  it('opens the tab the address names and lists it', async () => {
    renderAt('/sales-panel?tab=payments');
    expect(screen.getByRole('tab', { name: 'Utbetalningar' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('Inga utbetalningar.')).toBeTruthy();
    expect(listed()).toEqual(['/api/sales/payments/']);
  });

  it('starts on orders when the address names no tab or an unknown one', async () => {
    renderAt('/sales-panel?tab=secrets');
    expect(screen.getByRole('tab', { name: 'Ordrar' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Inga ordrar.')).toBeTruthy();
    expect(listed()).toEqual(['/api/sales/orders/']);
  });

  it('puts the chosen tab in the address and lists that tab, keeping the rest of it', async () => {
    renderAt('/sales-panel?company=2');
    await screen.findByText('Inga ordrar.');
    fireEvent.click(screen.getByRole('tab', { name: 'Kunder' }));
    expect(screen.getByRole('tab', { name: 'Kunder' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('address').textContent).toBe('?company=2&tab=customers');
    expect(await screen.findByText('Inga kunder.')).toBeTruthy();
    await waitFor(() => expect(listed().at(-1)).toBe('/api/sales/customers/'));
  });

  it('moves to the next tab with the arrow keys', () => {
    renderAt('/sales-panel?tab=orders');
    const orders = screen.getByRole('tab', { name: 'Ordrar' });
    orders.focus();
    fireEvent.keyDown(orders, { key: 'ArrowRight' });
    const articles = screen.getByRole('tab', { name: 'Artiklar' });
    expect(document.activeElement).toBe(articles);
    expect(articles.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('address').textContent).toBe('?tab=articles');
  });
});
