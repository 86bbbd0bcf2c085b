import { stockholmDay } from '@portal/contracts/dates';
import type {
  AnalysisCell,
  BudgetAnalysis,
  BudgetType,
  VarianceThreshold,
} from '@portal/contracts/schemas/budgets';
import type { Db } from '../../db/client';
import type { CellFigures, RowFigures } from './budget-analysis';
import { budgetYear, periodsOf } from './budget-periods';
import { budgetVariance } from './budget-variance';
import {
  accountNames,
  companyName,
  ledgerYearsOf,
  linesOf,
  resultMovements,
} from './budgets.repository';
import { budgetOf, kr, toBudget } from './budgets.service';

const krOrNull = (ore: number | null) => (ore === null ? null : kr(ore));
const percent = (value: number | null) => (value === null ? null : value.toFixed(1));

const cellView = (c: CellFigures): AnalysisCell => ({
  period: c.period,
  budget: krOrNull(c.budget),
  actual: krOrNull(c.actual),
  variance: krOrNull(c.variance),
  variance_percent: percent(c.percent),
  flagged: c.flagged,
  within: c.within,
});

/**
 * Budget vs actual of one of the company's budgets (GET /budgets/:id/analysis/): per account
 * and BAS group, per period, with the threshold's filter, the accuracy and the chart's figures.
 * Also what a scheduled "budget analysis" report renders. Throws "not found" for a budget that
 * is not the company's. `now` decides which periods are over (their actuals shown).
 */
export async function budgetAnalysis(
  db: Db,
  companyId: number,
  budgetId: number,
  threshold: VarianceThreshold,
  now: Date = new Date(),
): Promise<BudgetAnalysis> {
  const view = await budgetOf(db, companyId, budgetId);
  const years = await ledgerYearsOf(db, companyId);
  const span = budgetYear(years, view.budget.year);
  const periods = periodsOf(view.budget.type as BudgetType, span.start);
  const lines = await linesOf(db, budgetId);
  const movements = await resultMovements(db, companyId, periods[0]!.start, periods.at(-1)!.end);
  const today = stockholmDay(now);
  const detail = span.detail as 'vouchers' | 'totals' | 'none';
  const figures = budgetVariance({ periods, lines, movements, detail, today, threshold });
  const names = await accountNames(db, companyId, [...new Set(lines.map((l) => l.account))]);
  const rowView = (r: RowFigures) => ({
    kind: r.kind,
    account: r.account,
    group: r.group,
    name: r.kind === 'group' ? `${r.group}xx` : (names.get(r.account) ?? ''),
    nature: r.nature,
    cells: r.cells.map(cellView),
    budget: kr(r.budget),
    actual: krOrNull(r.actual),
    variance: krOrNull(r.variance),
    variance_percent: percent(r.percent),
    projection: kr(r.projection),
    flagged: r.flagged,
  });
  return {
    budget: toBudget(view, years),
    company: { id: companyId, name: await companyName(db, companyId) },
    threshold,
    periods: periods.map((p) => ({
      period: p.period,
      start: p.start,
      end: p.end,
      elapsed: p.end < today,
    })),
    actual_detail: detail,
    rows: figures.rows.map(rowView),
    accuracy: { ...figures.accuracy, percent: percent(figures.accuracy.percent) },
    chart: figures.chart.map((c) => ({
      period: c.period,
      revenue_budget: kr(c.revenueBudget),
      revenue_actual: krOrNull(c.revenueActual),
      cost_budget: kr(c.costBudget),
      cost_actual: krOrNull(c.costActual),
    })),
    result: {
      budget: kr(figures.result.budget),
      actual: krOrNull(figures.result.actual),
      projection: kr(figures.result.projection),
    },
  };
}
