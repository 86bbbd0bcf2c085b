import { z } from 'zod';
import { STATEMENT_ROW_TYPES } from './financial-reports';

/**
 * /consolidated-reports (SPEC §2, issue 16): the balance sheet or income statement of the
 * firm's clients side by side, one column per company and their total, by BAS account.
 */
export const CONSOLIDATED_KINDS = ['balance_sheet', 'income_statement'] as const;
export type ConsolidatedKind = (typeof CONSOLIDATED_KINDS)[number];

/** Why a chosen client has no column. */
export const MISSING_REASONS = ['not_read', 'outside_ledger', 'totals_only'] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

export const ConsolidatedQuery = z.object({
  kind: z.enum(CONSOLIDATED_KINDS),
  /** YYYY-MM; default January of the `to` month's year */
  from: z.string().max(7).optional(),
  /** YYYY-MM; default this month, or the last month the clients' ledgers reach */
  to: z.string().max(7).optional(),
  /** the clients to include, ids separated by commas; default every client */
  companies: z.string().max(20_000).optional(),
});
export type ConsolidatedQuery = z.input<typeof ConsolidatedQuery>;

const Money = z.string();

export const ConsolidatedClient = z.object({
  id: z.number().int(),
  name: z.string(),
  /** organisation number */
  company_id: z.string(),
  included: z.boolean(),
  /** a client chosen but without a column, and why */
  missing: z.enum(MISSING_REASONS).nullable(),
});
export type ConsolidatedClient = z.infer<typeof ConsolidatedClient>;

export const ConsolidatedAccount = z.object({
  account: z.number().int(),
  name: z.string(),
  /** one per column, in the order of `columns` */
  amounts: z.array(Money),
  total: Money,
});
export type ConsolidatedAccount = z.infer<typeof ConsolidatedAccount>;

export const ConsolidatedRow = z.object({
  type: z.enum(STATEMENT_ROW_TYPES),
  code: z.string(),
  /** i18n key, `financials.bas.<code>` */
  label: z.string(),
  level: z.number().int().min(0).max(2),
  /** null for headings */
  amounts: z.array(Money).nullable(),
  total: Money.nullable(),
  accounts: z.array(ConsolidatedAccount),
});
export type ConsolidatedRow = z.infer<typeof ConsolidatedRow>;

export const ConsolidatedReport = z.object({
  kind: z.enum(CONSOLIDATED_KINDS),
  period: z.object({ from: z.string(), to: z.string() }),
  /** the companies with a column, in order */
  columns: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** every client of the firm the caller sees, chosen or not */
  clients: z.array(ConsolidatedClient),
  rows: z.array(ConsolidatedRow),
});
export type ConsolidatedReport = z.infer<typeof ConsolidatedReport>;
