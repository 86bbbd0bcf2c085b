import { formatMinor } from '@portal/connectors/money';
import type {
  Anomaly,
  AnomalyKind,
  AnomalyModel,
  AnomalyPeriod,
  AnomalySeries,
  Sensitivity,
} from '@portal/contracts/schemas/anomaly-detection';
import { ANOMALY_KINDS } from '@portal/contracts/schemas/anomaly-detection';
import type { AppContext } from '../../context';
import { ledgerCompanyOf } from '../ledger/ledger-scope';
import type { Scope } from '../tenancy/scope';
import {
  accountNames,
  deleteDismissal,
  dismissedKeys,
  insertDismissal,
  latestVoucherDate,
  loadWindow,
  voucherHeads,
} from './anomaly-detection.repository';
import { accountDays, detectAnomalies } from './detect';
import { addDays, type Finding } from './ledger-window';

export interface DetectionQuery {
  company: number;
  period: AnomalyPeriod;
  model: AnomalyModel;
  sensitivity: Sensitivity;
}

/** How far back the models learn before the period starts. */
const HISTORY_DAYS = 365;

/**
 * The period ends on the ledger's latest voucher, not today: a ledger read a while ago (or a
 * SIE file of last year) still has its last days to look at (ADR 039).
 */
async function run(ctx: AppContext, companyId: number, query: DetectionQuery) {
  const end = await latestVoucherDate(ctx.db, companyId);
  if (!end) return null;
  const start = addDays(end, -(query.period - 1));
  const window = await loadWindow(ctx.db, companyId, {
    learnStart: addDays(start, -HISTORY_DAYS),
    start,
    end,
  });
  return { window, findings: detectAnomalies(window, query) };
}

type Ordering = 'score' | '-score' | 'date' | '-date';

const ORDER: Record<Ordering, (a: Finding, b: Finding) => number> = {
  score: (a, b) => a.score - b.score,
  '-score': (a, b) => b.score - a.score,
  date: (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  '-date': (a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0),
};

export async function listAnomalies(
  ctx: AppContext,
  scope: Scope,
  query: DetectionQuery & {
    kind?: AnomalyKind;
    dismissed?: boolean;
    ordering?: string;
    limit: number;
    offset: number;
  },
) {
  const companyId = await ledgerCompanyOf(ctx.db, scope, query.company);
  const counts = Object.fromEntries(ANOMALY_KINDS.map((k) => [k, 0])) as Record<
    AnomalyKind,
    number
  >;
  const ran = await run(ctx, companyId, query);
  if (!ran) return { count: 0, results: [], start: null, end: null, counts, accounts: [] };
  const hidden = await dismissedKeys(ctx.db, companyId);
  const showing = ran.findings.filter((f) => hidden.has(f.key) === (query.dismissed ?? false));
  const open = ran.findings.filter((f) => !hidden.has(f.key));
  for (const f of open) counts[f.kind] += 1;
  const perAccount = new Map<number, number>();
  for (const f of open)
    if (f.account && f.kind !== 'missing_payout')
      perAccount.set(f.account, (perAccount.get(f.account) ?? 0) + 1);
  const chosen = showing
    .filter((f) => !query.kind || f.kind === query.kind)
    .sort((a, b) => ORDER[(query.ordering as Ordering) ?? '-score'](a, b) || b.score - a.score);
  const page = chosen.slice(query.offset, query.offset + query.limit);
  const names = await accountNames(ctx.db, companyId, [
    ...new Set(
      [...page.map((f) => f.account), ...perAccount.keys()].filter((a): a is number => a !== null),
    ),
  ]);
  const heads = await voucherHeads(ctx.db, companyId, [
    ...new Set(page.flatMap((f) => f.voucherIds)),
  ]);
  const results: Anomaly[] = page.map((f) => ({
    key: f.key,
    kind: f.kind,
    date: f.date,
    account: f.account,
    account_name: f.account === null ? null : (names.get(f.account) ?? ''),
    amount: f.amount === null ? null : formatMinor(f.amount, 'SEK'),
    score: f.score,
    reason: f.reason,
    vouchers: f.voucherIds.flatMap((id) => (heads.has(id) ? [heads.get(id)!] : [])),
    dismissed: hidden.has(f.key),
  }));
  const accounts = [...perAccount]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([account, count]) => ({ account, name: names.get(account) ?? '', count }));
  return {
    count: chosen.length,
    results,
    start: ran.window.start,
    end: ran.window.end,
    counts,
    accounts,
  };
}

/** One account's days in the period for the chart, the flagged ones marked. */
export async function anomalySeries(
  ctx: AppContext,
  scope: Scope,
  query: DetectionQuery & { account: number },
): Promise<AnomalySeries> {
  const companyId = await ledgerCompanyOf(ctx.db, scope, query.company);
  const names = await accountNames(ctx.db, companyId, [query.account]);
  const ran = await run(ctx, companyId, query);
  const base = { account: query.account, name: names.get(query.account) ?? '' };
  if (!ran) return { ...base, points: [] };
  const hidden = await dismissedKeys(ctx.db, companyId);
  const flagged = new Set(
    ran.findings
      .filter((f) => f.account === query.account && !hidden.has(f.key))
      .map((f) => f.date),
  );
  return { ...base, points: accountDays(ran.window, query.account, query, flagged) };
}

/** "Expected": the anomaly is remembered by its key and no longer listed. */
export async function dismissAnomaly(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  key: string,
) {
  const company = await ledgerCompanyOf(ctx.db, scope, companyId);
  await insertDismissal(ctx.db, {
    companyId: company,
    key,
    dismissedBy: scope.actorId,
    createdAt: ctx.clock.now(),
  });
}

export async function restoreAnomaly(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  key: string,
) {
  const company = await ledgerCompanyOf(ctx.db, scope, companyId);
  await deleteDismissal(ctx.db, company, key);
}
