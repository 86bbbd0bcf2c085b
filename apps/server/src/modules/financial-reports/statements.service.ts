import { formatMinor } from '@portal/connectors/money';
import type {
  CashFlowMethod,
  Statement,
  StatementKind,
  StatementMonth,
} from '@portal/contracts/schemas/financial-reports';
import type { Db } from '../../db/client';
import { withDetail } from '../../http/http-error';
import {
  BALANCE_SHEET,
  CASH_FLOW_DIRECT,
  CASH_FLOW_INDIRECT,
  INCOME_STATEMENT,
} from './bas-structure';
import type { LayoutLine } from './bas-structure';
import { cutTotalsYear, previousYear, resolvePeriod, withinLedger, yearHolding } from './period';
import type { Period } from './period';
import {
  balanceSheetColumn,
  cashAtStart,
  cashFlowColumn,
  incomeStatementColumn,
} from './statement-columns';
import type { ColumnResult, Ledger, Note } from './statement-columns';
import { buildRows } from './statement-rows';
import {
  accountNamesOf,
  companyNameOf,
  ledgerYearsOf,
  monthlyFigures,
} from './statements.repository';

/** Words an i18n key in the reader's language (the scheduled reports' PDF and XLSX). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface BuildStatementQuery {
  kind: StatementKind;
  /** cash flow only; indirect by default */
  method?: CashFlowMethod;
  /** YYYY-MM or YYYY-MM-DD; default the start of the latest financial year */
  from?: string;
  /** YYYY-MM or YYYY-MM-DD; default `today` within the latest financial year */
  to?: string;
  /** beside the same period a year earlier (default true) */
  compare?: boolean;
  /** YYYY-MM-DD, Swedish time: where "to date" ends; default the server's today */
  today?: string;
}

const sek = (ore: number) => formatMinor(ore, 'SEK');

function layoutOf(kind: StatementKind, method: CashFlowMethod): readonly LayoutLine[] {
  if (kind === 'balance_sheet') return BALANCE_SHEET;
  if (kind === 'income_statement') return INCOME_STATEMENT;
  return method === 'direct' ? CASH_FLOW_DIRECT : CASH_FLOW_INDIRECT;
}

function columnOf(ledger: Ledger, kind: StatementKind, method: CashFlowMethod, period: Period) {
  if (kind === 'balance_sheet') return balanceSheetColumn(ledger, period);
  if (kind === 'income_statement') return incomeStatementColumn(ledger, period);
  return cashFlowColumn(ledger, period, method);
}

/**
 * A company's statement for a period of its ledger, beside the same period a year earlier, on
 * the BAS structure (ADR 037). What the API answers, and what the scheduled reports render:
 * line titles are i18n keys, worded into `text` when `t` is given. Refuses a period outside
 * the ledger (400) and a company whose ledger was never read (409).
 */
export async function buildStatement(
  db: Db,
  companyId: number,
  query: BuildStatementQuery,
  t?: Translate,
): Promise<Statement> {
  const years = await ledgerYearsOf(db, companyId);
  if (!years.length) throw withDetail(409, 'conflict', 'financials.errors.no_ledger');
  const today = query.today ?? new Date().toISOString().slice(0, 10);
  const period = resolvePeriod(years, query, today);
  const method = query.method ?? 'indirect';
  const ledger: Ledger = { db, companyId, years };

  const current = await columnOf(ledger, query.kind, method, period);
  const comparePeriod = query.compare === false ? null : previousYear(period);
  let compare: ColumnResult = { column: null, notes: [] };
  if (comparePeriod) {
    compare = withinLedger(years, comparePeriod)
      ? await columnOf(ledger, query.kind, method, comparePeriod)
      : { column: null, notes: [{ key: 'outside', params: { ...comparePeriod } }] };
  }
  const notes: Note[] = [
    ...current.notes,
    ...compare.notes.map((n) => ({ ...n, key: `compare_${n.key}` })),
  ].map((n) => ({ ...n, key: `financials.notes.${n.key}` }));

  const names = await accountNamesOf(db, companyId);
  const statement: Statement = {
    company: { id: companyId, name: await companyNameOf(db, companyId) },
    kind: query.kind,
    method: query.kind === 'cash_flow' ? method : null,
    period,
    compare_period: comparePeriod,
    available: current.column !== null,
    compare_available: compare.column !== null,
    rows: buildRows(layoutOf(query.kind, method), current.column, compare.column, names),
    notes,
    months: current.column ? await monthSeries(ledger, period) : [],
    years: years.map((y) => ({ start: y.start, end: y.end, detail: y.detail })),
  };
  return t ? worded(statement, t) : statement;
}

/** The result of each month and the cash at its end, for the months whose vouchers are here. */
async function monthSeries(ledger: Ledger, period: Period): Promise<StatementMonth[]> {
  if (cutTotalsYear(ledger.years, period)) return [];
  let cash = [...(await cashAtStart(ledger, period.from)).values()].reduce((s, v) => s + v, 0);
  const months: StatementMonth[] = [];
  for (const m of await monthlyFigures(ledger.db, ledger.companyId, period)) {
    cash += m.cash;
    if (yearHolding(ledger.years, `${m.month}-01`)?.detail === 'totals') continue;
    months.push({ month: m.month, result: sek(-m.result), cash: sek(cash) });
  }
  return months;
}

function worded(statement: Statement, t: Translate): Statement {
  return {
    ...statement,
    rows: statement.rows.map((r) => ({ ...r, text: t(r.label) })),
    notes: statement.notes.map((n) => ({ ...n, text: t(n.key, n.params) })),
  };
}
