import type { Checkout } from '@portal/contracts/schemas/checkout';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStartCheckout } from '../api/start-checkout';
import { CheckoutResult } from '../components/checkout-result';
import { goToPayment } from '../utils/go-to-payment';
import { i18n } from '@/lib/i18n';
import { mockFetch } from '@/testing/fetch-mock';

vi.mock('../utils/go-to-payment', () => ({ goToPayment: vi.fn() }));

const checkout = (over: Partial<Checkout>): Checkout => ({
  id: 7,
  purpose: 'history_import',
  company_id: 2,
  subscription_id: 3,
  invoice_id: null,
  months: 1,
  start_date: '2026-10-22',
  description: 'Historikimport shopify, 1 mån från 2026-10-22 (inkl. moms)',
  amount: '373.75',
  vat: '74.75',
  status: 'open',
  url: 'http://127.0.0.1:9/checkout/pay/cs_test_1',
  created_at: '2026-11-21T10:00:00.000Z',
  paid_at: null,
  ...over,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(goToPayment).mockClear();
});

describe('useStartCheckout', () => {
  it('posts what to pay for, never an amount, and goes to the provider page', async () => {
    const requests = mockFetch(() => ({ status: 201, body: checkout({}) }));
    const { result } = renderHook(() => useStartCheckout(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        purpose: 'history_import',
        subscription_id: 3,
        start_date: '2026-10-22',
      }),
    );
    expect(requests[0]).toMatchObject({ url: '/api/checkouts/', method: 'POST' });
    expect(JSON.parse(String(requests[0]!.body))).toEqual({
      purpose: 'history_import',
      subscription_id: 3,
      start_date: '2026-10-22',
    });
    expect(goToPayment).toHaveBeenCalledWith('http://127.0.0.1:9/checkout/pay/cs_test_1');
  });

  it('stays in the portal when the server refuses', async () => {
    mockFetch(() => ({
      status: 400,
      body: { code: 'validation_error', errors: { start_date: ['x'] } },
    }));
    const { result } = renderHook(() => useStartCheckout({ errorHandled: true }), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ purpose: 'invoice', invoice_id: 4 })
        .catch(() => undefined);
    });
    expect(goToPayment).not.toHaveBeenCalled();
  });
});

describe('CheckoutResult', () => {
  const show = (id: number, cancelled = false) =>
    render(<CheckoutResult id={id} cancelled={cancelled} />, { wrapper });

  it('shows a paid payment with its amount, in Swedish and English', async () => {
    mockFetch(() => ({ status: 200, body: checkout({ status: 'paid', url: null }) }));
    show(7);
    expect(await screen.findByText(/Betalningen är klar: 373,75\s*kr\./)).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('en');
    show(7);
    expect(await screen.findByText(/The payment is complete: SEK\s*373\.75\./)).toBeTruthy();
  });

  it('says nothing was charged after a cancel, and after an expiry', async () => {
    const requests = mockFetch(() => ({ status: 200, body: checkout({}) }));
    show(7, true);
    expect(await screen.findByText('Betalningen avbröts. Inget har debiterats.')).toBeTruthy();
    expect(requests[0]!.url).toBe('/api/checkouts/7/');
    cleanup();
    mockFetch(() => ({ status: 200, body: checkout({ id: 8, status: 'expired', url: null }) }));
    show(8);
    expect(
      await screen.findByText('Betalningen gick ut innan den slutfördes. Inget har debiterats.'),
    ).toBeTruthy();
  });

  it('tells the screen once that the payment is in, so it shows the invoice or import paid', async () => {
    mockFetch(() => ({ status: 200, body: checkout({ status: 'paid', url: null }) }));
    const onPaid = vi.fn();
    const view = render(<CheckoutResult id={7} cancelled={false} onPaid={onPaid} />, { wrapper });
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    view.rerender(<CheckoutResult id={7} cancelled={false} onPaid={() => onPaid()} />);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('does not when nothing was paid', async () => {
    mockFetch(() => ({ status: 200, body: checkout({ status: 'expired', url: null }) }));
    const onPaid = vi.fn();
    render(<CheckoutResult id={7} cancelled={false} onPaid={onPaid} />, { wrapper });
    await waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('offers Try again when the status cannot be read', async () => {
    mockFetch(() => ({ status: 500, body: { code: 'server_error', detail: 'x' } }));
    show(9);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Försök igen' })).toBeTruthy());
  });
});
