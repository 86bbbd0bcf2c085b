import { formatMinor } from '@portal/connectors/money';
import {
  DUE_SOON_DAYS,
  type FileTaxReturn,
  type TaxReturn,
  type TaxReturnDetail,
  type TaxReturnPatch,
} from '@portal/contracts/schemas/tax-preparation';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound, withDetail } from '../../http/http-error';
import { firmScopeOf } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { addDays, isoDay } from './fiscal-year';
import { expectedReturns, missingPeriods } from './periods';
import { taxSettingsOf } from './client-settings';
import {
  findReturnView,
  insertReturns,
  listReturns,
  returnCounts,
  returnsOfClients,
  updateUnfiled,
} from './tax-preparation.repository';
import type { ReturnFilter, TaxReturnView } from './tax-preparation.repository';
import { vatFiguresOf, vatFiguresView } from './vat-figures';

/** Periods are kept for the current and the previous calendar year. */
export const returnYears = (now: Date) => [now.getUTCFullYear() - 1, now.getUTCFullYear()];

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** Makes the returns the clients' settings call for that do not exist yet (idempotent). */
export async function ensurePeriods(db: Db, firmId: number, companyIds: number[], now: Date) {
  if (!companyIds.length) return;
  const years = returnYears(now);
  const settings = await taxSettingsOf(db, firmId, companyIds);
  const existing = await returnsOfClients(db, firmId, companyIds);
  const rows = companyIds.flatMap((companyId) =>
    missingPeriods(
      expectedReturns(settings.get(companyId)!, years),
      existing.filter((r) => r.companyId === companyId),
    ).map((period) => ({ firmId, companyId, ...period, createdAt: now, updatedAt: now })),
  );
  await insertReturns(db, rows);
}

function toTaxReturn(view: TaxReturnView, today: string): TaxReturn {
  const r = view.row;
  const filed = r.status === 'filed';
  const daysLeft = daysBetween(today, r.dueDate);
  return {
    id: r.id,
    company: r.companyId,
    company_name: view.companyName,
    kind: r.kind as TaxReturn['kind'],
    period_start: r.periodStart,
    period_end: r.periodEnd,
    due_date: r.dueDate,
    status: r.status as TaxReturn['status'],
    days_left: daysLeft,
    due_soon: !filed && daysLeft >= 0 && daysLeft <= DUE_SOON_DAYS,
    overdue: !filed && daysLeft < 0,
    period_ended: today > r.periodEnd,
    filed_at: r.filedAt?.toISOString() ?? null,
    filed_by: r.filedBy === null ? null : { id: r.filedBy, name: view.filedByName ?? '' },
    note: r.note,
  };
}

type ListInput = Omit<ReturnFilter, 'today' | 'soonUntil'>;

export async function listTaxReturns(ctx: AppContext, scope: Scope, input: ListInput) {
  const firm = await firmScopeOf(ctx.db, scope);
  const now = ctx.clock.now();
  await ensurePeriods(ctx.db, firm.firmId, firm.clientIds, now);
  const today = isoDay(now);
  const soonUntil = addDays(today, DUE_SOON_DAYS);
  const [{ count, rows }, counts] = [
    await listReturns(ctx.db, firm, { ...input, today, soonUntil }),
    await returnCounts(ctx.db, firm, today, soonUntil),
  ];
  return {
    count,
    results: rows.map((view) => toTaxReturn(view, today)),
    counts: { due_soon: counts.dueSoon, overdue: counts.overdue, filed: counts.filed },
  };
}

async function visibleReturn(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  const view = await findReturnView(ctx.db, firm, id);
  if (!view) throw notFound();
  return view;
}

/** A return with its VAT figures: the filed snapshot, or what is booked in its period now. */
export async function getTaxReturn(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<TaxReturnDetail> {
  const view = await visibleReturn(ctx, scope, id);
  const r = view.row;
  const base = toTaxReturn(view, isoDay(ctx.clock.now()));
  if (r.kind !== 'vat') return { ...base, figures: null, figures_source: null };
  if (r.status === 'filed' && r.figures)
    return { ...base, figures: vatFiguresView(r.figures), figures_source: 'filed' };
  const live = await vatFiguresOf(ctx.db, r.companyId, r.periodStart, r.periodEnd);
  return { ...base, figures: vatFiguresView(live), figures_source: 'booked' };
}

const locked = () => withDetail(409, 'conflict', 'preparation.tax.filed_locked');

/** Open ↔ in progress, and the note; a filed return is not changed. */
export async function patchTaxReturn(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: TaxReturnPatch,
) {
  const view = await visibleReturn(ctx, scope, id);
  if (view.row.status === 'filed') throw locked();
  const row = await updateUnfiled(ctx.db, id, {
    ...(patch.status ? { status: patch.status } : {}),
    ...(patch.note !== undefined ? { note: patch.note } : {}),
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw locked();
  return getTaxReturn(ctx, scope, id);
}

/**
 * Files a return whose period is over: its VAT figures are kept as they are now, so bookings
 * that arrive later do not change what was filed. When the person confirmed an amount to pay
 * that is no longer what is booked, nothing is filed and they look again.
 */
export async function fileTaxReturn(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: FileTaxReturn,
) {
  const view = await visibleReturn(ctx, scope, id);
  const r = view.row;
  if (r.status === 'filed') throw locked();
  const now = ctx.clock.now();
  if (isoDay(now) <= r.periodEnd)
    throw withDetail(409, 'conflict', 'preparation.tax.period_not_ended', { end: r.periodEnd });
  const figures =
    r.kind === 'vat' ? await vatFiguresOf(ctx.db, r.companyId, r.periodStart, r.periodEnd) : null;
  if (figures && input.vat_to_pay && input.vat_to_pay !== formatMinor(figures.vat_to_pay!, 'SEK'))
    throw withDetail(409, 'conflict', 'preparation.tax.figures_changed');
  const row = await updateUnfiled(ctx.db, id, {
    status: 'filed',
    figures,
    filedAt: now,
    filedBy: scope.actorId,
    updatedAt: now,
  });
  if (!row) throw locked();
  return getTaxReturn(ctx, scope, id);
}
