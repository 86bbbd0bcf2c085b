import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import type { FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { fortnoxTransport } from '../client';
import type { VoucherDraft } from '../mapping/voucher';
import { bookVoucherOnce, findVoucherByMarker } from '../resources/vouchers';

let sim: FortnoxSimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** The simulator's clock moves only when the client waits: for its budget or a back-off. */
async function connect(token = 'tok') {
  const clock = { ms: Date.UTC(2026, 10, 21, 12) };
  sim = await createFortnoxSimulator({ tokens: ['tok'], now: () => clock.ms, seed: 7 });
  return fortnoxTransport(
    { baseUrl: sim.url, accessToken: token },
    {
      // Fortnox's 25 per 5 s, paced the way the engine's shared budget paces it: one per 200 ms
      budget: { acquire: async () => void (clock.ms += 200) },
      sleep: async (ms) => void (clock.ms += ms),
      retries: 8,
    },
  );
}

const draft = (n: number): VoucherDraft => ({
  series: 'A',
  date: '2026-11-20',
  description: `Order #${n}`,
  rows: [
    { account: '1580', debit: 12500 + n, credit: 0, description: 'Order' },
    { account: '3001', debit: 0, credit: 10000 + n, description: 'Försäljning 25 % moms' },
    { account: '2611', debit: 0, credit: 2500, description: 'Utgående moms 25 %' },
  ],
});

async function countVouchers(transport: ReturnType<typeof fortnoxTransport>) {
  const res = await transport.request<{ MetaInformation: { '@TotalResources': number } }>({
    path: '3/vouchers',
    query: { fromdate: '2026-11-20', todate: '2026-11-20' },
  });
  return res.body.MetaInformation['@TotalResources'];
}

describe('Fortnox vouchers against the simulator', () => {
  it('creates a voucher once and finds it again by its marker', async () => {
    const transport = await connect();
    const first = await bookVoucherOnce(transport, draft(1), 'portal:sub1:shopify:1:order');
    expect(first).toEqual({ series: 'A', number: 1, recovered: false });
    const again = await bookVoucherOnce(transport, draft(1), 'portal:sub1:shopify:1:order');
    expect(again).toEqual({ series: 'A', number: 1, recovered: true });
    expect(await countVouchers(transport)).toBe(1);
  });

  it('recovers a voucher Fortnox took before a crash, instead of booking it twice', async () => {
    const transport = await connect();
    // the worker posted it and died before recording the number
    await transport.request({
      method: 'POST',
      path: '3/vouchers',
      body: {
        Voucher: { ...(await import('../mapping/voucher')).toFortnoxVoucher(draft(2), 'm-2') },
      },
    });
    const result = await bookVoucherOnce(transport, draft(2), 'm-2');
    expect(result.recovered).toBe(true);
    expect(await countVouchers(transport)).toBe(1);
    expect(await findVoucherByMarker(transport, '2026-11-20', 'm-unknown')).toBeUndefined();
  });

  it('books every voucher exactly once while a fifth of the requests fail', async () => {
    const transport = await connect();
    sim!.faults.set({
      tooManyRequests: { probability: 0.1 },
      serverError: { probability: 0.1, status: 503 },
    });
    const numbers = new Set<number>();
    for (let n = 1; n <= 40; n++) {
      const booked = await bookVoucherOnce(transport, draft(n), `m-${n}`);
      numbers.add(booked.number);
    }
    sim!.faults.clear();
    expect(numbers.size).toBe(40);
    expect(await countVouchers(transport)).toBe(40);
  });

  it('translates Fortnox refusals to the SDK codes', async () => {
    const transport = await connect();
    const unbalanced = { ...draft(3), rows: draft(3).rows.slice(0, 2) };
    const error = await bookVoucherOnce(transport, unbalanced, 'm-3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('validation');
    const stranger = fortnoxTransport({ baseUrl: sim!.url, accessToken: 'nope' });
    const denied = await bookVoucherOnce(stranger, draft(4), 'm-4').catch((e: unknown) => e);
    expect((denied as ConnectorError).code).toBe('auth');
  });
});
