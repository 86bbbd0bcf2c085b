import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../ledger/ledger-store.repository';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { ledgerWorld, storeLedger } from '../../anomaly-detection/__tests__/ledger-world';
import { duplicateLedger } from './duplicate-ledger';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;

interface Voucher {
  id: number;
  series: string;
  number: string;
  date: string;
  text: string;
  amount: string;
  rows: { account: number; name: string; amount: string }[];
}
interface Pair {
  id: number;
  criteria: string;
  score: number;
  status: string;
  kept: Voucher;
  duplicate: Voucher;
  days_apart: number;
  decided_by: { name: string } | null;
  reversal: {
    id: number;
    series: string;
    number: string;
    date: string;
    reference: string | null;
  } | null;
}
interface Page {
  count: number;
  results: Pair[];
  counts: Record<string, number>;
}

const ledger = duplicateLedger(1);
const byNumber = new Map(ledger.vouchers.map((v) => [v.number, v]));
const db = () => t.ctx.db;

const scan = async (criteria: string, company = w.shop.id) => {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/duplicates/scan/?company=${company}&criteria=${criteria}`,
    key: w.keys.master,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ vouchers: number; found: number; flagged: number; withdrawn: number }>();
};
const list = async (query: string, key = w.keys.master) => {
  const res = await call(t.app, {
    url: `/api/duplicates/?company=${w.shop.id}&limit=100&${query}`,
    key,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const merge = (ids: number[], company = w.shop.id, lang = 'sv') =>
  call(t.app, {
    method: 'POST',
    url: `/api/duplicates/merge/?company=${company}`,
    key: w.keys.master,
    payload: { ids },
    lang,
  });

/** What the statements sum: debit − credit per account in the month (ledger_month_totals). */
async function monthMovement(month: string) {
  const rows = rowsOf<{ account: number; m: string; n: number }>(
    await db().execute(sql`select account, debit - credit as m, count as n from ledger_month_totals
      where company_id = ${w.shop.id} and month = ${month}::date`),
  );
  return new Map(rows.map((r) => [r.account, { m: Number(r.m), n: Number(r.n) }]));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-02-01T09:00:00Z'));
  w = await ledgerWorld(t, 'dupl');
  await storeLedger(t, w.shop.id, ledger.vouchers);
});
afterAll(() => t.close());

describe('scanning', () => {
  it('flags what each criteria finds, once, and never merges by itself', async () => {
    expect(await scan('strict')).toMatchObject({
      vouchers: ledger.vouchers.length,
      found: 6,
      flagged: 6,
      withdrawn: 0,
    });
    expect(await scan('smart')).toMatchObject({ found: 11, flagged: 5 });
    expect(await scan('fuzzy')).toMatchObject({ found: 18, flagged: 7 });
    expect(await scan('smart')).toMatchObject({ found: 11, flagged: 0, withdrawn: 0 });
    const page = await list('status=flagged');
    expect(page.count).toBe(18);
    expect(page.counts).toEqual({ flagged: 18, dismissed: 0, merged: 0 });
    const pairs = new Set(page.results.map((p) => `${p.kept.number}-${p.duplicate.number}`));
    for (const [kept, duplicate] of ledger.duplicates)
      expect(pairs).toContain(`${kept}-${duplicate}`);
  });

  it('shows both vouchers side by side with their rows, the earlier one kept', async () => {
    const page = await list('criteria=smart&ordering=score');
    const near = page.results.find(
      (p) => p.days_apart === 2 && p.kept.text.startsWith('Elräkning'),
    )!;
    expect(near.kept.date < near.duplicate.date).toBe(true);
    expect(near.duplicate.text).toContain(', Skellefteå');
    expect(near.kept.rows).toEqual(near.duplicate.rows);
    expect(near.kept.rows.map((r) => r.account)).toEqual([5020, 2641, 1930]);
    expect(near.score).toBeLessThan(100);
    const scores = page.results.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('keeps a dismissed pair dismissed when the criteria finds it again', async () => {
    const card = (await list('criteria=fuzzy')).results.find((p) =>
      p.kept.text.startsWith('Kortbetalning'),
    )!;
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/duplicates/${card.id}/dismiss/?company=${w.shop.id}`,
      key: w.keys.master,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Pair>()).toMatchObject({
      status: 'dismissed',
      decided_by: { name: 'Test Person' },
    });
    expect(await scan('fuzzy')).toMatchObject({ found: 18, flagged: 0 });
    expect((await list('status=dismissed')).results.map((p) => p.id)).toEqual([card.id]);
  });
});

