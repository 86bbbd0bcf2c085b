import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import type { FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { generateLedgerHistory } from '@portal/simulators/scenarios/ledger-history';
import type { LedgerHistory } from '@portal/simulators/scenarios/ledger-history';
import {
  putHistoryInFortnox,
  putHistoryInVisma,
} from '@portal/simulators/scenarios/put-ledger-history';
import { createVismaSimulator } from '@portal/simulators/visma/server';
import type { VismaSimulator } from '@portal/simulators/visma/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { ledgerReaderOf } from '../ledger-readers';
import { runLedgerRefresh } from '../ledger-refresh.job';
import { rowsOf } from '../ledger-store.repository';
import { connectLedger, ledgerWorld, SIE_FILES, sieFixture, uploadSie } from './ledger-world';

const FORTNOX = 'fortnox-ledger-test';
const VISMA = 'visma-ledger-test';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;
let fortnox: FortnoxSimulator;
let visma: VismaSimulator;
let history: LedgerHistory;

/** Three financial years up to this month: two closed, this year's open. */
function threeYears(seed: number) {
  const now = new Date();
  return generateLedgerHistory({
    seed,
    firstMonth: `${now.getUTCFullYear() - 2}-01`,
    months: 24 + now.getUTCMonth() + 1,
    meanDailySales: 1_500_000,
  });
}
const voucherCount = (h: LedgerHistory) => h.years.reduce((s, y) => s + y.vouchers.length, 0);
const today = () => new Date().toISOString().slice(0, 10);
/** An account of other external costs the history uses: both systems' charts hold it. */
const costAccount = () => [...history.accounts.keys()].find((a) => a >= 5000 && a < 7000)!;

let dataDir: string;
beforeAll(async () => {
  // uploads wait in the data directory: a folder of this file's own
  dataDir = mkdtempSync(path.join(tmpdir(), 'ledger-refresh-'));
  t = await createTestApp({ dataDir });
  w = await ledgerWorld(t, 'ref');
  fortnox = await createFortnoxSimulator({ tokens: [FORTNOX], rateLimit: false });
  visma = await createVismaSimulator({ tokens: [VISMA], rateLimit: false });
  history = threeYears(7);
  putHistoryInFortnox(fortnox.state.tenant(FORTNOX)!, history);
  putHistoryInVisma(visma.state.companies.get(VISMA)!, history);
  await connectLedger(t, w.handel.id, 'fortnox', fortnox.url, FORTNOX);
  await connectLedger(t, w.fjall.id, 'visma', visma.url, VISMA);
});
afterAll(async () => {
  await fortnox.close();
  await visma.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, lang = 'en') => call(t.app, { url, key: w.keys.master, lang });
/** POST refresh/, without a body unless one is given (the Refresh button sends none). */
const refresh = (companyId: number, payload?: object, lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: `/api/ledger/refresh/?company=${companyId}`,
    key: w.keys.master,
    lang,
    ...(payload ? { payload } : {}),
  });

async function voucherIds(companyId: number) {
  return new Map(
    rowsOf<{ id: string; series: string; number: string; year_start: string }>(
      await t.ctx.db.execute(sql`select id, series, number, year_start::text
        from ledger_vouchers where company_id = ${companyId}`),
    ).map((r) => [`${r.year_start} ${r.series} ${r.number}`, Number(r.id)]),
  );
}

/** Asks for a refresh, runs the job it queued, and says how many requests the system took. */
async function refreshed(companyId: number, requests: () => number) {
  const res = await refresh(companyId);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ status: 'queued' });
  expect(t.queue.sent.at(-1)).toEqual({ name: 'ledger.refresh', data: { companyId } });
  const before = requests();
  expect(await runLedgerRefresh(t.ctx, companyId)).toBe('done');
  return requests() - before;
}

describe.each([
  {
    system: 'fortnox' as const,
    company: () => w.handel.id,
    requests: () => fortnox.requests(FORTNOX),
    // a voucher booked in Fortnox after the first read
    book: async () => {
      const res = await fetch(`${fortnox.url}/3/vouchers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FORTNOX}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          Voucher: {
            VoucherSeries: 'A',
            TransactionDate: today(),
            Description: 'Bokförd efter inläsningen',
            VoucherRows: [
              { Account: costAccount(), Debit: 250, Credit: 0 },
              { Account: 1930, Debit: 0, Credit: 250 },
            ],
          },
        }),
      });
      expect(res.status).toBe(201);
    },
  },
  {
    system: 'visma' as const,
    company: () => w.fjall.id,
    requests: () => visma.requests(VISMA),
    book: async () => {
      const res = await fetch(`${visma.url}/v2/vouchers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${VISMA}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          VoucherDate: today(),
          VoucherText: 'Bokförd efter inläsningen',
          Rows: [
            { AccountNumber: costAccount(), DebitAmount: 250, CreditAmount: 0 },
            { AccountNumber: 1930, DebitAmount: 0, CreditAmount: 250 },
          ],
        }),
      });
      expect(res.status).toBeLessThan(300);
    },
  },
])('a refresh from $system', ({ system, company, requests, book }) => {
  it('reads every year with its vouchers; the next reads only the open year, keeping ids', async () => {
    const first = await refreshed(company(), requests);
    const state = (await get(`/api/ledger/source/?company=${company()}`)).json();
    expect(state).toMatchObject({
      kind: system,
      accounting_system: system,
      status: 'done',
      progress: 100,
      voucher_count: voucherCount(history),
      error: null,
      phase: null,
    });
    const years = (await get(`/api/ledger/years/?company=${company()}`)).json<{
      results: { start: string; detail: string; voucher_count: number }[];
    }>().results;
    // the system may already hold next year, empty
    const read = years.filter((y) => y.voucher_count > 0);
    expect(read.map((y) => [y.start, y.detail, y.voucher_count])).toEqual(
      [...history.years].reverse().map((y) => [y.start, 'vouchers', y.vouchers.length]),
    );
    // the books balance: every year's result accounts and balance accounts net to zero
    const [net] = rowsOf<{ m: string }>(
      await t.ctx.db.execute(sql`select coalesce(sum(debit - credit), 0) as m
        from ledger_month_totals where company_id = ${company()}`),
    );
    expect(Number(net!.m)).toBe(0);

    const ids = await voucherIds(company());
    await book();
    const second = await refreshed(company(), requests);
    expect(second).toBeLessThan(first);
    const after = await voucherIds(company());
    expect(after.size).toBe(ids.size + 1);
    for (const [key, id] of ids) expect(after.get(key), key).toBe(id);
    const found = await get(
      `/api/ledger/vouchers/?company=${company()}&search=${encodeURIComponent('efter inläsningen')}`,
    );
    expect(found.json<{ results: { date: string; amount: string }[] }>().results).toEqual([
      expect.objectContaining({ date: today(), amount: '250.00' }),
    ]);
  });
});

