import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_RATES, affiliateAmount } from '@portal/contracts/schemas/kickbacks';
import { kickbackLines } from '../../../db/schema/accountants';
import { accountingFirms } from '../../../db/schema/companies';
import { notifications } from '../../../db/schema/notifications';
import { firmPayouts } from '../../../db/schema/operations';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertInvoice, takeInvoiceNumber } from '../../billing/invoices.repository';
import {
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { runKickbackJob } from '../kickbacks.job';
import { computeKickbacks, previousPeriod } from '../kickbacks.service';

// 12:00 in Stockholm: March and April have ended, May is running
const NOW = new Date('2026-05-15T10:00:00Z');
let t: TestApp;
const keys: Record<string, string> = {};
const ids: Record<string, number> = {};
let periodSeq = 0;

/** A portal invoice of the company, paid on `payDate` unless said otherwise (öre, net). */
async function invoice(companyId: number, net: number, payDate: string | null, paid = true) {
  const periodStart = new Date(Date.UTC(2020, periodSeq++, 1)).toISOString().slice(0, 10);
  return t.ctx.db.transaction(async (tx) => {
    const number = await takeInvoiceNumber(tx);
    const vat = Math.round(net / 4);
    const row = await insertInvoice(tx, {
      companyId,
      number,
      invoiceDate: periodStart,
      dueDate: periodStart,
      payDate,
      periodStart,
      periodEnd: periodStart,
      net,
      vat,
      total: net + vat,
      amountDue: paid ? 0 : net + vat,
      status: paid ? 'paid' : 'unpaid',
    });
    return row!;
  });
}

const run = (period: string) => computeKickbacks(t.ctx, period, t.clock.now());
const get = (url: string, key: string) => call(t.app, { url, key, lang: 'en' });

async function linesOf(firmId: number) {
  return t.ctx.db.select().from(kickbackLines).where(eq(kickbackLines.firmId, firmId));
}
async function payoutsOf(firmId: number) {
  return t.ctx.db
    .select()
    .from(firmPayouts)
    .where(and(eq(firmPayouts.firmId, firmId), eq(firmPayouts.source, 'kickback')));
}

/**
 * Kickback firm K (gold) with clients Alfa (the partner's) and Beta; discount firm D (silver)
 * with client Gamma; firm N without an agreement, with client Delta.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.ctx.db;
  const k = await insertFirm(db, { name: 'Kick AB', affiliateType: 'kickback', tierPlan: 'gold' });
  const d = await insertFirm(db, {
    name: 'Rabatt AB',
    affiliateType: 'discount',
    tierPlan: 'silver',
  });
  const n = await insertFirm(db, { name: 'Utan Avtal AB' });
  const company = (name: string, org: string, firmId: number) =>
    insertCompany(db, { name, organizationNumber: org, accountingFirmId: firmId });
  const alfa = await company('Alfa AB', '556100-0001', k.id);
  const beta = await company('Beta AB', '556100-0002', k.id);
  const gamma = await company('Gamma AB', '556100-0003', d.id);
  const delta = await company('Delta AB', '556100-0004', n.id);
  for (const [email, role, firmId] of [
    ['master@kick.test', 'MasterAccountant', k.id],
    ['partner@kick.test', 'PartnerAccountant', k.id],
    ['master@rabatt.test', 'MasterAccountant', d.id],
  ] as const) {
    const user = await createUser(db, { email, role });
    await addFirmMember(db, user.id, firmId, role);
    if (email === 'partner@kick.test') await assignAccountant(db, user.id, alfa.id);
    keys[email] = await signIn(t.app, email);
  }
  await createUser(db, { email: 'staff@kick.test', role: 'Inhouse' });
  keys.staff = await signIn(t.app, 'staff@kick.test');
  Object.assign(ids, { k: k.id, d: d.id, n: n.id, alfa: alfa.id, beta: beta.id });
  Object.assign(ids, { gamma: gamma.id, delta: delta.id });
});
afterAll(() => t.close());

describe('the rate and its rounding', () => {
  it('takes each tier’s percentage of the net to the öre, halves away from zero', () => {
    expect(AFFILIATE_RATES).toEqual({
      kickback: { silver: 1000, gold: 1500, platinum: 2000 },
      discount: { silver: 500, gold: 1000, platinum: 1500 },
    });
    const net = 123_457; // 1 234,57 kr
    expect(affiliateAmount(net, AFFILIATE_RATES.kickback.silver)).toBe(12_346); // 12 345,7
    expect(affiliateAmount(net, AFFILIATE_RATES.kickback.gold)).toBe(18_519); // 18 518,55
    expect(affiliateAmount(net, AFFILIATE_RATES.kickback.platinum)).toBe(24_691); // 24 691,4
    expect(affiliateAmount(net, AFFILIATE_RATES.discount.silver)).toBe(6_173); // 6 172,85
    expect(affiliateAmount(net, AFFILIATE_RATES.discount.gold)).toBe(12_346);
    expect(affiliateAmount(net, AFFILIATE_RATES.discount.platinum)).toBe(18_519);
    expect(affiliateAmount(5, 1000)).toBe(1); // 0,5 öre rounds up
    expect(affiliateAmount(4, 1000)).toBe(0);
    expect(affiliateAmount(-5, 1000)).toBe(-1);
  });
});

describe('the monthly computation', () => {
  it('writes a line per paid invoice of the month and one pending payout per kickback firm', async () => {
    await invoice(ids.alfa!, 19_900, '2026-03-02'); // 2 985
    await invoice(ids.alfa!, 33_333, '2026-03-31'); // 4 999,95 → 5 000
    await invoice(ids.beta!, 12_345, '2026-03-15'); // 1 851,75 → 1 852
    await invoice(ids.beta!, 3, '2026-03-20'); // 0,45 → 0
    await invoice(ids.beta!, 50_000, '2026-04-01'); // April: not this run
    await invoice(ids.beta!, 70_000, null, false); // unpaid
    await invoice(ids.gamma!, 29_900, '2026-03-10'); // discount 5 %: 1 495
    await invoice(ids.delta!, 40_000, '2026-03-10'); // no agreement

    expect(await run('2026-03')).toEqual({
      period: '2026-03',
      lines: 5,
      payouts: 1,
      late_lines: 0,
    });
    const lines = await linesOf(ids.k!);
    expect(lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([0, 1852, 2985, 5000]);
    expect(lines.every((l) => l.rateBasisPoints === 1500 && l.tier === 'gold')).toBe(true);
    expect((await linesOf(ids.d!)).map((l) => [l.affiliateType, l.amount])).toEqual([
      ['discount', 1495],
    ]);
    expect(await linesOf(ids.n!)).toEqual([]);

    const [payout] = await payoutsOf(ids.k!);
    expect(payout).toMatchObject({ status: 'pending', period: '2026-03', amount: 9837 });
    expect(payout!.date).toBe('2026-05-15');
    expect(await payoutsOf(ids.d!)).toEqual([]); // discounts are not paid out
  });

  it('writes nothing twice when run again, or by several runs at once', async () => {
    expect(await run('2026-03')).toEqual({
      period: '2026-03',
      lines: 0,
      payouts: 0,
      late_lines: 0,
    });
    await invoice(ids.alfa!, 10_001, '2026-04-11'); // 1 500,15 → 1 500
    const runs = await Promise.all([run('2026-04'), run('2026-04'), run('2026-04')]);
    expect(runs.reduce((sum, r) => sum + r.lines, 0)).toBe(2);
    expect(runs.reduce((sum, r) => sum + r.payouts, 0)).toBe(1);
    const april = (await payoutsOf(ids.k!)).filter((p) => p.period === '2026-04');
    expect(april).toHaveLength(1);
    expect(april[0]!.amount).toBe(7500 + 1500);
    const march = (await payoutsOf(ids.k!)).find((p) => p.period === '2026-03');
    expect(march!.amount).toBe(9837);
  });

  it('applies the tier of the day it computes, each line keeping its own', async () => {
    const tier = (tierPlan: string) =>
      t.ctx.db.update(accountingFirms).set({ tierPlan }).where(eq(accountingFirms.id, ids.k!));
    await tier('platinum');
    await invoice(ids.beta!, 10_000, '2026-02-05');
    await run('2026-02');
    const [line] = (await linesOf(ids.k!)).filter((l) => l.period === '2026-02');
    expect(line).toMatchObject({ tier: 'platinum', rateBasisPoints: 2000, amount: 2000 });
    await tier('gold');
  });

  it('never changes a payout that was paid; a late line is shown and staff are told', async () => {
    const march = (await payoutsOf(ids.k!)).find((p) => p.period === '2026-03')!;
    const paid = await call(t.app, {
      method: 'POST',
      url: `/api/payouts/${march.id}/paid/`,
      key: keys.staff,
      payload: { paid_date: '2026-05-15' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [settled] = (await payoutsOf(ids.k!)).filter((p) => p.period === '2026-03');

    t.clock.advance(3600);
    await invoice(ids.alfa!, 20_000, '2026-03-28'); // recorded late: 3 000
    const rerun = await call(t.app, {
      method: 'POST',
      url: '/api/kickbacks/runs/',
      key: keys.staff,
      payload: { period: '2026-03' },
    });
    expect(rerun.json()).toEqual({ period: '2026-03', lines: 1, payouts: 0, late_lines: 1 });
    const after = (await payoutsOf(ids.k!)).find((p) => p.period === '2026-03')!;
    expect(after).toEqual(settled);
    expect(after).toMatchObject({ status: 'paid', amount: 9837, paidDate: '2026-05-15' });

    const summary = await get('/api/kickbacks/?year=2026', keys['master@kick.test']!);
    expect(summary.json()).toEqual({
      firm: {
        id: ids.k,
        name: 'Kick AB',
        affiliate_type: 'kickback',
        tier: 'gold',
        rate_percent: '15.00',
      },
      totals: {
        year: 2026,
        earned: '238.37', // 98.37 + 30.00 (late) + 90.00 (April) + 20.00 (February)
        paid: '98.37',
        pending: '110.00',
        outstanding: '30.00',
      },
      years: [2026],
    });
    const lines = await get(
      '/api/kickbacks/lines/?period=2026-03&ordering=-amount',
      keys['master@kick.test']!,
    );
    const body = lines.json<{ count: number; results: { amount: string; late: boolean }[] }>();
    expect(body.count).toBe(5);
    expect(body.results.map((l) => [l.amount, l.late])).toEqual([
      ['50.00', false],
      ['30.00', true],
      ['29.85', false],
      ['18.52', false],
      ['0.00', false],
    ]);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'warning'));
    expect(notice).toMatchObject({
      title: 'Kickback efter betald utbetalning: Kick AB',
      type: 'warning',
    });
    expect(notice!.text).toContain('30,00');
  });

  it('runs as a job for the month before today’s in Sweden, or for the month given', async () => {
    expect(previousPeriod(new Date('2026-05-31T22:30:00Z'))).toBe('2026-05'); // 1 June in Sweden
    expect(previousPeriod(new Date('2026-01-10T10:00:00Z'))).toBe('2025-12');
    expect(await runKickbackJob(t.ctx, {})).toMatchObject({ period: '2026-04', lines: 0 });
    expect(await runKickbackJob(t.ctx, { period: '2026-01' })).toEqual({
      period: '2026-01',
      lines: 0,
      payouts: 0,
      late_lines: 0,
    });
  });

  it('refuses a month that has not ended, and bad months, changing nothing', async () => {
    const before = await linesOf(ids.k!);
    for (const [period, message] of [
      ['2026-05', 'The month has not ended yet: it is computed when it is over.'],
      ['2026-13', 'The period must be a month that exists (YYYY-MM)'],
    ]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/kickbacks/runs/',
        key: keys.staff,
        lang: 'en',
        payload: { period },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.period[0]).toBe(message);
    }
    expect(await linesOf(ids.k!)).toEqual(before);
  });
});

describe('what the accountants see', () => {
  it('shows the firm its months with their payouts', async () => {
    const res = await get('/api/kickbacks/months/?year=2026', keys['master@kick.test']!);
    const months = res.json<{ results: Record<string, unknown>[] }>().results;
    expect(
      months.map((m) => [
        m.period,
        m.amount,
        (m.payout as { status: string })?.status,
        m.outstanding,
      ]),
    ).toEqual([
      ['2026-04', '90.00', 'pending', '0.00'],
      ['2026-03', '128.37', 'paid', '30.00'],
      ['2026-02', '20.00', 'pending', '0.00'],
    ]);
    const paid = await get('/api/kickbacks/months/?status=paid', keys['master@kick.test']!);
    expect(paid.json<{ count: number }>().count).toBe(1);
  });

  it('shows the newest year with lines until the new year has some', async () => {
    t.clock.set(new Date('2027-01-10T10:00:00Z'));
    try {
      const key = await signIn(t.app, 'master@kick.test');
      const res = await get('/api/kickbacks/', key);
      expect(res.json()).toMatchObject({ totals: { year: 2026 }, years: [2027, 2026] });
      const asked = await get('/api/kickbacks/?year=2027', key);
      expect(asked.json()).toMatchObject({ totals: { year: 2027, earned: '0.00' } });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('shows a partner only the lines of their assigned clients', async () => {
    const partner = keys['partner@kick.test']!;
    const lines = await get('/api/kickbacks/lines/?limit=500', partner);
    const companies = new Set(
      lines.json<{ results: { company: string }[] }>().results.map((l) => l.company),
    );
    expect([...companies]).toEqual(['Alfa AB']);
    expect((await get(`/api/kickbacks/lines/?company=${ids.beta}`, partner)).statusCode).toBe(404);
    const master = await get(
      `/api/kickbacks/lines/?company=${ids.beta}`,
      keys['master@kick.test']!,
    );
    expect(master.json<{ count: number }>().count).toBe(4);
    // the firm's totals are the firm's, whoever of its accountants asks
    const summary = await get('/api/kickbacks/', partner);
    expect(summary.json()).toMatchObject({ totals: { earned: '238.37' } });
  });

  it('answers another firm with its own figures and 404 for the first firm’s client', async () => {
    const other = keys['master@rabatt.test']!;
    const summary = await get('/api/kickbacks/?year=2026', other);
    expect(summary.json()).toMatchObject({
      firm: { name: 'Rabatt AB', affiliate_type: 'discount', tier: 'silver', rate_percent: '5.00' },
      totals: { earned: '14.95', paid: '0.00', pending: '0.00', outstanding: '0.00' },
    });
    expect((await get(`/api/kickbacks/lines/?company=${ids.alfa}`, other)).statusCode).toBe(404);
    const months = await get('/api/kickbacks/months/', other);
    expect(
      months.json<{ results: { payout: unknown; affiliate_type: string }[] }>().results,
    ).toEqual([
      expect.objectContaining({ affiliate_type: 'discount', payout: null, amount: '14.95' }),
    ]);
  });
});