describe('merging', () => {
  let merged: Pair[];

  it('keeps the earliest and books one balanced reversal of the later, dated as it', async () => {
    const flagged = (await list('status=flagged')).results;
    const chosen = [
      flagged.find((p) => p.criteria === 'strict')!,
      flagged.find((p) => p.days_apart === 2 && p.kept.text.startsWith('Elräkning'))!,
    ];
    const month = `${chosen[1]!.duplicate.date.slice(0, 7)}-01`;
    const before = await monthMovement(month);
    const res = await merge(chosen.map((p) => p.id));
    expect(res.statusCode, res.body).toBe(200);
    merged = res.json<{ results: Pair[] }>().results;
    expect(merged.map((p) => p.status)).toEqual(['merged', 'merged']);
    for (const pair of merged) {
      expect(pair.reversal).toMatchObject({
        series: 'DUBL',
        date: pair.duplicate.date,
        reference: null,
      });
      const [voucher] = rowsOf<{ text: string; origin: string; reverses: string; amount: string }>(
        await db().execute(
          sql`select text, origin, reverses, amount from ledger_vouchers where id = ${pair.reversal!.id}`,
        ),
      );
      expect(voucher).toMatchObject({
        text: `Återföring av dubblett A ${pair.duplicate.number}`,
        origin: 'portal',
      });
      expect(Number(voucher!.reverses)).toBe(pair.duplicate.id);
      expect(Number(voucher!.amount).toFixed(2)).toBe(
        (Number(pair.duplicate.amount) * 100).toFixed(2),
      );
      const rows = rowsOf<{ account: number; amount: string }>(
        await db().execute(
          sql`select account, amount from ledger_transactions where voucher_id = ${pair.reversal!.id} order by id`,
        ),
      );
      expect(rows.reduce((s, r) => s + Number(r.amount), 0)).toBe(0);
      const original = byNumber.get(pair.duplicate.number)!.rows;
      expect(rows.map((r) => [r.account, Number(r.amount)])).toEqual(
        original.map((r) => [r.account, -r.amount]),
      );
    }
    expect(merged.map((p) => p.reversal!.number).sort()).toEqual(['1', '2']);
    // the statements' raw material: the month moves as if the duplicate had never been booked
    const after = await monthMovement(month);
    for (const row of byNumber.get(chosen[1]!.duplicate.number)!.rows) {
      expect(after.get(row.account)!.m).toBe(before.get(row.account)!.m - row.amount);
      expect(after.get(row.account)!.n).toBe(before.get(row.account)!.n + 1);
    }
  });

  it('does nothing more the second time', async () => {
    const count = async () =>
      Number(
        rowsOf<{ n: string }>(
          await db().execute(
            sql`select count(*) as n from ledger_vouchers where company_id = ${w.shop.id}`,
          ),
        )[0]!.n,
      );
    const vouchers = await count();
    const again = await merge(merged.map((p) => p.id));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ results: Pair[] }>().results.map((p) => p.reversal!.id)).toEqual(
      merged.map((p) => p.reversal!.id),
    );
    expect(await count()).toBe(vouchers);
    expect((await list('status=merged')).count).toBe(2);
  });

  it('offers neither a merged duplicate nor its reversal again', async () => {
    expect(await scan('smart')).toMatchObject({ found: 9, flagged: 0 });
    expect((await list('status=merged')).count).toBe(2);
    const dismissMerged = await call(t.app, {
      method: 'POST',
      url: `/api/duplicates/${merged[0]!.id}/dismiss/?company=${w.shop.id}`,
      key: w.keys.master,
      lang: 'en',
    });
    expect(dismissMerged.statusCode).toBe(409);
    expect(dismissMerged.json<{ detail: string }>().detail).toBe(
      'The pair is already merged and cannot be changed.',
    );
  });

  it('refuses to merge a pair marked as not a duplicate, saying which, and changes nothing', async () => {
    const [dismissed] = (await list('status=dismissed')).results;
    const res = await merge([dismissed!.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toBe(
      `Paret med A ${dismissed!.duplicate.number} är markerat som inte en dubblett och slås inte ihop.`,
    );
    expect((await list('status=dismissed')).count).toBe(1);
  });
});

describe('who may', () => {
  it('refuses other companies’ pairs, strangers and the owner', async () => {
    await storeLedger(t, w.assigned.id, [
      {
        series: 'A',
        number: '1',
        date: '2025-03-03',
        text: 'Kontorsmaterial',
        rows: [
          { account: 6110, amount: 50_000 },
          { account: 1930, amount: -50_000 },
        ],
      },
      {
        series: 'A',
        number: '2',
        date: '2025-03-03',
        text: 'Kontorsmaterial',
        rows: [
          { account: 6110, amount: 50_000 },
          { account: 1930, amount: -50_000 },
        ],
      },
    ]);
    expect(await scan('strict', w.assigned.id)).toMatchObject({ found: 1, flagged: 1 });
    const other = (
      await call(t.app, { url: `/api/duplicates/?company=${w.assigned.id}`, key: w.keys.partner })
    ).json<Page>();
    expect(other.count).toBe(1);
    expect((await merge([other.results[0]!.id])).statusCode).toBe(404);
    const dismissOther = (company: string, key: string) =>
      call(t.app, {
        method: 'POST',
        url: `/api/duplicates/${other.results[0]!.id}/dismiss/${company}`,
        key,
      });
    expect((await dismissOther(`?company=${w.shop.id}`, w.keys.master)).statusCode).toBe(404);
    expect((await dismissOther('', w.keys.outsider)).statusCode).toBe(404);
    expect(
      (await call(t.app, { url: `/api/duplicates/?company=${w.shop.id}`, key: w.keys.outsider }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, { url: `/api/duplicates/?company=${w.shop.id}`, key: w.keys.partner }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, { url: `/api/duplicates/?company=${w.shop.id}`, key: w.keys.owner }))
        .statusCode,
    ).toBe(403);
    const ownerScan = await call(t.app, {
      method: 'POST',
      url: `/api/duplicates/scan/?company=${w.shop.id}`,
      key: w.keys.owner,
    });
    expect(ownerScan.statusCode).toBe(403);
    expect(
      (await call(t.app, { url: `/api/duplicates/?company=${w.shop.id}`, key: w.keys.inhouse }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses bad input in the reader’s language and changes nothing', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/duplicates/scan/?company=${w.shop.id}&criteria=exact`,
      key: w.keys.master,
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.criteria).toHaveLength(1);
    const empty = await merge([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.ids?.[0]).toMatch(
      /obligatoriskt/,
    );
  });
});
