import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startStripe } from './harness';
import type { Json } from './harness';

const day = (d: number) => new Date(Date.UTC(2026, 10, d, 10));

describe('Stripe simulator balance and payouts', () => {
  it('books charges with Stripe fees, refunds, disputes and pays out what is available', async () => {
    const { sim, get } = await startStripe();
    const { state } = sim;
    const sek = state.charge({
      amount: 100_000,
      currency: 'sek',
      orderId: '1001',
      created: day(1),
    });
    const eur = state.charge({ amount: 2_000, currency: 'eur', orderId: '1002', created: day(1) });
    const refund = state.refund(sek.id, 25_000, day(2));
    const dispute = state.dispute(eur.id, day(2));
    const late = state.charge({ amount: 10_000, currency: 'sek', created: day(5) });

    const payout = state.payout(day(4));
    const listed = (
      await get(`/v1/balance_transactions?payout=${payout.id}&limit=100&expand[]=data.source`)
    ).body.data as Json[];
    const byType = (type: string) => listed.filter((t) => t.type === type);
    expect(listed).toHaveLength(5); // 2 charges, refund, dispute, the payout itself
    const [sekTxn] = byType('charge').filter((t) => t.source.id === sek.id);
    expect(sekTxn).toMatchObject({ amount: 100_000, fee: 1_500 + 180, net: 100_000 - 1_680 });
    expect(sekTxn.source.metadata.order_id).toBe('1001');
    const [eurTxn] = byType('charge').filter((t) => t.source.id === eur.id);
    expect(eurTxn.currency).toBe('sek');
    expect(eurTxn.exchange_rate).toBeGreaterThan(11);
    expect(eurTxn.amount).toBe(Math.round(2_000 * eurTxn.exchange_rate));
    expect(byType('refund')[0]).toMatchObject({
      amount: -25_000,
      fee: 0,
      source: { id: refund.id },
    });
    expect(byType('adjustment')[0]).toMatchObject({
      reporting_category: 'dispute',
      amount: -eurTxn.amount,
      fee: 15_000,
      source: { id: dispute.id, charge: eur.id },
    });
    const settled = listed.filter((t) => t.type !== 'payout');
    expect(payout.amount).toBe(settled.reduce((sum: number, t: Json) => sum + t.net, 0));
    expect(byType('payout')[0].amount).toBe(-payout.amount);
    expect(listed.some((t) => t.source.id === late.id)).toBe(false);

    const expanded = await get(
      `/v1/balance_transactions?payout=${payout.id}&expand[0]=data.source&expand[1]=data.source.charge`,
    );
    const disputed = expanded.body.data.find((t: Json) => t.type === 'adjustment');
    expect(disputed.source.charge.metadata.order_id).toBe('1002');
  });

  it('can make a payout differ from its transactions', async () => {
    const { sim } = await startStripe();
    sim.state.charge({ amount: 10_000, currency: 'sek', created: day(1) });
    const payout = sim.state.payout(day(3), { skewMinor: -100 });
    expect(payout.amount).toBe(10_000 - 330 - 100);
  });

  it('signs webhook events with t and v1 and can deliver one twice', async () => {
    const received: Array<{ signature: string; body: string }> = [];
    const hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          signature: String(req.headers['stripe-signature']),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    try {
      const { sim } = await startStripe();
      sim.webhooks.register(address, 'whsec_test');
      sim.state.charge({ amount: 10_000, currency: 'sek', created: day(1) });
      const payout = sim.state.payout(day(3));
      await sim.webhooks.flush();
      const paid = sim.state.events.find((e) => e.type === 'payout.paid')!;
      sim.webhooks.redeliver(paid.id);
      await sim.webhooks.flush();
      const deliveries = received.filter((r) => JSON.parse(r.body).id === paid.id);
      expect(deliveries).toHaveLength(2);
      for (const { signature, body } of deliveries) {
        const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
        const expected = createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex');
        expect(v1).toBe(expected);
        expect(JSON.parse(body).data.object.id).toBe(payout.id);
      }
    } finally {
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});
