import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMinor } from '@portal/connectors/money';
import type {
  AccountRole,
  Reconciliation,
  ReconciliationIssue,
  ReconciliationQuery,
} from '@portal/contracts/schemas/reconciliation';
import type { AppContext } from '../../context';
import { subscriptions } from '../../db/schema/subscriptions';
import { syncEntries } from '../../db/schema/sync';
import { notFound } from '../../http/http-error';
import { accountsOf, BAS_NAMES } from '../bookkeeping/accounts';
import { customAccountRoles } from '../bookkeeping/custom-accounts';
import type { CustomAccountRule } from '../bookkeeping/custom-accounts';
import { companyAccountRules } from '../custom-accounts/custom-accounts.repository';
import type { Scope } from '../tenancy/scope';
import { countIssues, listIssues } from './issues.repository';
import { monthRange } from '../reports/period';

/** A payout's own voucher, or the summary voucher of a payout. */
const isPayoutDocument = sql`(d.kind = 'payout' OR (d.kind = 'summary' AND d.source_id LIKE 'payout:%'))`;

const sek = (minor: number | string | null) => formatMinor(Number(minor ?? 0), 'SEK');

/** Which role each account of the company's subscriptions plays in the payout flow. */
function rolesOf(rows: (typeof subscriptions.$inferSelect)[], custom: CustomAccountRule[]) {
  const roles = new Map<string, AccountRole>();
  for (const subscription of rows) {
    const a = accountsOf(subscription);
    const set = (account: string, role: AccountRole) => {
      if (!roles.has(account)) roles.set(account, role);
    };
    set(a.clearing, 'clearing');
    set(a.bank, 'bank');
    set(a.fees, 'fees');
    set(a.disputes, 'disputes');
    set(a.suspense, 'suspense');
    set(a.exchangeGain, 'exchange');
    set(a.exchangeLoss, 'exchange');
  }
  // custom bank and fee accounts of payouts (ADR 026)
  const customRoles = customAccountRoles(custom);
  for (const account of customRoles.bank) if (!roles.has(account)) roles.set(account, 'bank');
  for (const account of customRoles.fees) if (!roles.has(account)) roles.set(account, 'fees');
  return roles;
}

const ROLE_ORDER: AccountRole[] = ['clearing', 'bank', 'fees', 'disputes', 'suspense', 'exchange'];

type RowsOf<T> = { rows: T[] };

/**
 * The discrepancy report of one company and month, from the documents the engine booked: the
 * payout flow's accounts (opening, movements, closing), every payout with its deposit, fees and
 * what it left on suspense, and the elements that need a person.
 */
export async function reconcile(
  ctx: AppContext,
  scope: Scope,
  query: ReconciliationQuery,
): Promise<Reconciliation> {
  const { companyId, month } = reportOf(ctx, scope, query);
  return reconcileMonth(ctx, companyId, month);
}

/** The company (the caller's active one when left out, and one it may see) and month asked for. */
function reportOf(ctx: AppContext, scope: Scope, query: ReconciliationQuery) {
  const companyId = query.company_id ?? scope.activeCompanyId;
  if (companyId === null || companyId === undefined) throw notFound();
  if (!scope.all && !scope.companyIds.includes(companyId)) throw notFound();
  return { companyId, month: query.month ?? ctx.clock.now().toISOString().slice(0, 7) };
}

