import {
  PERIODS_OF,
  type BudgetLinesInput,
  type BudgetType,
} from '@portal/contracts/schemas/budgets';
import type { Db } from '../../db/client';
import type { Scope } from '../tenancy/scope';
import { checkRows } from './budget-lines';
import { budgetOf, gridOf, writeLines } from './budgets.service';

/** The budget's figures as the grid shows them. */
export async function readGrid(db: Db, companyId: number, id: number) {
  const view = await budgetOf(db, companyId, id);
  return gridOf(db, companyId, id, view.budget.type as BudgetType);
}

/** The whole grid replaces the figures; a bad cell names its row and nothing is kept. */
export async function saveGrid(
  db: Db,
  scope: Scope,
  companyId: number,
  id: number,
  input: BudgetLinesInput,
  now: Date,
) {
  const view = await budgetOf(db, companyId, id);
  const type = view.budget.type as BudgetType;
  const rows = input.lines.map((line, i) => ({
    row: i + 1,
    account: String(line.account),
    amounts: line.amounts,
  }));
  await writeLines(db, scope, id, checkRows(rows, PERIODS_OF[type]), now);
  return gridOf(db, companyId, id, type);
}
