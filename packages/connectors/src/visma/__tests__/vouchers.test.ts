import { afterEach, describe, expect, it } from 'vitest';
import { vismaConnector } from '../connector';
import { toVismaVoucher } from '../mapping/voucher';
import { COMPANY, startVisma, voucher } from './simulated-visma';
import type { SimulatedVisma } from './simulated-visma';

let visma: SimulatedVisma | undefined;
afterEach(async () => {
  await visma?.sim.close();
  visma = undefined;
});

async function session() {
  visma = await startVisma();
  const { sim, credentials } = visma;
  return vismaConnector.open({ baseUrl: sim.url, credentials }, visma.runtime());
}

describe('Visma vouchers through the connector', () => {
  it('books a voucher once with the marker at the end of its text, and recovers it when asked again', async () => {
    const ledger = await session();
    const marker = 'portal:sub1:shopify:1:order';
    expect(await ledger.bookOnce(voucher(1), marker)).toEqual({
      reference: 'A1',
      recovered: false,
    });
    expect(await ledger.bookOnce(voucher(1), marker)).toEqual({ reference: 'A1', recovered: true });
    const [stored] = visma!.sim.state.vouchers(COMPANY);
    expect(stored).toMatchObject({
      VoucherText: `Order #1 [${marker}]`,
      VoucherDate: '2026-11-20T00:00:00',
    });
    expect(stored!.Rows.map((r) => [r.AccountNumber, r.DebitAmount, r.CreditAmount])).toEqual([
      [1580, 125.01, 0],
      [3001, 0, 100.01],
      [2611, 0, 25],
    ]);
  });

  it('tells a marker from a longer one that starts like it', async () => {
    const ledger = await session();
    await ledger.bookOnce(voucher(10), 'm-10');
    expect(await ledger.bookOnce(voucher(1), 'm-1')).toEqual({ reference: 'A2', recovered: false });
    expect(visma!.sim.state.vouchersWithMarker(COMPANY, '[m-1]')).toBe(1);
  });

  it('books every voucher exactly once while a fifth of the requests fail (429, 503, timeouts)', async () => {
    visma = await startVisma();
    const { sim } = visma;
    const flaky = vismaConnector.open(
      { baseUrl: sim.url, credentials: visma.credentials },
      visma.runtime({ timeoutMs: 300 }),
    );
    // a timeout here is a request Visma never answers nor takes; one it took is the next test
    sim.faults.set({
      tooManyRequests: { probability: 0.08 },
      serverError: { probability: 0.08, status: 503 },
      timeout: { probability: 0.04 },
    });
    const references = new Set<string>();
    for (let n = 1; n <= 30; n++) {
      references.add((await flaky.bookOnce(voucher(n), `m-${n}`)).reference);
    }
    sim.faults.clear();
    expect(references.size).toBe(30);
    expect(sim.state.vouchers(COMPANY)).toHaveLength(30);
    for (let n = 1; n <= 30; n++) expect(sim.state.vouchersWithMarker(COMPANY, `[m-${n}]`)).toBe(1);
  });

  it('recovers a voucher Visma took before the answer was lost, instead of booking it twice', async () => {
    const ledger = await session();
    const { sim } = visma!;
    // the worker posted it and died before recording the number
    await fetch(`${sim.url}/v2/vouchers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${COMPANY}`, 'content-type': 'application/json' },
      body: JSON.stringify(toVismaVoucher(voucher(2), 'm-2')),
    });
    expect(await ledger.bookOnce(voucher(2), 'm-2')).toEqual({ reference: 'A1', recovered: true });
    expect(sim.state.vouchers(COMPANY)).toHaveLength(1);
  });

  it('passes on the wait Visma names in its 429 body when retries did not outlast it', async () => {
    visma = await startVisma();
    const { sim, credentials } = visma;
    const hasty = vismaConnector.open(
      { baseUrl: sim.url, credentials },
      visma.runtime({ retries: 1 }),
    );
    sim.faults.set({ tooManyRequests: { next: 2 } });
    const error = await hasty.bookOnce(voucher(1), 'm-1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 55 });
    expect(sim.state.vouchers(COMPANY)).toHaveLength(0);
  });

  it('answers validation for what Visma refuses', async () => {
    const ledger = await session();
    const error = await ledger
      .bookOnce(voucher(1, { date: '2024-05-01' }), 'm-old')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'validation' });
    expect(String((error as Error).message)).toContain('3001');
  });
});
