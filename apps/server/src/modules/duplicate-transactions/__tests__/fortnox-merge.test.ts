import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LedgerVoucher } from '@portal/connectors/model/ledger';
import { createFortnoxSimulator, type FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { ledgerWorld, storeLedger } from '../../anomaly-detection/__tests__/ledger-world';
import { insertConnection } from '../../engine/connections.repository';
import { rowsOf } from '../../ledger/ledger-store.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { postReversal, reversalMarker } from '../accounting-booking';
import { vouchersWithRows } from '../duplicate-transactions.repository';

const TOKEN = 'fortnox-duplicates';
let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;
let fortnox: FortnoxSimulator;
let stored: LedgerVoucher[] = [];

const SALE = [
  { account: 1580, amount: 12_500 },
  { account: 3001, amount: -10_000 },
  { account: 2611, amount: -2_500 },
];
const PAYOUT = [
  { account: 1930, amount: 24_000 },
  { account: 6570, amount: 1_000 },
  { account: 1580, amount: -25_000 },
];

/** Books in the simulated Fortnox as the shop did, and returns the vouchers as its SIE gives them. */
async function bookInFortnox(
  date: string,
  text: string,
  rows: typeof SALE,
): Promise<LedgerVoucher> {
  const res = await fetch(`${fortnox.url}/3/vouchers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      Voucher: {
        VoucherSeries: 'A',
        TransactionDate: date,
        Description: text,
        VoucherRows: rows.map((r) => ({
          Account: r.account,
          Debit: Math.max(r.amount, 0) / 100,
          Credit: Math.max(-r.amount, 0) / 100,
        })),
      },
    }),
  });
  const { Voucher } = (await res.json()) as { Voucher: { VoucherNumber: number } };
  return { series: 'A', number: String(Voucher.VoucherNumber), date, text, rows };
}

/**
 * The network between us and Fortnox: passes everything on, except that it can lose the answer
 * to the next voucher Fortnox creates (Fortnox keeps it) and then fail the requests after it,
 * as a connection that drops does.
 */
const network = { loseNextCreate: false, failing: 0 };
let proxy: Server;
let proxyUrl = '';

function startProxy() {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (network.failing > 0) {
        network.failing -= 1;
        res.writeHead(503).end();
        return;
      }
      const answer = await fetch(`${fortnox.url}${req.url}`, {
        method: req.method,
        headers: {
          authorization: req.headers.authorization ?? '',
          'content-type': 'application/json',
        },
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (req.method === 'POST' && network.loseNextCreate) {
        network.loseNextCreate = false;
        network.failing = 30;
        res.writeHead(503).end();
        return;
      }
      res
        .writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        })
        .end(body);
    });
  });
  return new Promise<void>((resolve) =>
    proxy.listen(0, '127.0.0.1', () => {
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** Reversals in the simulated Fortnox, by our marker. */
const reversalsIn = () =>
  fortnox.state.tenant(TOKEN)!.vouchers.filter((v) => v.Comments?.startsWith('portal:duplicate:'));

const scan = () =>
  call(t.app, {
    method: 'POST',
    url: `/api/duplicates/scan/?company=${w.shop.id}&criteria=strict`,
    key: w.keys.master,
  });
const flagged = async () =>
  (
    await call(t.app, {
      url: `/api/duplicates/?company=${w.shop.id}&status=flagged`,
      key: w.keys.master,
    })
  ).json<{
    results: { id: number; duplicate: { id: number; number: string } }[];
  }>().results;
const merge = (id: number) =>
  call(t.app, {
    method: 'POST',
    url: `/api/duplicates/merge/?company=${w.shop.id}`,
    key: w.keys.master,
    payload: { ids: [id] },
  });

beforeAll(async () => {
  t = await createTestApp({ syncRequestTimeoutMs: 400 });
  t.clock.set(new Date('2025-06-20T09:00:00Z'));
  fortnox = await createFortnoxSimulator({
    tokens: [TOKEN],
    rateLimit: false,
    now: () => Date.parse('2025-06-20T09:00:00Z'),
    seed: 7,
  });
  await startProxy();
  w = await ledgerWorld(t, 'fnx');
  const subscription = await insertSubscription(t.ctx.db, {
    companyId: w.shop.id,
    application: 'shopify',
    accounting: 'fortnox',
    status: 'Active',
    startDate: '2025-01-01',
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: subscription.id,
    side: 'accounting',
    connectorId: 'fortnox',
    baseUrl: proxyUrl,
    credentials: { access_token: TOKEN },
  });
  // a sale imported twice, a payout booked twice, as Fortnox holds them; our ledger read from it
  stored = [
    await bookInFortnox('2025-05-05', 'Order 1001 Stripe', SALE),
    await bookInFortnox('2025-05-05', 'Order 1001 Stripe', SALE),
    await bookInFortnox('2025-05-07', 'Utbetalning Stripe po_1', PAYOUT),
    await bookInFortnox('2025-05-07', 'Utbetalning Stripe po_1', PAYOUT),
  ];
  await storeLedger(t, w.shop.id, stored, 'fortnox');
  expect((await scan()).json()).toMatchObject({ found: 2, flagged: 2 });
});
afterAll(async () => {
  proxy.close();
  await fortnox.close();
  await t.close();
});

describe('merging in a Fortnox ledger', () => {
  it('posts the reversal to Fortnox exactly once, however often the merge is retried', async () => {
    const [pair] = (await flagged()).filter((p) => p.duplicate.number === '2');
    // Fortnox takes the reversal, but its answer is lost and the connection fails for a while
    network.loseNextCreate = true;
    const lost = await merge(pair!.id);
    expect(lost.statusCode).toBe(409);
    expect(lost.json<{ detail: string }>().detail).toBe(
      'Fortnox svarar inte just nu, så återföringen av A 2 är inte bokförd. Försök igen om en stund.',
    );
    expect(reversalsIn()).toHaveLength(1);
    expect((await flagged()).map((p) => p.id)).toContain(pair!.id);
    network.failing = 0;
    // the person tries again, twice: the reversal Fortnox already holds is found, not made again
    for (let i = 0; i < 3; i++) {
      const res = await merge(pair!.id);
      expect(res.statusCode, res.body).toBe(200);
    }
    const posted = reversalsIn();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      Comments: reversalMarker(w.shop.id, pair!.duplicate.id),
      TransactionDate: '2025-05-05',
      Description: 'Återföring av dubblett A 2',
    });
    const number = String(posted[0]!.VoucherNumber);
    const [ours] = rowsOf<{
      series: string;
      number: string;
      origin: string;
      source_ref: string;
      reversal_ref: string;
    }>(
      await t.ctx.db.execute(sql`select v.series, v.number, v.origin, v.source_ref, r.reversal_ref
        from duplicate_reviews r join ledger_vouchers v on v.id = r.reversal_voucher_id where r.id = ${pair!.id}`),
    );
    expect(ours).toEqual({
      series: 'A',
      number,
      origin: 'portal',
      source_ref: `A ${number}`,
      reversal_ref: `A ${number}`,
    });
  });

  it('finds the reversal a merge that died after Fortnox took it had posted', async () => {
    const [pair] = await flagged();
    const duplicate = (await vouchersWithRows(t.ctx.db, w.shop.id, [pair!.duplicate.id])).get(
      pair!.duplicate.id,
    )!;
    const before = reversalsIn().length;
    const reference = await postReversal(t.ctx, w.shop.id, 'fortnox', duplicate);
    expect(reversalsIn()).toHaveLength(before + 1);
    const res = await merge(pair!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ results: { reversal: { reference: string } }[] }>().results[0]!.reversal.reference,
    ).toBe(reference);
    expect(reversalsIn()).toHaveLength(before + 1);
    // the reversal's month in our ledger: the payout moved once, not twice
    const [clearing] = rowsOf<{ m: string }>(
      await t.ctx.db.execute(sql`select debit - credit as m from ledger_month_totals
        where company_id = ${w.shop.id} and month = '2025-05-01' and account = 1580`),
    );
    expect(Number(clearing!.m)).toBe(12_500 - 25_000);
  });

  it('lets only one of two merges at the same moment post the reversal', async () => {
    stored = [
      ...stored,
      await bookInFortnox('2025-06-03', 'Order 1003 Stripe', SALE),
      await bookInFortnox('2025-06-03', 'Order 1003 Stripe', SALE),
    ];
    await storeLedger(t, w.shop.id, stored, 'fortnox');
    await scan();
    const [pair] = await flagged();
    const before = reversalsIn().length;
    const answers = await Promise.all([merge(pair!.id), merge(pair!.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toContain(200);
    for (const a of answers)
      if (a.statusCode !== 200)
        expect(a.json<{ detail: string }>().detail).toMatch(/slås ihop just nu/);
    expect(reversalsIn()).toHaveLength(before + 1);
    expect((await merge(pair!.id)).statusCode).toBe(200);
    expect(reversalsIn()).toHaveLength(before + 1);
  });

  it('says so, in the person’s language, when the company has no connection to Fortnox any more', async () => {
    stored = [
      ...stored,
      await bookInFortnox('2025-06-02', 'Order 1002', SALE),
      await bookInFortnox('2025-06-02', 'Order 1002', SALE),
    ];
    await t.ctx.db.execute(sql`delete from connections where connector_id = 'fortnox'`);
    await storeLedger(t, w.shop.id, stored, 'fortnox');
    await scan();
    const [pair] = await flagged();
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/duplicates/merge/?company=${w.shop.id}`,
      key: w.keys.master,
      payload: { ids: [pair!.id] },
      lang: 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toBe(
      `The company has no connection to Fortnox, so the reversal of A ${stored.at(-1)!.number} cannot be booked there. Nothing was changed.`,
    );
    expect((await flagged()).map((p) => p.id)).toContain(pair!.id);
  });
});
