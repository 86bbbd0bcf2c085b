import type { Db } from '../db/client';
import { syncEntries } from '../db/schema/sync';
import { standardItems } from '../modules/audit-preparation/standard-items';
import {
  insertItem,
  insertStandardItems,
} from '../modules/audit-preparation/audit-preparation.repository';
import { keepBooked } from '../modules/reconciliation/booked.repository';
import { fiscalYearOf, fiscalYearRange, isoDay } from '../modules/tax-preparation/fiscal-year';
import { ensurePeriods } from '../modules/tax-preparation/tax-returns.service';
import {
  returnsOfClients,
  updateUnfiled,
  upsertSettings,
} from '../modules/tax-preparation/tax-preparation.repository';
import { vatFiguresOf } from '../modules/tax-preparation/vat-figures';

interface DemoFirm {
  firmId: number;
  master: number;
  partner: number;
  norrsken: number;
  kaffe: number;
  bygg: number;
  /** Norrsken's Shopify → Fortnox subscription */
  shop: { id: number; companyId: number };
}

/** Last December's Shopify orders of Norrsken: [id, day, gross, net, VAT rate's accounts]. */
const ORDERS: [string, number, number, number, string, string][] = [
  ['5900000101', 3, 49_900, 39_920, '3001', '2611'],
  ['5900000102', 5, 124_900, 99_920, '3001', '2611'],
  ['5900000103', 8, 33_600, 30_000, '3002', '2621'],
  ['5900000104', 14, 89_900, 71_920, '3001', '2611'],
  ['5900000105', 17, 26_500, 25_000, '3003', '2631'],
  ['5900000106', 19, 219_500, 175_600, '3001', '2611'],
];

/** Shopify Payments: 1.8 % + 1.80 kr per charge. */
const fee = (gross: number) => Math.round(gross * 0.018) + 180;

const row = (account: string, amount: number, description = '') => ({
  account,
  debit: Math.max(amount, 0),
  credit: Math.max(-amount, 0),
  description,
});

/**
 * Norrsken's December last year as the engine booked it: six orders and the two Shopify payouts
 * that settled them, the second 35.00 kr short of its transactions (left on 1689, Ambiguous,
 * waiting for in-house staff to decide). Last year's audit checklist finds it; once decided,
 * the item "every payout reconciled" completes itself.
 */
async function lastDecember(db: Db, demo: DemoFirm, year: number) {
  const { shop } = demo;
  const day = (d: number) => `${year}-12-${String(d).padStart(2, '0')}`;
  const entries: (typeof syncEntries.$inferInsert)[] = [];
  const entry = (kind: string, sourceId: string, date: string, fields: object = {}) =>
    entries.push({
      subscriptionId: shop.id,
      companyId: shop.companyId,
      source: 'shopify',
      sourceId,
      kind,
      eventType: kind === 'payout' ? 'payout.paid' : 'created',
      elementType: 'e7',
      referenceNumber: kind === 'payout' ? sourceId : `#${sourceId.slice(-4)}`,
      status: 'Success',
      targetReference: `A ${sourceId.slice(-3)}`,
      createdAt: new Date(`${date}T12:00:00Z`),
      updatedAt: new Date(`${date}T12:00:00Z`),
      ...fields,
    });
  for (const [id, d, gross, net, revenue, vat] of ORDERS) {
    await keepBooked(
      db,
      shop,
      {
        type: 'voucher',
        date: day(d),
        description: `Order #${id.slice(-4)}`,
        currency: 'SEK',
        rows: [row('1580', gross), row(revenue, -net), row(vat, net - gross)],
      },
      `portal:${shop.id}:shopify:order:${id}`,
      { reference: `A ${id.slice(-3)}`, recovered: false },
    );
    entry('order', id, day(d));
  }
  const payouts: [string, number, typeof ORDERS, number][] = [
    ['79000001', 10, ORDERS.slice(0, 3), 0],
    ['79000002', 22, ORDERS.slice(3), -3_500],
  ];
  for (const [id, d, settled, short] of payouts) {
    const charges = settled.reduce((total, o) => total + o[2], 0);
    const fees = settled.reduce((total, o) => total + fee(o[2]), 0);
    const deposit = charges - fees + short;
    await keepBooked(
      db,
      shop,
      {
        type: 'voucher',
        date: day(d),
        description: `Utbetalning ${id}`,
        currency: 'SEK',
        rows: [
          row('1930', deposit, `Utbetalning shopify ${id}`),
          row('6570', fees, 'Avgifter'),
          ...(short ? [row('1689', -short, 'Avvikelse i utbetalning')] : []),
          row('1580', -charges, 'Avräkning av betalningar'),
        ],
      },
      `portal:${shop.id}:shopify:payout:${id}`,
      { reference: `A ${id.slice(-3)}`, recovered: false },
    );
    const money = (minor: number) => `${(minor / 100).toFixed(2)} SEK`;
    const params = {
      payout: money(deposit),
      listed: money(charges - fees),
      difference: money(short),
      account: '1689',
    };
    entry(
      'payout',
      id,
      day(d),
      short
        ? {
            status: 'Ambiguous',
            reason: `The payout is ${params.payout}, its transactions less fees ${params.listed}: ${params.difference} is left on 1689 until a person decides`,
            reasonKey: 'engine.reason.payout_mismatch',
            reasonParams: params,
          }
        : {},
    );
  }
  await db.insert(syncEntries).values(entries);
}

