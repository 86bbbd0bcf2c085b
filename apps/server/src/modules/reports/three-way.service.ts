import { formatMinor } from '@portal/connectors/money';
import type { PayoutTransaction } from '@portal/connectors/model/payout';
import type {
  Discrepancy,
  DiscrepancyType,
  PayoutMismatch,
  ThreeWayReport,
  ThreeWayRow,
} from '@portal/contracts/schemas/reports';
import type { AppContext } from '../../context';
import type { SalesOrderRow, SalesPayoutRow } from '../../db/schema/sales';
import {
  documentsOf,
  ordersById,
  ordersOfPeriod,
  payoutsAround,
  summarised,
} from './three-way.repository';
import { monthRange } from './period';

/** A difference of at most this much (minor units) between shop and provider is rounding. */
const ROUNDING = 100;
/** How long after the month a payout may still settle its elements. */
const SETTLEMENT_DAYS = 45;

const money = (minor: number, currency: string) => formatMinor(minor, currency || 'SEK');

interface Settlement {
  payout: SalesPayoutRow;
  transaction: PayoutTransaction;
}

interface Side {
  /** the element's own amount, signed: refunds negative */
  shop: number;
  booked: number;
  /** how many times the ledger holds it */
  copies: number;
  /** the currency the ledger holds it in, when it holds it on its own */
  bookedCurrency: string | null;
  /** net of fees; null when nothing was paid out for it */
  settledNet: number | null;
  settledGross: number | null;
  fee: number;
  settledCurrency: string | null;
}

const signed = (o: SalesOrderRow) => (o.kind === 'refund' ? -Math.abs(o.total) : o.total);

/**
 * The three-way discrepancy report of a company's month: per day and payment method, what the
 * shop says was sold, what the ledger holds, and what the payment providers paid out; every
 * difference traced to the elements behind it. Built from what the engine read (sales_orders,
 * sales_payouts) and booked (booked_documents, summaries), never from the providers live.
 */
