import { BUDGET_ACCOUNTS } from '@portal/contracts/schemas/budgets';
import { and, asc, between, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  budgetLines,
  budgets,
  ledgerAccounts,
  ledgerMonthTotals,
  ledgerYears,
} from '../../db/schema/ledger';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import type { LineAmount } from './budget-lines';

export type NewBudget = typeof budgets.$inferInsert;

const SORTS = { name: budgets.name, year: budgets.year, updated_at: budgets.updatedAt } as const;

/** Revenue less costs of a budget's lines (revenue: 3xxx and 80xx–83xx), öre. */
const budgetResult = sql<string>`coalesce((
  select sum(case when l.account between 3000 and 3999 or l.account between 8000 and 8399
                  then l.amount else -l.amount end)
  from ${budgetLines} l where l.budget_id = ${budgets.id}), 0)`;
const accountCount = sql<number>`(
  select count(distinct l.account)::int from ${budgetLines} l where l.budget_id = ${budgets.id})`;

const columns = {
  budget: budgets,
  result: budgetResult,
  accountCount,
  updatedByName: sql<
    string | null
  >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

export async function listBudgets(
  db: Db,
  companyId: number,
  filter: { limit: number; offset: number; year?: number; search?: string; ordering?: string },
) {
  const conditions: SQL[] = [eq(budgets.companyId, companyId)];
  if (filter.year !== undefined) conditions.push(eq(budgets.year, filter.year));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(budgets.name, pattern), ilike(budgets.description, pattern))!);
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(budgets).where(where);
  const field = (filter.ordering ?? '-year').replace(/^-/, '') as keyof typeof SORTS;
  const direction = filter.ordering?.startsWith('-') === false ? asc : desc;
  const rows = await db
    .select(columns)
    .from(budgets)
    .leftJoin(users, eq(users.id, budgets.updatedBy))
    .where(where)
    .orderBy(direction(SORTS[field] ?? budgets.year), asc(budgets.name), asc(budgets.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export type BudgetView = Awaited<ReturnType<typeof listBudgets>>['rows'][number];

export async function findBudget(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(budgets)
    .leftJoin(users, eq(users.id, budgets.updatedBy))
    .where(and(eq(budgets.id, id), eq(budgets.companyId, companyId)));
  return row ?? null;
}

/** The company a budget is of, whoever asks: tenancy is checked by the caller. */
export async function companyOfBudget(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: budgets.companyId })
    .from(budgets)
    .where(eq(budgets.id, id));
  return row?.companyId ?? null;
}

export async function insertBudget(db: Db, values: NewBudget) {
  const [row] = await db.insert(budgets).values(values).returning({ id: budgets.id });
  return row!.id;
}

export async function updateBudget(db: Db, id: number, values: Partial<NewBudget>) {
  await db.update(budgets).set(values).where(eq(budgets.id, id));
}

export async function deleteBudget(db: Db, id: number) {
  await db.delete(budgets).where(eq(budgets.id, id));
}

export async function linesOf(db: Db, budgetId: number): Promise<LineAmount[]> {
  return db
    .select({
      account: budgetLines.account,
      period: budgetLines.period,
      amount: budgetLines.amount,
    })
    .from(budgetLines)
    .where(eq(budgetLines.budgetId, budgetId))
    .orderBy(asc(budgetLines.account), asc(budgetLines.period));
}

/** The budget's figures become these, all at once. */
export async function replaceLines(
  db: Db,
  budgetId: number,
  lines: LineAmount[],
  touched: Partial<NewBudget>,
) {
  await db.transaction(async (tx) => {
    await tx.delete(budgetLines).where(eq(budgetLines.budgetId, budgetId));
    for (let i = 0; i < lines.length; i += 5000) {
      await tx
        .insert(budgetLines)
        .values(lines.slice(i, i + 5000).map((l) => ({ budgetId, ...l })));
    }
    await tx.update(budgets).set(touched).where(eq(budgets.id, budgetId));
  });
}

export async function accountNames(db: Db, companyId: number, accounts: number[]) {
  if (!accounts.length) return new Map<number, string>();
  const rows = await db
    .select({ account: ledgerAccounts.account, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), inArray(ledgerAccounts.account, accounts)));
  return new Map(rows.map((r) => [r.account, r.name]));
}

/** The company's result accounts, by number: what a budget line can be added for. */
export async function chartAccounts(
  db: Db,
  companyId: number,
  filter: { limit: number; offset: number; search?: string },
) {
  const conditions: SQL[] = [
    eq(ledgerAccounts.companyId, companyId),
    between(ledgerAccounts.account, BUDGET_ACCOUNTS.from, BUDGET_ACCOUNTS.to),
  ];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(ledgerAccounts.name, pattern),
        sql`${ledgerAccounts.account}::text like ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(ledgerAccounts).where(where);
  const rows = await db
    .select({ account: ledgerAccounts.account, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(where)
    .orderBy(asc(ledgerAccounts.account))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function ledgerYearsOf(db: Db, companyId: number) {
  return db
    .select({ start: ledgerYears.start, end: ledgerYears.end, detail: ledgerYears.detail })
    .from(ledgerYears)
    .where(eq(ledgerYears.companyId, companyId))
    .orderBy(asc(ledgerYears.start));
}

/** The result accounts' movements per month between two days. */
export async function resultMovements(db: Db, companyId: number, from: string, to: string) {
  const rows = await db
    .select({
      month: ledgerMonthTotals.month,
      account: ledgerMonthTotals.account,
      debit: ledgerMonthTotals.debit,
      credit: ledgerMonthTotals.credit,
    })
    .from(ledgerMonthTotals)
    .where(
      and(
        eq(ledgerMonthTotals.companyId, companyId),
        between(ledgerMonthTotals.month, from, to),
        between(ledgerMonthTotals.account, BUDGET_ACCOUNTS.from, BUDGET_ACCOUNTS.to),
      ),
    );
  return rows.map((r) => ({ ...r, month: r.month.slice(0, 7) }));
}

export async function companyName(db: Db, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}
