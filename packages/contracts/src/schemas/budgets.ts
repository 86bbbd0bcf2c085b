import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { patchOf, queryId, requiredString } from '../validation';

/**
 * /budgets (issue 16, ADR 038): SPEC §3 budget (name, year, type, description), its figures per
 * result account and period, and budget vs actual from the company's ledger with the SPEC §9
 * variance thresholds and budget accuracy.
 */
export const BUDGET_TYPES = ['annual', 'quarterly', 'monthly'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];

/** Periods of a budget year per type: 1 for annual, 1–4 quarterly, 1–12 monthly. */
export const PERIODS_OF: Record<BudgetType, number> = { annual: 1, quarterly: 4, monthly: 12 };

/** SPEC §9: variance thresholds in percent, or every item. */
export const VARIANCE_THRESHOLDS = ['5', '10', '15', '20', 'all'] as const;
export type VarianceThreshold = (typeof VARIANCE_THRESHOLDS)[number];

/** SPEC §9: budget accuracy counts the items within 10 percent of their budget. */
export const ACCURACY_WITHIN_PERCENT = 10;

/** Budgets hold result accounts (BAS classes 3–8): revenue, costs, financial items, tax. */
export const BUDGET_ACCOUNTS = { from: 3000, to: 8999 } as const;

export const BUDGET_YEAR_MIN = 2000;
export const BUDGET_YEAR_MAX = 2100;
/** Kronor, at most twelve digits before the decimal point. */
export const BUDGET_AMOUNT_MAX = 999_999_999_999;
/** Lines (accounts) of one budget, and rows of one imported file. */
export const BUDGET_ACCOUNTS_MAX = 2000;
/** An import file's size in bytes. */
export const BUDGET_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** "Start from last year's actuals": the change applied, in percent. */
export const ADJUST_PERCENT = { min: -100, max: 1000 } as const;

/** SEK with two decimals ("1250.00"), negative allowed (a cost reduction, a loss). */
const Money = z.string();

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(min, { error: 'number_min' })
    .max(max, { error: 'number_max' });

const budgetFields = {
  name: requiredString(200),
  year: wholeNumber(BUDGET_YEAR_MIN, BUDGET_YEAR_MAX),
  type: z.enum(BUDGET_TYPES, { error: 'required' }),
  description: z.string().trim().max(2000, { error: 'max' }),
};

export const BudgetInput = z
  .object({ ...budgetFields, description: budgetFields.description.default('') })
  .strict();
export type BudgetInput = z.input<typeof BudgetInput>;

/** What is not given stays as it is. */
export const BudgetPatch = patchOf(z.object(budgetFields).partial().strict());
export type BudgetPatch = z.input<typeof BudgetPatch>;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const Budget = z.object({
  id: z.number().int(),
  company: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  type: z.enum(BUDGET_TYPES),
  description: z.string(),
  periods: z.number().int(),
  /** the financial year the budget covers (the ledger's year starting in `year`, else Jan–Dec) */
  start: z.string(),
  end: z.string(),
  account_count: z.number().int(),
  /** revenue less costs over the year, as budgeted */
  result: Money,
  updated_at: z.iso.datetime(),
  updated_by: Person,
});
export type Budget = z.infer<typeof Budget>;

export const BUDGET_SORTS = ['name', 'year', 'updated_at'] as const;

export const BudgetQuery = PageQuery.extend({
  company: queryId(),
  year: z.coerce.number().int().optional(),
  search: z.string().trim().max(200).optional(),
  ordering: orderingOf(BUDGET_SORTS),
}).strict();

export const BudgetPage = paginated(Budget);

/** `?company=` of a new budget: the company it is for. */
export const BudgetCreateQuery = z.object({ company: queryId() }).strict();

/** `?company=` of a budget's own calls: when given, it must be the budget's company. */
export const BudgetCompanyQuery = z.object({ company: queryId().optional() }).strict();

/** One account's figures: `amounts[i]` is period i + 1, in kronor ("" or null: none). */
export const BudgetLine = z.object({
  account: z.number().int(),
  name: z.string(),
  amounts: z.array(Money.nullable()),
});
export type BudgetLine = z.infer<typeof BudgetLine>;

export const BudgetLines = z.object({
  periods: z.number().int(),
  lines: z.array(BudgetLine),
});
export type BudgetLines = z.infer<typeof BudgetLines>;

/** An amount in kronor as typed: digits, optional sign, at most two decimals. */
export const AMOUNT_PATTERN = /^-?\d{1,12}(?:[.,]\d{1,2})?$/;

/**
 * The whole grid: it replaces the budget's figures. Accounts and amounts are checked by the
 * server as an imported file's rows are, so a bad one is named by its row (ADR 038).
 */
