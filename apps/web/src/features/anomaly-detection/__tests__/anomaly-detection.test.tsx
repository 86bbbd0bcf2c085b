import { MantineProvider } from '@mantine/core';
import type { Anomaly, AnomalyPage } from '@portal/contracts/schemas/anomaly-detection';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnomalyDetection } from '../components/anomaly-detection';
import { anomalyFormat, reasonText } from '../utils/format';
import { i18n } from '@/lib/i18n';
import { mockFetch } from '@/testing/fetch-mock';

configure({ asyncUtilTimeout: 8000 });

const company: LedgerCompany = {
  id: 5,
  name: 'Norrsken Handel AB',
  company_id: '556677-8899',
  accounting_system: 'fortnox',
  ledger: { kind: 'fortnox', status: 'done', progress: 100, refreshed_at: '2026-11-01T10:00:00Z' },
};

const rent: Anomaly = {
  key: 'amount:5010:17',
  kind: 'unusual_amount',
  date: '2026-05-04',
  account: 5010,
  account_name: 'Lokalhyra',
  amount: '48000.00',
  score: 4.27,
  reason: {
    key: 'amount_high',
    params: { account: 5010, amount: '48000.00', typical: '7750.00', ratio: 6.2 },
  },
  vouchers: [{ id: 17, series: 'A', number: '123', date: '2026-05-04' }],
  dismissed: false,
};

const page: AnomalyPage = {
  count: 1,
  next: null,
  previous: null,
  results: [rent],
  start: '2026-01-01',
  end: '2026-12-31',
  counts: { unusual_amount: 1, unusual_day: 0, fee_share: 0, missing_payout: 0, vat_rate: 0 },
  accounts: [{ account: 5010, name: 'Lokalhyra', count: 1 }],
};

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => i18n.changeLanguage('sv'));

describe('an anomaly’s reason', () => {
  it('is worded with kronor, factors, shares and days in the reader’s language', async () => {
    await i18n.changeLanguage('sv');
    const sv = (reason: Anomaly['reason']) =>
      reasonText(i18n.t, anomalyFormat('sv'), reason).replace(/\s/g, ' ');
    expect(sv(rent.reason)).toBe(
      'Beloppet 48 000,00 kr på 5010 är 6,2 gånger det vanliga (7 750,00 kr).',
    );
    expect(
      sv({
        key: 'fee_share',
        params: { provider: 'Stripe', share: 11, usual: 1.78, fee: '2421.97', gross: '22017.94' },
      }),
    ).toBe(
      'Stripe behöll 11 % av utbetalningen i avgift (2 421,97 kr av 22 017,94 kr), mot vanligen 1,78 %.',
    );
    expect(
      sv({
        key: 'missing_payout',
        params: { provider: 'Klarna', from: '2026-06-03', to: '2026-06-09', days: 5, cadence: 5 },
      }),
    ).toBe(
      'Ingen utbetalning från Klarna 3 juni 2026–9 juni 2026 (5 bankdagar), fast den brukar betala ut var 5:e bankdag.',
    );
    await i18n.changeLanguage('en');
    const en = reasonText(i18n.t, anomalyFormat('en'), {
      key: 'vat_rate',
      params: { account: 2611, vat: '2690.47', revenue: '14947.04', rate: 18 },
    }).replace(/\s/g, ' ');
    expect(en).toBe(
      'Output VAT SEK 2,690.47 on 2611 is 18% of the revenue SEK 14,947.04 – not 25, 12 or 6%.',
    );
    await i18n.changeLanguage('sv');
  });
});

describe('the anomaly screen', () => {
  it('lists the reason and links the voucher, and marks one expected by its key', async () => {
    const requests = mockFetch((raw) => {
      const url = new URL(raw, 'http://portal.test');
      if (url.pathname.endsWith('/ledger/companies/'))
        return { status: 200, body: { count: 1, next: null, previous: null, results: [company] } };
      if (url.pathname.endsWith('/anomalies/series/'))
        return { status: 200, body: { account: 5010, name: 'Lokalhyra', points: [] } };
      if (url.pathname.endsWith('/dismissals/')) return { status: 201, body: { key: rent.key } };
      return { status: 200, body: page };
    });
    render(
      <MantineProvider env="test">
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: <AnomalyDetection /> }], {
              initialEntries: ['/anomaly-detection?company=5&period=365'],
            })}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const row = await screen.findByTestId('anomaly-row');
    expect(within(row).getByTestId('anomaly-reason').textContent?.replace(/\s/g, ' ')).toContain(
      '6,2 gånger det vanliga',
    );
    const link = within(row).getByRole('link', { name: 'Öppna verifikation A 123' });
    expect(link.getAttribute('href')).toBe('/ledger?company=5&voucher=17');
    const listed = new URL(requests.find((r) => r.url.includes('/anomalies/?'))!.url, 'http://x');
    expect(Object.fromEntries(listed.searchParams)).toMatchObject({
      company: '5',
      period: '365',
      model: 'ensemble',
      sensitivity: 'medium',
      ordering: '-score',
    });
    fireEvent.click(
      within(row).getByRole('button', { name: /^Markera Ovanligt belopp .* som förväntad$/ }),
    );
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.includes('dismissals'))).toBe(true),
    );
    const post = requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual({ key: rent.key });
    expect(post.url).toContain('company=5');
  });
});