/**
 * How the firm files for its clients (Skärgårdens Kaffe monthly, Lindqvist Bygg yearly with a
 * fiscal year ending in April) and the returns of this year and last: what was due is filed,
 * except Norrsken's VAT for last year's fourth quarter, still open.
 */
async function taxReturns(db: Db, demo: DemoFirm, now: Date) {
  const settings = [
    [demo.norrsken, 'quarterly', 12],
    [demo.kaffe, 'monthly', 12],
    [demo.bygg, 'yearly', 4],
  ] as const;
  for (const [companyId, vatFrequency, fiscalYearEndMonth] of settings) {
    await upsertSettings(db, {
      firmId: demo.firmId,
      companyId,
      vatFrequency,
      fiscalYearEndMonth,
      updatedBy: demo.master,
      updatedAt: now,
    });
  }
  const clients = settings.map(([companyId]) => companyId);
  await ensurePeriods(db, demo.firmId, clients, now);
  const today = isoDay(now);
  const lastQuarter = `${now.getUTCFullYear() - 1}-10-01`;
  const returns = await returnsOfClients(db, demo.firmId, clients);
  for (const r of returns.sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    const keptOpen =
      r.companyId === demo.norrsken && r.kind === 'vat' && r.periodStart === lastQuarter;
    if (r.dueDate < today && !keptOpen) {
      const filedAt = new Date(`${r.dueDate}T09:00:00Z`);
      filedAt.setUTCDate(filedAt.getUTCDate() - 3);
      await updateUnfiled(db, r.id, {
        status: 'filed',
        figures:
          r.kind === 'vat' ? await vatFiguresOf(db, r.companyId, r.periodStart, r.periodEnd) : null,
        filedAt,
        filedBy: demo.master,
      });
    } else if (keptOpen) {
      await updateUnfiled(db, r.id, {
        note: 'En decemberutbetalning kom 35 kr kort: väntar på beslut.',
      });
    } else if (r.companyId === demo.kaffe && r.kind === 'vat' && r.periodEnd < today) {
      await updateUnfiled(db, r.id, { status: 'in_progress', assigneeId: demo.master });
    }
  }
}

/**
 * Norrsken's audit checklist for the fiscal year running now: the product's own items (checked
 * when the checklist is first read) and the manual ones under way.
 */
async function auditChecklist(db: Db, demo: DemoFirm, now: Date) {
  const year = fiscalYearOf(isoDay(now), 12);
  const range = fiscalYearRange(year, 12);
  const base = { firmId: demo.firmId, companyId: demo.norrsken, fiscalYear: year };
  const progress: Record<string, object> = {
    bank_reconciliation: {
      status: 'done',
      assigneeId: demo.master,
      completedAt: now,
      completedBy: demo.master,
    },
    inventory_count: { status: 'in_progress', assigneeId: demo.master },
    accruals: { status: 'in_progress', assigneeId: demo.partner },
  };
  await insertStandardItems(
    db,
    standardItems(range, 'sv').map((item) => ({
      ...base,
      ...item,
      ...progress[item.kind],
      createdAt: now,
      updatedAt: now,
    })),
  );
  await insertItem(db, {
    ...base,
    kind: 'custom',
    title: 'Stäm av utestående presentkort mot 2420',
    description: 'Shopify-presentkort sålda under året som inte lösts in.',
    dueDate: range.last,
    position: 100,
    createdAt: now,
    updatedAt: now,
  });
}

/** The demo firm's audit and tax preparation (issue 15, ADR 034). */
export async function seedDemoPreparation(db: Db, demo: DemoFirm, now: Date) {
  await lastDecember(db, demo, now.getUTCFullYear() - 1);
  await taxReturns(db, demo, now);
  await auditChecklist(db, demo, now);
}
