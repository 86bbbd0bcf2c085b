import { formatMinor } from '@portal/connectors/money';
import {
  PERIODS_OF,
  type Budget,
  type BudgetInput,
  type BudgetLines,
  type BudgetPatch,
  type BudgetType,
} from '@portal/contracts/schemas/budgets';
import type { Db } from '../../db/client';
import { notFound, withDetail } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import { budgetYear, type YearSpan } from './budget-periods';
import type { LineAmount } from './budget-lines';
import {
  accountNames,
  deleteBudget,
  findBudget,
  insertBudget,
  ledgerYearsOf,
  linesOf,
  listBudgets,
  replaceLines,
  updateBudget,
  type BudgetView,
} from './budgets.repository';

export const kr = (ore: number) => formatMinor(ore, 'SEK');

export function toBudget(view: BudgetView, years: readonly YearSpan[]): Budget {
  const b = view.budget;
  const span = budgetYear(years, b.year);
  const end = new Date(
    Date.UTC(Number(span.start.slice(0, 4)) + 1, Number(span.start.slice(5, 7)) - 1, 0),
  );
  return {
    id: b.id,
    company: b.companyId,
    name: b.name,
    year: b.year,
    type: b.type as BudgetType,
    description: b.description,
    periods: PERIODS_OF[b.type as BudgetType],
    start: span.start,
    end: end.toISOString().slice(0, 10),
    account_count: view.accountCount,
    result: kr(Number(view.result)),
    updated_at: b.updatedAt.toISOString(),
    updated_by: b.updatedBy === null ? null : { id: b.updatedBy, name: view.updatedByName ?? '' },
  };
}

/** A budget of the company, or "not found" (another company's, or none). */
export async function budgetOf(db: Db, companyId: number, id: number) {
  const view = await findBudget(db, companyId, id);
  if (!view) throw notFound();
  return view;
}

export async function listCompanyBudgets(
  db: Db,
  companyId: number,
  filter: Parameters<typeof listBudgets>[2],
) {
  const [{ count, rows }, years] = [
    await listBudgets(db, companyId, filter),
    await ledgerYearsOf(db, companyId),
  ];
  return { count, results: rows.map((r) => toBudget(r, years)) };
}

export async function getBudget(db: Db, companyId: number, id: number) {
  return toBudget(await budgetOf(db, companyId, id), await ledgerYearsOf(db, companyId));
}

export async function createBudget(
  db: Db,
  scope: Scope,
  companyId: number,
  input: BudgetInput,
  now: Date,
) {
  const id = await insertBudget(db, {
    companyId,
    name: input.name,
    year: Number(input.year),
    type: input.type,
    description: input.description ?? '',
    createdBy: scope.actorId,
    updatedBy: scope.actorId,
    createdAt: now,
    updatedAt: now,
  });
  return getBudget(db, companyId, id);
}

/** Name, year and description change freely; the type only while there are no figures. */
export async function patchBudget(
  db: Db,
  scope: Scope,
  companyId: number,
  id: number,
  patch: BudgetPatch,
  now: Date,
) {
  const view = await budgetOf(db, companyId, id);
  if (patch.type && patch.type !== view.budget.type && view.accountCount > 0)
    throw withDetail(409, 'conflict', 'planning.errors.type_locked');
  await updateBudget(db, id, {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.year !== undefined ? { year: Number(patch.year) } : {}),
    ...(patch.type !== undefined ? { type: patch.type } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    updatedBy: scope.actorId,
    updatedAt: now,
  });
  return getBudget(db, companyId, id);
}

export async function removeBudget(db: Db, companyId: number, id: number) {
  await budgetOf(db, companyId, id);
  await deleteBudget(db, id);
}

/** The grid: one row per account, one amount (or none) per period, named from the chart. */
export async function gridOf(
  db: Db,
  companyId: number,
  budgetId: number,
  type: BudgetType,
): Promise<BudgetLines> {
  const periods = PERIODS_OF[type];
  const lines = await linesOf(db, budgetId);
  const accounts = [...new Set(lines.map((l) => l.account))];
  const names = await accountNames(db, companyId, accounts);
  return {
    periods,
    lines: accounts.map((account) => {
      const amounts: (string | null)[] = Array.from({ length: periods }, () => null);
      for (const l of lines)
        if (l.account === account && l.period <= periods) amounts[l.period - 1] = kr(l.amount);
      return { account, name: names.get(account) ?? '', amounts };
    }),
  };
}

/** Replaces the budget's figures and marks who changed it. */
export async function writeLines(
  db: Db,
  scope: Scope,
  budgetId: number,
  lines: LineAmount[],
  now: Date,
) {
  await replaceLines(db, budgetId, lines, { updatedBy: scope.actorId, updatedAt: now });
}