/** The report of one company's month (YYYY-MM), whoever may see it. */
export async function reconcileMonth(
  ctx: AppContext,
  companyId: number,
  month: string,
): Promise<Reconciliation> {
  const { start, end } = monthRange(month);
  const db = ctx.db;

  const subs = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  const roles = rolesOf(subs, await companyAccountRules(db, companyId));
  const accounts = [...roles.keys()];

  const movements = (await db.execute(sql`
    SELECT r->>'account' AS account,
      sum(CASE WHEN d.date < ${start}::date THEN (r->>'debit')::bigint - (r->>'credit')::bigint ELSE 0 END) AS opening,
      sum(CASE WHEN d.date >= ${start}::date THEN (r->>'debit')::bigint ELSE 0 END) AS debit,
      sum(CASE WHEN d.date >= ${start}::date THEN (r->>'credit')::bigint ELSE 0 END) AS credit
    FROM booked_documents d, jsonb_array_elements(d.rows) r
    WHERE d.company_id = ${companyId} AND d.date < ${end}::date AND d.currency = 'SEK'
    GROUP BY 1`)) as unknown as RowsOf<{
    account: string;
    opening: string;
    debit: string;
    credit: string;
  }>;
  const byAccount = new Map(movements.rows.map((r) => [r.account, r]));
  const accountRows = accounts
    .map((account) => {
      const m = byAccount.get(account);
      const opening = Number(m?.opening ?? 0);
      const debit = Number(m?.debit ?? 0);
      const credit = Number(m?.credit ?? 0);
      return { account, role: roles.get(account)!, opening, debit, credit };
    })
    .filter((a) => a.opening !== 0 || a.debit !== 0 || a.credit !== 0 || a.role === 'clearing')
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));

  const [totals] = (
    (await db.execute(sql`
    SELECT count(*) AS documents,
      count(*) FILTER (WHERE (SELECT coalesce(sum((r->>'debit')::bigint - (r->>'credit')::bigint), 0)
        FROM jsonb_array_elements(d.rows) r) <> 0) AS unbalanced
    FROM booked_documents d
    WHERE d.company_id = ${companyId} AND d.date >= ${start}::date AND d.date < ${end}::date`)) as unknown as RowsOf<{
      documents: string;
      unbalanced: string;
    }>
  ).rows;

  const payoutDocs = (
    (await db.execute(sql`
    SELECT d.subscription_id AS "subscriptionId", d.kind, d.source_id AS "sourceId", d.reference,
      d.date::text AS date, d.rows
    FROM booked_documents d
    WHERE d.company_id = ${companyId} AND d.date >= ${start}::date AND d.date < ${end}::date
      AND ${isPayoutDocument}
    ORDER BY d.date, d.id`)) as unknown as RowsOf<{
      subscriptionId: number;
      kind: string;
      sourceId: string;
      reference: string;
      date: string;
      rows: { account: string; debit: number; credit: number }[];
    }>
  ).rows;
  const payoutIds = payoutDocs.map((d) => (d.kind === 'payout' ? d.sourceId : d.sourceId.slice(7)));
  const entries = payoutIds.length
    ? await db
        .select()
        .from(syncEntries)
        .where(
          and(
            eq(syncEntries.companyId, companyId),
            eq(syncEntries.kind, 'payout'),
            inArray(syncEntries.sourceId, payoutIds),
          ),
        )
    : [];
  const application = new Map(subs.map((s) => [s.id, s.application]));
  const net = (rows: { account: string; debit: number; credit: number }[], role: AccountRole) =>
    rows
      .filter((r) => roles.get(r.account) === role)
      .reduce((total, r) => total + r.debit - r.credit, 0);
  const payouts = payoutDocs.map((d, i) => {
    const entry = entries.find(
      (e) => e.subscriptionId === d.subscriptionId && e.sourceId === payoutIds[i],
    );
    return {
      subscription_id: d.subscriptionId,
      source: entry?.source ?? application.get(d.subscriptionId) ?? '',
      payout_id: payoutIds[i]!,
      date: d.date,
      reference: d.reference,
      deposit: sek(net(d.rows, 'bank')),
      fees: sek(net(d.rows, 'fees')),
      difference: sek(-net(d.rows, 'suspense')),
      status: entry?.status ?? null,
      reason: entry?.reason ?? '',
    };
  }) as Reconciliation['payouts'];

  const issuesCount = await countIssues(db, companyId, { start, end });

  const clearing = accounts.filter((a) => roles.get(a) === 'clearing');
  const days = clearing.length
    ? (
        (await db.execute(sql`
    SELECT day,
      sum(net) FILTER (WHERE flow = 'sale') AS sold,
      -sum(net) FILTER (WHERE flow = 'refund') AS refunded,
      -sum(net) FILTER (WHERE flow = 'payout') AS settled
    FROM (
      SELECT d.date::text AS day, (r->>'debit')::bigint - (r->>'credit')::bigint AS net,
        CASE WHEN ${isPayoutDocument} THEN 'payout' WHEN d.kind = 'refund' THEN 'refund'
          ELSE 'sale' END AS flow
      FROM booked_documents d, jsonb_array_elements(d.rows) r
      WHERE d.company_id = ${companyId} AND d.date >= ${start}::date AND d.date < ${end}::date
        AND d.currency = 'SEK' AND r->>'account' IN (${sql.join(clearing, sql`, `)})
    ) moved
    GROUP BY 1 ORDER BY 1`)) as unknown as RowsOf<{
          day: string;
          sold: string | null;
          refunded: string | null;
          settled: string | null;
        }>
      ).rows
    : [];

  const closing = (a: { opening: number; debit: number; credit: number }) =>
    a.opening + a.debit - a.credit;
  const clearingClosing = accountRows
    .filter((a) => a.role === 'clearing')
    .reduce((t, a) => t + closing(a), 0);
  // what providers paid out after the month went first to what they owed at its end
  const [after] = clearing.length
    ? (
        (await db.execute(sql`
    SELECT coalesce(sum((r->>'credit')::bigint - (r->>'debit')::bigint), 0) AS settled
    FROM booked_documents d, jsonb_array_elements(d.rows) r
    WHERE d.company_id = ${companyId} AND d.date >= ${end}::date AND d.currency = 'SEK'
      AND ${isPayoutDocument}
      AND r->>'account' IN (${sql.join(clearing, sql`, `)})`)) as unknown as RowsOf<{
          settled: string;
        }>
      ).rows
    : [];
  const settledSince = Math.max(0, Math.min(clearingClosing, Number(after?.settled ?? 0)));
  return {
    company_id: companyId,
    month,
    currency: 'SEK',
    documents: Number(totals?.documents ?? 0),
    balanced: Number(totals?.unbalanced ?? 0) === 0,
    accounts: accountRows.map((a) => ({
      account: a.account,
      name: BAS_NAMES[a.account] ?? '',
      role: a.role,
      opening: sek(a.opening),
      debit: sek(a.debit),
      credit: sek(a.credit),
      closing: sek(closing(a)),
    })),
    clearing_closing: sek(clearingClosing),
    clearing_settled_since: sek(settledSince),
    clearing_open: sek(clearingClosing - settledSince),
    payouts,
    issues_count: issuesCount,
    days: days.map((d) => ({
      day: d.day,
      sold: sek(d.sold),
      refunded: sek(d.refunded),
      settled: sek(d.settled),
    })),
  };
}

/** One page of the month's elements that need a person, for whoever may see the company. */
export async function reconciliationIssues(
  ctx: AppContext,
  scope: Scope,
  query: ReconciliationQuery & { limit: number; offset: number },
) {
  const { companyId, month } = reportOf(ctx, scope, query);
  return issuesOfMonth(ctx, companyId, month, query);
}

/** The elements of one company's month (YYYY-MM) that need a person, a page of them. */
export async function issuesOfMonth(
  ctx: AppContext,
  companyId: number,
  month: string,
  page = { limit: 50, offset: 0 },
): Promise<{ count: number; results: ReconciliationIssue[] }> {
  const range = monthRange(month);
  const [count, rows] = await Promise.all([
    countIssues(ctx.db, companyId, range),
    listIssues(ctx.db, companyId, range, page),
  ]);
  const results = rows.map((e) => ({
    sync_entry_id: e.id,
    subscription_id: e.subscriptionId,
    source: e.source,
    kind: e.kind,
    source_id: e.sourceId,
    reference_number: e.referenceNumber,
    status: e.status as ReconciliationIssue['status'],
    reason: e.reason,
    updated_at: new Date(e.updatedAt).toISOString(),
  }));
  return { count, results };
}
