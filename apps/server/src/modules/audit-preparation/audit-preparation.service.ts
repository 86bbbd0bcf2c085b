import type { AppLocale } from '@portal/contracts/i18n/resources';
import {
  AUTOMATIC_CHECKS,
  AuditProof,
  isAutomatic,
  type AuditClient,
  type AuditItem,
  type AuditStatus,
  type Checklist,
} from '@portal/contracts/schemas/audit-preparation';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import type { FirmScope } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { fiscalYearEndOf, taxSettingsOf } from '../tax-preparation/client-settings';
import { fiscalYearOf, fiscalYearRange, isoDay } from '../tax-preparation/fiscal-year';
import type { FiscalYearRange } from '../tax-preparation/fiscal-year';
import { runChecks } from './audit-checks';
import {
  automaticItems,
  checklistsFrom,
  clientsOf,
  companyName,
  firmPeople,
  insertStandardItems,
  listItems,
  progressOf,
  updateItem,
} from './audit-preparation.repository';
import type { AuditItemView, ItemFilter } from './audit-preparation.repository';
import { standardItems } from './standard-items';

/** How long what the product found stays fresh before reading the checklist checks again. */
export const CHECK_FRESH_MS = 60_000;

const kinds = [...AUTOMATIC_CHECKS];

export function toAuditItem(view: AuditItemView, today: string): AuditItem {
  const i = view.item;
  const proof = i.proof ? AuditProof.safeParse(i.proof) : null;
  return {
    id: i.id,
    company: i.companyId,
    company_name: view.companyName,
    fiscal_year: i.fiscalYear,
    kind: i.kind as AuditItem['kind'],
    automatic: isAutomatic(i.kind),
    title: i.title,
    description: i.description,
    status: i.status as AuditStatus,
    due_date: i.dueDate,
    overdue: i.status !== 'done' && i.dueDate !== null && i.dueDate < today,
    assignee: i.assigneeId === null ? null : { id: i.assigneeId, name: view.assigneeName ?? '' },
    proof: proof?.success ? proof.data : null,
    checked_at: i.checkedAt?.toISOString() ?? null,
    completed_at: i.completedAt?.toISOString() ?? null,
    completed_by:
      i.completedBy === null ? null : { id: i.completedBy, name: view.completedByName ?? '' },
  };
}

/** The client's fiscal year `year`, for someone who may see the client (else 404). */
export async function clientYear(
  ctx: AppContext,
  firm: FirmScope,
  companyId: number,
  year: number,
) {
  if (!seesClient(firm, companyId)) throw notFound();
  return fiscalYearRange(year, await fiscalYearEndOf(ctx.db, firm.firmId, companyId));
}

/**
 * Checks the automatic items of a client's year against the engine's state and records what
 * was found: done with the proof, or open again with what is missing.
 */
export async function checkChecklist(
  ctx: AppContext,
  companyId: number,
  year: number,
  range: FiscalYearRange,
) {
  const now = ctx.clock.now();
  const items = await automaticItems(ctx.db, companyId, year, kinds);
  if (!items.length) return;
  const results = await runChecks(ctx, companyId, range, now);
  await ctx.db.transaction(async (tx) => {
    for (const item of items) {
      const proof = results[item.kind as keyof typeof results];
      const done = proof.passed;
      await updateItem(tx, item.id, {
        status: done ? 'done' : 'open',
        proof,
        checkedAt: now,
        completedAt: done ? (item.status === 'done' ? item.completedAt : now) : null,
        completedBy: null,
        updatedAt: done && item.status === 'done' ? item.updatedAt : now,
      });
    }
  });
}

/**
 * Opens a client's year: makes its standard items the first time (titled in the opener's
 * language), checks the automatic ones when what was found is older than a minute (or always,
 * `force`), and answers the year's progress.
 */
export async function openChecklist(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  companyId: number,
  year: number,
  force = false,
): Promise<Checklist> {
  const firm = await firmScopeOf(ctx.db, scope);
  const range = await clientYear(ctx, firm, companyId, year);
  const now = ctx.clock.now();
  await insertStandardItems(
    ctx.db,
    standardItems(range, locale).map((item) => ({
      firmId: firm.firmId,
      companyId,
      fiscalYear: year,
      ...item,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const items = await automaticItems(ctx.db, companyId, year, kinds);
  const stale = items.some(
    (i) => !i.checkedAt || now.getTime() - i.checkedAt.getTime() > CHECK_FRESH_MS,
  );
  if (force || stale) await checkChecklist(ctx, companyId, year, range);
  const today = isoDay(now);
  const { checkedAt, ...progress } = await progressOf(ctx.db, firm, { companyId, year, today });
  return {
    company: companyId,
    company_name: await companyName(ctx.db, companyId),
    fiscal_year: year,
    period_start: range.start,
    period_end: range.last,
    progress,
    checked_at: checkedAt?.toISOString() ?? null,
  };
}

export async function listAuditItems(
  ctx: AppContext,
  scope: Scope,
  filter: Omit<ItemFilter, 'today'>,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  if (filter.companyId && !seesClient(firm, filter.companyId)) throw notFound();
  const today = isoDay(ctx.clock.now());
  const { count, rows } = await listItems(ctx.db, firm, { ...filter, today });
  const { checkedAt: _checked, ...progress } = await progressOf(ctx.db, firm, {
    companyId: filter.companyId,
    year: filter.year,
    today,
  });
  return { count, results: rows.map((view) => toAuditItem(view, today)), progress };
}

/** The clients the person may see, with the fiscal year running today. */
export async function auditClients(ctx: AppContext, scope: Scope): Promise<AuditClient[]> {
  const firm = await firmScopeOf(ctx.db, scope);
  const clients = await clientsOf(ctx.db, firm);
  const settings = await taxSettingsOf(
    ctx.db,
    firm.firmId,
    clients.map((c) => c.id),
  );
  const today = isoDay(ctx.clock.now());
  return clients.map((c) => {
    const endMonth = settings.get(c.id)!.fiscalYearEndMonth;
    return {
      id: c.id,
      name: c.name,
      fiscal_year_end_month: endMonth,
      current_fiscal_year: fiscalYearOf(today, endMonth),
    };
  });
}

export async function auditPeople(ctx: AppContext, scope: Scope) {
  const firm = await firmScopeOf(ctx.db, scope);
  return (await firmPeople(ctx.db, firm.firmId)).map((p) => ({ id: p.id, name: p.name ?? '' }));
}

/** The periodic job: every checklist of this fiscal year and the last one, checked again. */
export async function checkOpenChecklists(ctx: AppContext) {
  const fromYear = ctx.clock.now().getUTCFullYear() - 1;
  for (const { firmId, companyId, year } of await checklistsFrom(ctx.db, fromYear, kinds)) {
    const range = fiscalYearRange(year, await fiscalYearEndOf(ctx.db, firmId, companyId));
    try {
      await checkChecklist(ctx, companyId, year, range);
    } catch (error) {
      ctx.log.warn({ err: error, companyId, year }, 'audit checklist not checked');
    }
  }
}
