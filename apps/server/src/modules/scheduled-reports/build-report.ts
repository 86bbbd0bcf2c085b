import type { AppLocale } from '@portal/contracts/i18n/resources';
import { translate } from '@portal/contracts/i18n/resources';
import type { StatementKind } from '@portal/contracts/schemas/financial-reports';
import type { DataPeriod, ReportSection } from '@portal/contracts/schemas/scheduled-reports';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { budgetAnalysis } from '../budgets/budget-analysis.service';
import { buildStatement } from '../financial-reports/statements.service';
import { budgetTable } from './budget-table';
import type { FiscalYear, ReportPeriod } from './data-period';
import { reportPeriodOf } from './data-period';
import type { ReportDocument, ReportTable } from './report-document';
import { periodText, statementTable } from './statement-table';
import { isoOf, localDateOf } from './zoned-time';

/** Why a run made no report: an i18n key the list and the run history show. */
export class ReportFailure extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'ReportFailure';
  }
}

export interface ReportRequest {
  companyId: number;
  companyName: string;
  /** the schedule's name: the report's title */
  name: string;
  locale: AppLocale;
  sections: ReportSection[];
  budgetId: number | null;
  dataPeriod: DataPeriod;
  /** the due time: the period is counted back from its day in Stockholm */
  due: Date;
  ledger: { years: FiscalYear[]; refreshedAt: Date | null };
}

const STATEMENTS: Partial<
  Record<ReportSection, { kind: StatementKind; method?: 'direct' | 'indirect' }>
> = {
  balance_sheet: { kind: 'balance_sheet' },
  profit_and_loss: { kind: 'income_statement' },
  cash_flow_indirect: { kind: 'cash_flow', method: 'indirect' },
  cash_flow_direct: { kind: 'cash_flow', method: 'direct' },
};

const inLedger = (years: FiscalYear[], day: string) =>
  years.some((y) => y.start <= day && day <= y.end);

/** A failure of the statements or the budget, as a reason a person can act on. */
function reasonOf(error: unknown, fallback: string): never {
  if (error instanceof ReportFailure) throw error;
  if (error instanceof HttpError && error.statusCode === 404)
    throw new ReportFailure('schedules.errors.budget_missing');
  if (error instanceof HttpError && error.init.detail?.key && !error.init.detail.params)
    throw new ReportFailure(error.init.detail.key);
  throw error instanceof HttpError ? new ReportFailure(fallback) : error;
}

async function sectionTable(
  db: Db,
  request: ReportRequest,
  section: ReportSection,
  period: ReportPeriod,
): Promise<{ table: ReportTable; period: ReportPeriod }> {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(request.locale, key, params);
  const title = t(`schedules.sections.${section}`);
  const statement = STATEMENTS[section];
  if (statement) {
    const built = await buildStatement(
      db,
      request.companyId,
      { ...statement, from: period.from, to: period.to, compare: true, today: period.to },
      t,
    ).catch((error: unknown) => reasonOf(error, 'schedules.errors.statement_failed'));
    return { table: statementTable(built, title, request.locale), period };
  }
  if (request.budgetId === null) throw new ReportFailure('schedules.errors.budget_missing');
  // every account, and the periods over at the due time
  const analysis = await budgetAnalysis(
    db,
    request.companyId,
    request.budgetId,
    'all',
    request.due,
  ).catch((error: unknown) => reasonOf(error, 'schedules.errors.budget_failed'));
  const year = { from: analysis.budget.start, to: analysis.budget.end };
  return { table: budgetTable(analysis, title, request.locale), period: year };
}

/**
 * The report of a schedule for the period its data period names, read from the company's
 * ledger as last refreshed. Refused (ReportFailure) when the ledger was never read or does not
 * reach the period.
 */
export async function buildReport(db: Db, request: ReportRequest): Promise<ReportDocument> {
  const { years, refreshedAt } = request.ledger;
  if (!years.length) throw new ReportFailure('schedules.errors.no_ledger');
  const period = reportPeriodOf(request.dataPeriod, localDateOf(request.due), years);
  const statements = request.sections.some((s) => STATEMENTS[s]);
  if (statements && !(inLedger(years, period.from) && inLedger(years, period.to)))
    throw new ReportFailure('schedules.errors.period_outside_ledger');
  const sections: ReportTable[] = [];
  let shown = period;
  for (const section of request.sections) {
    const made = await sectionTable(db, request, section, period);
    sections.push(made.table);
    // a budget analysis alone covers its budget's year
    if (!statements) shown = made.period;
  }
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(request.locale, `schedules.report.${key}`, params);
  const read = refreshedAt ? isoOf(localDateOf(refreshedAt)) : null;
  return {
    locale: request.locale,
    title: request.name,
    subtitle: read ? t('ledger_read', { day: read }) : undefined,
    company: request.companyName,
    period: periodText(shown),
    generatedAt: request.due,
    sections,
  };
}