export async function threeWay(
  ctx: AppContext,
  companyId: number,
  month: string,
): Promise<ThreeWayReport> {
  const db = ctx.db;
  const { start, end } = monthRange(month);
  const until = new Date(Date.parse(`${end}T00:00:00Z`) + SETTLEMENT_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const orders = await ordersOfPeriod(db, companyId, start, end);
  const refundOrderIds = [
    ...new Set(orders.filter((o) => o.kind === 'refund').map((o) => o.orderId)),
  ];
  const [parents, documents, staged, payouts] = await Promise.all([
    ordersById(db, companyId, refundOrderIds),
    documentsOf(db, companyId, [...new Set(orders.map((o) => o.sourceId))]),
    summarised(
      db,
      companyId,
      orders.map((o) => o.syncEntryId),
    ),
    payoutsAround(db, companyId, start, until),
  ]);

  // the provider's side, by the order id its transactions name
  const settlements = new Map<string, Settlement[]>();
  for (const payout of payouts) {
    for (const transaction of payout.transactions) {
      if (!transaction.orderId) continue;
      const list = settlements.get(transaction.orderId) ?? [];
      list.push({ payout, transaction });
      settlements.set(transaction.orderId, list);
    }
  }
  const methodOfOrder = new Map(
    parents.map((p) => [`${p.subscriptionId}:${p.sourceId}`, p.paymentMethod]),
  );
  const methodOf = (o: SalesOrderRow) =>
    o.paymentMethod ||
    (o.kind === 'refund' ? (methodOfOrder.get(`${o.subscriptionId}:${o.orderId}`) ?? '') : '');
  // methods the providers report on: an order of such a method without a settlement is open
  const settledMethods = new Set<string>();
  for (const o of orders) if (settlements.has(o.orderId)) settledMethods.add(methodOf(o));

  const stagedBy = new Map(staged.map((s) => [s.syncEntryId, s]));
  const docsBy = new Map<string, typeof documents>();
  for (const d of documents) {
    const key = `${d.subscriptionId}:${d.kind}:${d.sourceId}`;
    docsBy.set(key, [...(docsBy.get(key) ?? []), d]);
  }
  const usedTransactions = new Set<PayoutTransaction>();
  const rows = new Map<
    string,
    ThreeWayRow & { sums: Record<string, number>; hasSettled: boolean }
  >();
  const rowOf = (date: string, method: string, currency: string) => {
    const key = `${date}|${method}|${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        date,
        payment_method: method,
        currency,
        elements: 0,
        shop: '',
        booked: '',
        settled: null,
        fees: '',
        shop_vs_booked: '',
        shop_vs_settled: null,
        explained: true,
        discrepancies: [],
        sums: { shop: 0, booked: 0, settled: 0, fees: 0, explainedBooked: 0, explainedSettled: 0 },
        hasSettled: false,
      };
      rows.set(key, row);
    }
    return row;
  };

  for (const o of orders) {
    const method = methodOf(o);
    const row = rowOf(o.orderDate, method, o.currency);
    const side = sideOf(o);
    row.elements += 1;
    row.sums.shop! += side.shop;
    const bookedElsewhere = side.bookedCurrency !== null && side.bookedCurrency !== o.currency;
    if (!bookedElsewhere) row.sums.booked! += side.booked;
    const comparable = side.settledNet !== null && side.settledCurrency === o.currency;
    if (comparable) {
      row.sums.fees! += side.fee;
      row.sums.settled! += side.settledNet!;
    }
    if (side.settledNet !== null) row.hasSettled = true;
    const add = (
      type: DiscrepancyType,
      amount: number,
      against: 'booked' | 'settled',
      params: Record<string, string> = {},
    ) => {
      row.discrepancies.push(elementDiscrepancy(o, type, amount, params));
      if (against === 'booked') row.sums.explainedBooked! += amount;
      else row.sums.explainedSettled! += amount;
    };

    // shop against ledger
    const copies = side.copies;
    if (bookedElsewhere) {
      add('currency', side.shop, 'booked', {
        currency: side.bookedCurrency!,
        settled: money(side.booked, side.bookedCurrency!),
      });
    } else if (o.syncStatus !== 'Success' && side.booked === 0) {
      add('not_booked', side.shop, 'booked', { status: o.syncStatus, reason: o.reason });
    } else if (copies > 1) {
      add('booked_twice', side.booked / copies - side.booked, 'booked', {
        copies: String(copies),
      });
      const single = side.booked / copies;
      if (single !== side.shop) {
        add('amount_differs', side.shop - single, 'booked', amounts(o, single, side.shop));
      }
    } else if (side.booked !== side.shop) {
      add('amount_differs', side.shop - side.booked, 'booked', amounts(o, side.booked, side.shop));
    }

    // shop against provider
    if (side.settledNet === null) {
      if (settledMethods.has(method)) add('not_settled', side.shop, 'settled');
      continue;
    }
    if (!comparable) {
      add('currency', side.shop, 'settled', {
        currency: side.settledCurrency ?? '',
        settled: money(side.settledGross ?? 0, side.settledCurrency ?? ''),
      });
      continue;
    }
    if (side.fee !== 0) add('fee', side.fee, 'settled', { fee: money(side.fee, o.currency) });
    const gap = side.shop - (side.settledGross ?? 0);
    if (gap !== 0) {
      add(Math.abs(gap) <= ROUNDING ? 'rounding' : 'settled_differs', gap, 'settled', {
        shop: money(side.shop, o.currency),
        settled: money(side.settledGross ?? 0, o.currency),
      });
    }
  }

  // the provider paid out for orders the shop has not shown us
  const shopOrderIds = new Set(orders.map((o) => o.orderId));
  for (const payout of payouts) {
    if (payout.paymentDate < start || payout.paymentDate >= end) continue;
    for (const transaction of payout.transactions) {
      if (usedTransactions.has(transaction) || !transaction.orderId) continue;
      if (transaction.type !== 'charge' && transaction.type !== 'refund') continue;
      if (shopOrderIds.has(transaction.orderId)) continue;
      const row = rowOf(payout.paymentDate, payout.source, payout.currency);
      row.discrepancies.push({
        type: 'not_in_shop',
        kind: transaction.type,
        reference: transaction.orderId,
        source: payout.source,
        source_id: transaction.id,
        subscription_id: payout.subscriptionId,
        sync_entry_id: payout.syncEntryId,
        amount: money(-transaction.net, payout.currency),
        params: { payout: payout.payoutId },
      });
      row.sums.settled! += transaction.net;
      row.sums.explainedSettled! -= transaction.net;
      row.hasSettled = true;
    }
  }

  const result: ThreeWayRow[] = [...rows.values()]
    .sort((a, b) =>
      a.date === b.date
        ? a.payment_method.localeCompare(b.payment_method)
        : a.date < b.date
          ? -1
          : 1,
    )
    .map(({ sums, hasSettled, ...row }) => {
      const vsBooked = sums.shop! - sums.booked!;
      const vsSettled = sums.shop! - sums.settled!;
      return {
        ...row,
        shop: money(sums.shop!, row.currency),
        booked: money(sums.booked!, row.currency),
        settled: hasSettled ? money(sums.settled!, row.currency) : null,
        fees: money(sums.fees!, row.currency),
        shop_vs_booked: money(vsBooked, row.currency),
        shop_vs_settled: hasSettled ? money(vsSettled, row.currency) : null,
        explained:
          vsBooked === sums.explainedBooked && (!hasSettled || vsSettled === sums.explainedSettled),
      };
    });

  const totals = new Map<string, { shop: number; booked: number; settled: number; fees: number }>();
  for (const row of result) {
    const t = totals.get(row.currency) ?? { shop: 0, booked: 0, settled: 0, fees: 0 };
    t.shop += minor(row.shop);
    t.booked += minor(row.booked);
    t.settled += row.settled ? minor(row.settled) : 0;
    t.fees += minor(row.fees);
    totals.set(row.currency, t);
  }

  return {
    company_id: companyId,
    month,
    rows: result,
    payouts: payouts
      .filter((p) => p.paymentDate >= start && p.paymentDate < end)
      .flatMap((p) => mismatchOf(p)),
    totals: [...totals.entries()].map(([currency, t]) => ({
      currency,
      shop: money(t.shop, currency),
      booked: money(t.booked, currency),
      settled: money(t.settled, currency),
      fees: money(t.fees, currency),
    })),
  };

  function sideOf(o: SalesOrderRow): Side {
    const docs = docsBy.get(`${o.subscriptionId}:${o.kind}:${o.sourceId}`) ?? [];
    let booked = docs.reduce((sum, d) => sum + d.rows.reduce((s, r) => s + r.debit, 0), 0);
    const inSummary = stagedBy.get(o.syncEntryId);
    if (!docs.length && inSummary) booked = Math.abs((inSummary.sale as { total: number }).total);
    const copies = Math.max(docs.length, inSummary ? 1 : 0);
    const bookedCurrency = docs[0]?.currency ?? null;
    if (o.kind === 'refund') booked = -booked;

    const wanted = o.kind === 'refund' ? 'refund' : 'charge';
    const matches = (settlements.get(o.orderId) ?? []).filter(
      (s) => s.transaction.type === wanted && !usedTransactions.has(s.transaction),
    );
    // a refund takes the provider's refund of the same amount when there are several
    const chosen =
      o.kind === 'refund'
        ? [matches.find((s) => Math.abs(s.transaction.amount) === Math.abs(o.total)) ?? matches[0]]
        : matches;
    const settled = chosen.filter((s): s is Settlement => s !== undefined);
    for (const s of settled) usedTransactions.add(s.transaction);
    if (!settled.length) {
      const none = { settledNet: null, settledGross: null, fee: 0, settledCurrency: null };
      return { shop: signed(o), booked, copies, bookedCurrency, ...none };
    }
    const gross = settled.reduce((sum, s) => sum + s.transaction.amount, 0);
    const fee = settled.reduce((sum, s) => sum + s.transaction.fee, 0);
    return {
      shop: signed(o),
      booked,
      copies,
      bookedCurrency,
      settledNet: gross - fee,
      settledGross: gross,
      fee,
      settledCurrency: settled[0]!.payout.currency,
    };
  }
}

function amounts(o: SalesOrderRow, booked: number, shop: number) {
  return { booked: money(booked, o.currency), shop: money(shop, o.currency) };
}

function elementDiscrepancy(
  o: SalesOrderRow,
  type: DiscrepancyType,
  amount: number,
  params: Record<string, string>,
): Discrepancy {
  return {
    type,
    kind: o.kind,
    reference: o.orderNumber,
    source: o.source,
    source_id: o.sourceId,
    subscription_id: o.subscriptionId,
    sync_entry_id: o.syncEntryId,
    amount: money(amount, o.currency),
    params,
  };
}

const minor = (value: string) => Math.round(Number(value) * 100);

function mismatchOf(p: SalesPayoutRow): PayoutMismatch[] {
  const net = p.transactions.reduce((sum, t) => sum + t.net, 0);
  if (net === p.amount || !p.transactions.length) return [];
  return [
    {
      subscription_id: p.subscriptionId,
      source: p.source,
      payout_id: p.payoutId,
      date: p.paymentDate,
      currency: p.currency,
      amount: money(p.amount, p.currency),
      transactions_net: money(net, p.currency),
      difference: money(p.amount - net, p.currency),
      sync_entry_id: p.syncEntryId,
    },
  ];
}
