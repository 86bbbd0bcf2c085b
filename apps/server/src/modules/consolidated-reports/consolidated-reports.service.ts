import { formatMinor } from '@portal/connectors/money';
import { stockholmDay } from '@portal/contracts/dates';
import type {
  ConsolidatedClient,
  ConsolidatedKind,
  ConsolidatedQuery,
  ConsolidatedReport,
  ConsolidatedRow,
  MissingReason,
} from '@portal/contracts/schemas/consolidated-reports';
import { isRealDate } from '@portal/contracts/validation';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../http/http-error';
import { BALANCE_SHEET, INCOME_STATEMENT } from '../financial-reports/bas-structure';
import { cutTotalsYear, monthEnd, withinLedger, yearHolding } from '../financial-reports/period';
import type { LedgerYearRow, Period } from '../financial-reports/period';
import { evaluate } from '../financial-reports/statement-rows';
import type { Column, Line } from '../financial-reports/statement-rows';
import { firmScopeOf } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import {
  accountNames,
  balancesAtMonthEnd,
  clientsByIds,
  resultMovements,
  yearsByCompany,
} from './consolidated-reports.repository';
import type { CompanyAmount } from './consolidated-reports.repository';

const sek = (ore: number) => formatMinor(ore, 'SEK');

function month(value: string, field: 'from' | 'to'): string {
  if (/^\d{4}-\d{2}$/.test(value) && isRealDate(`${value}-01`)) return `${value}-01`;
  throw fieldError('validation_error', field, 'financials.errors.month', { value });
}

function chosenIds(text: string | undefined, clientIds: number[]): number[] {
  if (text === undefined) return clientIds;
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^\d{1,10}$/.test(p))) {
    throw fieldError('validation_error', 'companies', 'financials.errors.companies');
  }
  const ids = [...new Set(parts.map(Number))];
  if (ids.some((id) => !clientIds.includes(id))) throw notFound();
  return ids;
}

/** The asked period, or January to the last month the chosen ledgers reach (at most today's). */
function periodOf(query: ConsolidatedQuery, years: Map<number, LedgerYearRow[]>, today: string) {
  const ends = [...years.values()].flatMap((list) => list.map((y) => y.end));
  const reach = ends.length ? ends.reduce((a, b) => (a > b ? a : b)) : today;
  const last = reach < today ? reach : today;
  const to = query.to ? month(query.to, 'to') : `${last.slice(0, 7)}-01`;
  const from = query.from ? month(query.from, 'from') : `${to.slice(0, 4)}-01-01`;
  if (from > to)
    throw fieldError('validation_error', 'to', 'financials.errors.order', { from, to });
  return { from, to: monthEnd(to) };
}

function missingReason(
  kind: ConsolidatedKind,
  years: LedgerYearRow[] | undefined,
  period: Period,
): MissingReason | null {
  if (!years?.length) return 'not_read';
  if (kind === 'balance_sheet') {
    const year = yearHolding(years, period.to);
    if (!year) return 'outside_ledger';
    return year.detail === 'totals' && year.end !== period.to ? 'totals_only' : null;
  }
  if (!withinLedger(years, period)) return 'outside_ledger';
  return cutTotalsYear(years, period) ? 'totals_only' : null;
}

function columnsOf(kind: ConsolidatedKind, ids: number[], amounts: CompanyAmount[]) {
  const columns = new Map<number, Column>(
    ids.map((id) => [id, { accounts: new Map(), computed: {} }]),
  );
  const results = new Map<number, number>();
  for (const { companyId, account, amount } of amounts) {
    const column = columns.get(companyId)!;
    if (account >= 3000) {
      results.set(companyId, (results.get(companyId) ?? 0) + amount);
      if (kind === 'income_statement') column.accounts.set(account, -amount);
    } else if (kind === 'balance_sheet') {
      column.accounts.set(account, account < 2000 ? amount : -amount);
    }
  }
  if (kind === 'balance_sheet') {
    for (const [id, column] of columns) {
      column.computed.calculated_result = { amount: -(results.get(id) ?? 0) };
    }
  }
  return columns;
}

/**
 * The chosen clients' balance sheet (at the period's end) or income statement side by side,
 * one column per company whose ledger holds the period; the others listed with the reason.
 */
export async function consolidatedReport(
  ctx: AppContext,
  scope: Scope,
  query: ConsolidatedQuery,
): Promise<ConsolidatedReport> {
  const { db } = ctx;
  const firm = await firmScopeOf(db, scope);
  const chosen = chosenIds(query.companies, firm.clientIds);
  const years = await yearsByCompany(db, chosen);
  const period = periodOf(query, years, stockholmDay(ctx.clock.now()));
  const reasons = new Map(
    chosen.map((id) => [id, missingReason(query.kind, years.get(id), period)]),
  );
  const clients = await clientsByIds(db, firm.clientIds);
  const included = clients.filter((c) => chosen.includes(c.id) && reasons.get(c.id) === null);
  const ids = included.map((c) => c.id);

  const amounts =
    query.kind === 'balance_sheet'
      ? await balancesAtMonthEnd(db, ids, period.to)
      : await resultMovements(db, ids, period.from, `${period.to.slice(0, 7)}-01`);
  const layout = query.kind === 'balance_sheet' ? BALANCE_SHEET : INCOME_STATEMENT;
  const columns = columnsOf(query.kind, ids, amounts);
  const lines = ids.map((id) => evaluate(layout, columns.get(id)!));
  const names = await accountNames(db, ids);

  const rows: ConsolidatedRow[] = [];
  for (const line of layout) {
    const base = { type: line.type, code: line.code, label: `financials.bas.${line.code}` };
    if (line.type === 'heading') {
      rows.push({ ...base, level: line.level, amounts: null, total: null, accounts: [] });
      continue;
    }
    const per = lines.map((l) => l.get(line.code));
    const numbers = [...new Set(per.flatMap((l) => [...(l?.accounts.keys() ?? [])]))].sort(
      (a, b) => a - b,
    );
    if (line.type === 'group' && !('computed' in line) && !numbers.length) continue;
    rows.push({
      ...base,
      level: line.level,
      ...figures(per.map((l) => l?.amount ?? 0)),
      accounts: numbers.map((account) => ({
        account,
        name: names.get(account) ?? '',
        ...figures(per.map((l: Line | undefined) => l?.accounts.get(account) ?? 0)),
      })),
    });
  }
  const client = (c: (typeof clients)[number]): ConsolidatedClient => ({
    id: c.id,
    name: c.name,
    company_id: c.org,
    included: ids.includes(c.id),
    missing: reasons.get(c.id) ?? null,
  });
  return {
    kind: query.kind,
    period,
    columns: included.map((c) => ({ id: c.id, name: c.name })),
    clients: clients.map(client),
    rows,
  };
}

function figures(values: number[]) {
  return { amounts: values.map(sek), total: sek(values.reduce((s, v) => s + v, 0)) };
}
