import { allocate } from '@portal/connectors/money';
import { PERIODS_OF, type BudgetFill, type BudgetType } from '@portal/contracts/schemas/budgets';
import type { Db } from '../../db/client';
import { withDetail } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import { natureOf } from './budget-analysis';
import { readBudgetFile } from './budget-import';
import { checkRows, type LineAmount } from './budget-lines';
import { budgetYear, periodsOf } from './budget-periods';
import { ledgerYearsOf, resultMovements } from './budgets.repository';
import { budgetOf, gridOf, writeLines } from './budgets.service';

/** After an import or a start from actuals: the grid as it now stands. */
async function filled(db: Db, companyId: number, id: number, type: BudgetType, spread: boolean) {
  return { ...(await gridOf(db, companyId, id, type)), spread_evenly: spread } satisfies BudgetFill;
}

/** A CSV or XLSX file's rows replace the budget's figures, or nothing changes. */
export async function importBudgetFile(
  db: Db,
  scope: Scope,
  companyId: number,
  id: number,
  bytes: Buffer,
  now: Date,
) {
  const view = await budgetOf(db, companyId, id);
  const type = view.budget.type as BudgetType;
  const lines = checkRows(await readBudgetFile(bytes), PERIODS_OF[type]);
  await writeLines(db, scope, id, lines, now);
  return filled(db, companyId, id, type, false);
}

/**
 * Last year's actuals, changed by `percent`, become the budget: each result account's movement
 * in the same periods of the previous financial year, in whole kronor. A year the ledger knows
 * only by its totals is spread evenly over the periods.
 */
export async function budgetFromActuals(
  db: Db,
  scope: Scope,
  companyId: number,
  id: number,
  percent: number,
  now: Date,
) {
  const view = await budgetOf(db, companyId, id);
  const type = view.budget.type as BudgetType;
  const previous = budgetYear(await ledgerYearsOf(db, companyId), view.budget.year - 1);
  const periods = periodsOf(type, previous.start);
  const movements = await resultMovements(db, companyId, periods[0]!.start, periods.at(-1)!.end);
  const spread = previous.detail === 'totals' && periods.length > 1;
  const byAccount = new Map<number, number[]>();
  for (const m of movements) {
    const index = spread ? 0 : periods.findIndex((p) => p.months.includes(m.month));
    if (index < 0) continue;
    const sums = byAccount.get(m.account) ?? periods.map(() => 0);
    sums[index]! += (natureOf(m.account) === 'revenue' ? -1 : 1) * (m.debit - m.credit);
    byAccount.set(m.account, sums);
  }
  const factor = 1 + percent / 100;
  const lines: LineAmount[] = [];
  for (const [account, sums] of [...byAccount].sort((a, b) => a[0] - b[0])) {
    if (sums.every((s) => s === 0)) continue;
    const kronor = spread
      ? allocate(
          Math.round((sums[0]! * factor) / 100),
          periods.map(() => 1),
        )
      : sums.map((s) => Math.round((s * factor) / 100));
    kronor.forEach((k, i) => lines.push({ account, period: i + 1, amount: k * 100 }));
  }
  if (!lines.length)
    throw withDetail(409, 'conflict', 'planning.errors.no_actuals', { year: view.budget.year - 1 });
  await writeLines(db, scope, id, lines, now);
  return filled(db, companyId, id, type, spread);
}
