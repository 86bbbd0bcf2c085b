import { describe, expect, it } from 'vitest';
import { settledAmount } from '../model';
import { startKlarna } from './harness';
import type { Json } from './harness';

describe('Klarna simulator: pagination', () => {
  it.each([
    [0, 5, [0]],
    [4, 5, [4]],
    [5, 5, [5]],
    [6, 5, [5, 1]],
  ])('%i payouts in pages of %i come as %j, following next', async (items, size, counts) => {
    const { get } = await startKlarna({ payouts: items });
    const seen: string[] = [];
    const pages: number[] = [];
    let url: string | undefined = `payouts?size=${size}`;
    while (url) {
      const page: Json = await get(url);
      expect(page.status).toBe(200);
      expect(page.body.pagination.total).toBe(items);
      pages.push(page.body.pagination.count);
      seen.push(...page.body.payouts.map((p: Json) => p.payment_reference));
      url = page.body.pagination.next;
    }
    expect(pages).toEqual(counts);
    expect(new Set(seen).size).toBe(items);
  });

  it('gives prev on later pages, and offset past the end is an empty page', async () => {
    const { get } = await startKlarna({ payouts: 3 });
    const second = await get('payouts?size=2&offset=2');
    expect(second.body.pagination).toMatchObject({ count: 1, total: 3, offset: 2 });
    expect(second.body.pagination.prev).toContain('offset=0');
    expect(second.body.pagination.next).toBeUndefined();
    expect((await get('payouts?offset=10')).body.payouts).toEqual([]);
  });

  it.each(['size=501', 'size=0', 'size=ten', 'offset=-1'])(
    'refuses %s with 400 BAD_VALUE',
    async (query) => {
      const { get } = await startKlarna();
      for (const path of [`payouts?${query}`, `transactions?${query}`]) {
        const refused = await get(path);
        expect(refused.status).toBe(400);
        expect(refused.body.error_code).toBe('BAD_VALUE');
      }
    },
  );

  it('accepts size 500, defaults to 20', async () => {
    const { get } = await startKlarna({ payouts: 21 });
    expect((await get('payouts?size=500')).body.payouts).toHaveLength(21);
    expect((await get('payouts')).body.payouts).toHaveLength(20);
  });
});

describe('Klarna simulator: payouts and transactions', () => {
  it('pays every unpaid transaction up to the payout date, settlement = their signed sum', async () => {
    const { sim, get } = await startKlarna();
    const { state } = sim;
    state.sale({ amount: 100_000, currency: 'SEK', orderRef: '1001', date: '2026-03-01' });
    state.sale({ amount: 50_000, currency: 'SEK', orderRef: '1002', date: '2026-03-02' });
    state.return('1001', 20_000, '2026-03-02');
    state.correction(-150, '2026-03-02');
    state.sale({ amount: 70_000, currency: 'SEK', orderRef: '1003', date: '2026-03-09' });
    const payout = state.payout('2026-03-03');

    const read = await get(`payouts/${payout.payment_reference}`);
    expect(read.body).toEqual(payout);
    expect(read.body.totals).toMatchObject({
      sale_amount: 150_000,
      return_amount: 20_000,
      fee_amount: 2990 + 1495,
      fee_correction_amount: -150,
      settlement_amount: 150_000 - 20_000 - 4485 - 150,
    });
    const listed = await get(`transactions?payment_reference=${payout.payment_reference}&size=500`);
    const types = listed.body.transactions.map((t: Json) => t.type);
    expect(types).toEqual(['SALE', 'FEE', 'SALE', 'FEE', 'RETURN', 'CORRECTION']);
    const sum = listed.body.transactions.reduce((s: number, t: Json) => s + settledAmount(t), 0);
    expect(sum).toBe(payout.totals.settlement_amount);
    const sale = listed.body.transactions[0];
    expect(sale).toMatchObject({ merchant_reference1: '1001', currency_code: 'SEK' });
    expect(listed.body.transactions[1]).toMatchObject({
      order_id: sale.order_id,
      capture_id: sale.capture_id,
      detailed_type: 'PURCHASE_FEE_PERCENTAGE',
    });
    expect(listed.body.transactions[4]).toMatchObject({ order_id: sale.order_id, capture_id: '' });
    // the later sale waits for the next payout
    expect(state.payout('2026-03-10').totals.sale_amount).toBe(70_000);
  });

  it('skews settlement_amount on request, for the suspense path', async () => {
    const { sim } = await startKlarna();
    sim.state.sale({ amount: 10_000, currency: 'SEK', orderRef: 'A', date: '2026-03-01' });
    const payout = sim.state.payout('2026-03-02', { skewMinor: 7 });
    expect(payout.totals.settlement_amount).toBe(10_000 - 299 + 7);
  });

  it('keeps EUR apart and puts VAT on the fee when asked', async () => {
    const { sim } = await startKlarna();
    const { fees } = sim.state.sale({
      amount: 10_000,
      currency: 'EUR',
      orderRef: 'E1',
      date: '2026-03-01',
      vatRate: 25,
    });
    expect(fees[0]).toMatchObject({ amount: 299, vat_rate: 2500, vat_amount: 60 });
    expect(sim.state.payout('2026-03-02').totals.sale_amount).toBe(0);
    const eur = sim.state.payout('2026-03-02', { currency: 'EUR' });
    expect(eur).toMatchObject({ currency_code: 'EUR', totals: { settlement_amount: 9701 } });
  });

  it('filters payouts by payout date (inclusive) and currency; summarises per currency', async () => {
    const { get } = await startKlarna({ payouts: 5 });
    const window = await get(
      'payouts?start_date=2026-01-03T00:00:00Z&end_date=2026-01-04T00:00:00Z&currency_code=SEK',
    );
    expect(window.body.payouts.map((p: Json) => p.payout_date)).toEqual([
      '2026-01-03T00:00:00Z',
      '2026-01-04T00:00:00Z',
    ]);
    expect((await get('payouts/summary')).status).toBe(400);
    const summary = await get('payouts/summary?start_date=2026-01-01&end_date=2026-12-31');
    expect(summary.body).toHaveLength(1);
    const all = await get('payouts?size=500');
    expect(summary.body[0].summary_total_settlement_amount).toBe(
      all.body.payouts.reduce((s: number, p: Json) => s + p.totals.settlement_amount, 0),
    );
  });
});