export const BudgetLinesInput = z
  .object({
    lines: z
      .array(
        z.object({
          account: z.number({ error: 'required' }),
          /** period 1 first; null or "" for none */
          amounts: z.array(z.string().max(40).nullable()).max(12, { error: 'max_items' }),
        }),
      )
      .max(BUDGET_ACCOUNTS_MAX, { error: 'max_items' }),
  })
  .strict();
export type BudgetLinesInput = z.input<typeof BudgetLinesInput>;

export const FromActualsInput = z
  .object({
    /** +/- percent applied to last year's actuals */
    percent: z.coerce
      .number({ error: 'required' })
      .min(ADJUST_PERCENT.min, { error: 'number_min' })
      .max(ADJUST_PERCENT.max, { error: 'number_max' }),
  })
  .strict();
export type FromActualsInput = z.input<typeof FromActualsInput>;

/** What an import or a start from actuals wrote. */
export const BudgetFill = BudgetLines.extend({
  /** last year is known only by its totals: each account's year was spread evenly */
  spread_evenly: z.boolean(),
});
export type BudgetFill = z.infer<typeof BudgetFill>;

export const AnalysisQuery = z
  .object({
    company: queryId().optional(),
    threshold: z.enum(VARIANCE_THRESHOLDS, { error: 'required' }).default('10'),
  })
  .strict();

/** One account × period: budget, actual and their difference (actual − budget). */
export const AnalysisCell = z.object({
  period: z.number().int(),
  budget: Money.nullable(),
  /** null for a period not over yet, or a month the ledger does not detail */
  actual: Money.nullable(),
  variance: Money.nullable(),
  /** variance ÷ |budget| × 100, one decimal; null without a budget or an actual */
  variance_percent: z.string().nullable(),
  /** |variance_percent| ≥ the threshold (or actual without budget) */
  flagged: z.boolean(),
  /** within 10 % of the budget: counts towards accuracy */
  within: z.boolean().nullable(),
});
export type AnalysisCell = z.infer<typeof AnalysisCell>;

export const AnalysisRow = z.object({
  kind: z.enum(['account', 'group']),
  /** the account, or the group's first account (3000 for group 30) */
  account: z.number().int(),
  /** BAS account group, two digits ("30") */
  group: z.string(),
  name: z.string(),
  /** revenue (credit-normal) or cost: which way is good */
  nature: z.enum(['revenue', 'cost']),
  cells: z.array(AnalysisCell),
  budget: Money,
  /** the periods over so far */
  actual: Money.nullable(),
  /** over the periods over so far: actual − their budget */
  variance: Money.nullable(),
  variance_percent: z.string().nullable(),
  /** actual to date + budget for the periods still to come */
  projection: Money,
  flagged: z.boolean(),
});
export type AnalysisRow = z.infer<typeof AnalysisRow>;

export const AnalysisPeriod = z.object({
  period: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** over: actuals are shown; else the budget stands for it */
  elapsed: z.boolean(),
});

export const BudgetAnalysis = z.object({
  budget: Budget,
  company: z.object({ id: z.number().int(), name: z.string() }),
  threshold: z.enum(VARIANCE_THRESHOLDS),
  periods: z.array(AnalysisPeriod),
  /** vouchers: monthly actuals; totals: the year only; none: no ledger year covers it */
  actual_detail: z.enum(['vouchers', 'totals', 'none']),
  /** accounts (and their groups' subtotals) with an item over the threshold; all with "all" */
  rows: z.array(AnalysisRow),
  /** account × elapsed period with a budget: how many, how many within 10 %, flagged */
  accuracy: z.object({
    items: z.number().int(),
    within: z.number().int(),
    /** within ÷ items × 100, one decimal; null before any period is over */
    percent: z.string().nullable(),
    flagged: z.number().int(),
  }),
  /** per period: revenue and costs, budget beside actual (the chart) */
  chart: z.array(
    z.object({
      period: z.number().int(),
      revenue_budget: Money,
      revenue_actual: Money.nullable(),
      cost_budget: Money,
      cost_actual: Money.nullable(),
    }),
  ),
  /** the year's result: budget, actual to date, projection */
  result: z.object({ budget: Money, actual: Money.nullable(), projection: Money }),
});
export type BudgetAnalysis = z.infer<typeof BudgetAnalysis>;

/** An account of the company's chart to add to a budget. */
export const BudgetAccount = z.object({ account: z.number().int(), name: z.string() });
export type BudgetAccount = z.infer<typeof BudgetAccount>;

export const BudgetAccountQuery = PageQuery.extend({
  company: queryId(),
  search: z.string().trim().max(200).optional(),
}).strict();

export const BudgetAccountPage = paginated(BudgetAccount);
