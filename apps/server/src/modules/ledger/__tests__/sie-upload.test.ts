import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSieLedgerBytes } from '@portal/connectors/sie/ledger';
import { encodePc8 } from '@portal/connectors/sie/encoding';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { runLedgerRefresh } from '../ledger-refresh.job';
import { rowsOf } from '../ledger-store.repository';
import { SIE_INLINE_TRANSACTIONS } from '../sie-upload';
import { ledgerWorld, SIE_FILES, sieFixture, uploadSie } from './ledger-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;

let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ledger-sie-'));
  t = await createTestApp({ dataDir });
  w = await ledgerWorld(t, 'sie');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, key = w.keys.master, lang = 'en') => call(t.app, { url, key, lang });

describe('a SIE 4 file uploaded as the ledger', () => {
  it.each(SIE_FILES)(
    'keeps %s so that its months add up to the #UB and #RES of every year',
    async (name) => {
      const res = await uploadSie(t, w.keys.master, w.handel.id, sieFixture(name), { name });
      expect(res.statusCode, res.body).toBe(200);
      const years = readSieLedgerBytes(sieFixture(name));
      const vouchers = years.reduce((s, y) => s + (y.vouchers?.length ?? 0), 0);
      expect(res.json()).toMatchObject({
        kind: 'sie',
        status: 'done',
        progress: 100,
        file_name: name,
        voucher_count: vouchers,
        error: null,
      });
      for (const year of years) {
        const moved = rowsOf<{ account: number; m: string }>(
          await t.ctx.db.execute(sql`select account, sum(debit - credit) as m
            from ledger_month_totals where company_id = ${w.handel.id}
              and month between ${year.year.start}::date and ${year.year.end}::date
            group by account`),
        );
        const movement = new Map(moved.map((r) => [r.account, Number(r.m)]));
        let checked = 0;
        for (const b of year.balances) {
          if (b.account < 3000 && b.closing !== undefined) {
            expect(b.opening + (movement.get(b.account) ?? 0), `${b.account}`).toBe(b.closing);
            checked++;
          }
          if (b.account >= 3000 && b.result !== undefined) {
            expect(movement.get(b.account) ?? 0, `${b.account}`).toBe(b.result);
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(10);
      }
      const listed = await get(`/api/ledger/years/?company=${w.handel.id}`);
      expect(listed.json<{ results: { start: string; detail: string }[] }>().results).toEqual(
        years
          .map((y) => ({ start: y.year.start, detail: y.vouchers ? 'vouchers' : 'totals' }))
          .sort((a, b) => b.start.localeCompare(a.start))
          .map((y) => expect.objectContaining(y)),
      );
    },
  );

  it('lists the vouchers, searches them and opens one with its rows and account names', async () => {
    const name = SIE_FILES[1];
    await uploadSie(t, w.keys.master, w.handel.id, sieFixture(name), { name });
    const page = await get(`/api/ledger/vouchers/?company=${w.handel.id}&limit=5&ordering=date`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{
      count: number;
      next: string;
      results: { id: number; date: string }[];
    }>();
    expect(body.count).toBe(26);
    expect(body.results).toHaveLength(5);
    expect(body.next).toContain('offset=5');
    const dates = body.results.map((v) => v.date);
    expect(dates).toEqual([...dates].sort());

    const found = await get(
      `/api/ledger/vouchers/?company=${w.handel.id}&search=Kassajournal%20nr%205`,
    );
    const one = found.json<{
      results: { id: number; series: string; number: string; amount: string; row_count: number }[];
    }>();
    expect(one.results.map((v) => `${v.series} ${v.number}`)).toEqual(['A 1']);
    expect(one.results[0]).toMatchObject({ row_count: 9 });
    // #TRANS 1940 5, 4010 400, 1910 14993, 2421 313, 1930 594 on the debit side
    expect(one.results[0]!.amount).toBe('16305.00');

    const byAccount = await get(`/api/ledger/vouchers/?company=${w.handel.id}&account=3051`);
    expect(byAccount.json<{ count: number }>().count).toBeGreaterThan(0);
    const inJanuary = await get(
      `/api/ledger/vouchers/?company=${w.handel.id}&from=2011-01-01&to=2011-01-31`,
    );
    const january = inJanuary.json<{ results: { date: string }[] }>().results;
    expect(january.length).toBeGreaterThan(0);
    expect(january.every((v) => v.date.startsWith('2011-01'))).toBe(true);

    const detail = await get(`/api/ledger/vouchers/${one.results[0]!.id}/?company=${w.handel.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const voucher = detail.json<{
      rows: { account: number; account_name: string; debit: string; credit: string }[];
    }>();
    expect(voucher.rows).toContainEqual(
      expect.objectContaining({ account: 3051, credit: '12568.40', debit: '0.00' }),
    );
    expect(voucher.rows.find((r) => r.account === 1910)?.account_name).toBeTruthy();
    const elsewhere = await get(
      `/api/ledger/vouchers/${one.results[0]!.id}/?company=${w.fjall.id}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    // the voucher names its company: a link needs no ?company=, and others still see nothing
    const bare = await get(`/api/ledger/vouchers/${one.results[0]!.id}/`);
    expect(bare.json()).toMatchObject({ id: one.results[0]!.id, series: 'A', number: '1' });
    const partner = await get(`/api/ledger/vouchers/${one.results[0]!.id}/`, w.keys.partner);
    expect(partner.statusCode).toBe(404);

    const chart = await get(`/api/ledger/accounts/?company=${w.handel.id}&search=3051`);
    expect(chart.json<{ results: { account: number }[] }>().results[0]?.account).toBe(3051);
    const months = await get(`/api/ledger/months/?company=${w.handel.id}`);
    const counts = months.json<{ results: { month: string; vouchers: number }[] }>().results;
    expect(counts.reduce((s, m) => s + m.vouchers, 0)).toBe(26);
  });

  it('names the cost centres and projects of a row', async () => {
    const name = SIE_FILES[0];
    await uploadSie(t, w.keys.master, w.lab.id, sieFixture(name), { name });
    const list = await get(`/api/ledger/vouchers/?company=${w.lab.id}&account=3041&limit=500`);
    const rows: { account: number; credit: string; objects: { object: string }[] }[] = [];
    for (const v of list.json<{ results: { id: number }[] }>().results) {
      const detail = await get(`/api/ledger/vouchers/${v.id}/?company=${w.lab.id}`);
      rows.push(...detail.json<{ rows: typeof rows }>().rows);
    }
    // #TRANS 3041 {1 Nord 6 0001} -52625.00
    const row = rows.find(
      (r) => r.credit === '52625.00' && r.objects.map((o) => o.object).join() === 'Nord,0001',
    );
    expect(row).toMatchObject({
      account: 3041,
      credit: '52625.00',
      objects: [
        { dimension: 1, dimension_name: 'Resultatenhet', object: 'Nord', name: 'Kontor Nord' },
        { dimension: 6, dimension_name: 'Projekt', object: '0001' },
      ],
    });
  });

  it('keeps voucher ids when the same file comes again', async () => {
    const name = SIE_FILES[1];
    await uploadSie(t, w.keys.master, w.bygg.id, sieFixture(name), { name });
    const ids = async () =>
      rowsOf<{ id: string }>(
        await t.ctx.db.execute(
          sql`select id from ledger_vouchers where company_id = ${w.bygg.id} order by id`,
        ),
      ).map((r) => Number(r.id));
    const before = await ids();
    const again = await uploadSie(t, w.keys.partner, w.bygg.id, sieFixture(name), { name });
    expect(again.statusCode, again.body).toBe(200);
    expect(await ids()).toEqual(before);
  });
});

/** A year of sales: each voucher a sale to the bank, its VAT, and a fee. */
function largeSie(vouchers: number): Buffer {
  const lines = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    '#FNAMN "Stor AB"',
    '#RAR 0 20250101 20251231',
  ];
  for (const [n, name] of [
    [1930, 'Bank'],
    [2611, 'Utgående moms'],
    [3001, 'Försäljning'],
    [6570, 'Bankkostnader'],
  ] as const) {
    lines.push(`#KONTO ${n} "${name}"`);
  }
  for (let i = 1; i <= vouchers; i++) {
    const day = `2025${String((i % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}`;
    lines.push(`#VER A ${i} ${day} "Försäljning ${i}"`, '{');
    lines.push('#TRANS 1930 {} 1245.00', '#TRANS 2611 {} -250.00', '#TRANS 3001 {} -1000.00');
    lines.push('#TRANS 6570 {} 5.00', '}');
  }
  return encodePc8(lines.join('\n'));
}

describe('a large SIE file', () => {
  it('is checked at once, then written by the job, which removes the waiting file', async () => {
    const vouchers = Math.ceil(SIE_INLINE_TRANSACTIONS / 4) + 10;
    const res = await uploadSie(t, w.keys.master, w.bygg.id, largeSie(vouchers), {
      name: 'stor.se',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      kind: 'sie',
      file_name: 'stor.se',
      status: 'queued',
      phase: { key: 'ledger.phases.queued' },
    });
    expect(t.queue.sent.at(-1)).toEqual({ name: 'ledger.refresh', data: { companyId: w.bygg.id } });
    expect(readdirSync(path.join(dataDir, 'ledger-uploads'))).toHaveLength(1);
    // a second upload waits for this one
    const busy = await uploadSie(t, w.keys.master, w.bygg.id, sieFixture(SIE_FILES[1]), {
      lang: 'en',
    });
    expect(busy.statusCode).toBe(409);

    expect(await runLedgerRefresh(t.ctx, w.bygg.id)).toBe('done');
    expect(readdirSync(path.join(dataDir, 'ledger-uploads'))).toHaveLength(0);
    const state = await get(`/api/ledger/source/?company=${w.bygg.id}`);
    expect(state.json()).toMatchObject({
      status: 'done',
      file_name: 'stor.se',
      voucher_count: vouchers,
      transaction_count: vouchers * 4,
    });
  }, 120_000);
});