describe('a refresh under way', () => {
  it('says how far it has come and what it is doing, in the caller’s language', async () => {
    await refresh(w.fjall.id);
    const seen: { status: string; progress: number; phase: string }[] = [];
    const watching: typeof ledgerReaderOf = async (ctx, companyId) => {
      const source = (await ledgerReaderOf(ctx, companyId))!;
      return {
        ...source,
        reader: {
          years: () => source.reader.years(),
          async readYear(year, options) {
            const data = await source.reader.readYear(year, options);
            // the reporter writes in the background: give it a moment, then look as the screen does
            await new Promise((resolve) => setTimeout(resolve, 50));
            const state = (await get(`/api/ledger/source/?company=${companyId}`, 'sv')).json<{
              status: string;
              progress: number;
              phase: { message: string } | null;
            }>();
            seen.push({ ...state, phase: state.phase?.message ?? '' });
            return data;
          },
        },
      };
    };
    expect(await runLedgerRefresh(t.ctx, w.fjall.id, watching)).toBe('done');
    expect(seen.length).toBeGreaterThan(0);
    for (const state of seen) {
      expect(state.status).toBe('running');
      expect(state.phase).toMatch(/^Hämtar (verifikationerna|saldona|kontoplanen) för \d{4}$/);
    }
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeLessThan(100);
  });
});

describe('refusals and failures', () => {
  it('refuses a refresh of a company with no accounting connection, suggesting SIE', async () => {
    const res = await refresh(w.bygg.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain('Upload a SIE file instead');
    const sv = await refresh(w.bygg.id, undefined, 'sv');
    expect(sv.json<{ detail: string }>().detail).toContain('Ladda upp en SIE-fil i stället');
  });

  it('replaces a ledger uploaded as SIE only when confirmed', async () => {
    const upload = await uploadSie(t, w.keys.master, w.handel.id, sieFixture(SIE_FILES[1]));
    expect(upload.json()).toMatchObject({ kind: 'sie', status: 'done', voucher_count: 26 });
    const refused = await refresh(w.handel.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toContain('bokforing.se');
    expect((await get(`/api/ledger/source/?company=${w.handel.id}`)).json()).toMatchObject({
      kind: 'sie',
      voucher_count: 26,
    });
    const confirmed = await refresh(w.handel.id, { replace_sie: true });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(await runLedgerRefresh(t.ctx, w.handel.id)).toBe('done');
    const state = (await get(`/api/ledger/source/?company=${w.handel.id}`)).json();
    expect(state).toMatchObject({ kind: 'fortnox', file_name: null });
    // the SIE file's 2011 is gone with it
    const years = (await get(`/api/ledger/years/?company=${w.handel.id}`)).json<{
      results: { start: string }[];
    }>().results;
    expect(years.some((y) => y.start.startsWith('2011'))).toBe(false);
  });

  it('asks only once while a refresh is waiting', async () => {
    const sent = t.queue.sent.length;
    await refresh(w.fjall.id);
    const again = await refresh(w.fjall.id);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'queued' });
    // the second send is the same singleton: the queue keeps one
    expect(t.queue.sent.length).toBe(sent + 2);
    expect(await runLedgerRefresh(t.ctx, w.fjall.id)).toBe('done');
    expect(await runLedgerRefresh(t.ctx, w.fjall.id)).toBe('done');
  });

  it('ends a refresh the accounting system refuses with a translated message', async () => {
    const revoked = await createVismaSimulator({ tokens: ['other'], rateLimit: false });
    try {
      await connectLedger(t, w.bygg.id, 'visma', revoked.url, 'revoked-token');
      await refresh(w.bygg.id);
      expect(await runLedgerRefresh(t.ctx, w.bygg.id)).toBe('failed');
      const en = (await get(`/api/ledger/source/?company=${w.bygg.id}`)).json<{
        status: string;
        error: { key: string; message: string };
      }>();
      expect(en.status).toBe('failed');
      expect(en.error.key).toBe('ledger.errors.source_auth');
      expect(en.error.message).toMatch(/^Visma eEkonomi did not accept the portal’s sign-in/);
      const sv = (await get(`/api/ledger/source/?company=${w.bygg.id}`, 'sv')).json<{
        error: { message: string };
      }>();
      expect(sv.error.message).toMatch(/^Visma eEkonomi godkände inte portalens inloggning/);
    } finally {
      await revoked.close();
    }
  });
});
