/*
 * The Swedish BAS structure of the statements (ADR 037): which account numbers each line of the
 * balance sheet, income statement and cash flow statements sums, in the order they are shown.
 * A line's title is the i18n key `financials.bas.<code>`.
 */

export type Range = readonly [number, number];

export type LayoutLine =
  | { type: 'heading'; code: string; level: 0 | 1 | 2 }
  /**
   * accounts within `ranges` (the first matching group takes an account; a `rest` group what
   * no other group takes), or computed
   */
  | { type: 'group'; code: string; level: 0 | 1 | 2; ranges: readonly Range[]; rest?: true }
  | { type: 'group'; code: string; level: 0 | 1 | 2; computed: true }
  /** the sum of earlier groups and sums */
  | { type: 'sum'; code: string; level: 0 | 1 | 2; of: readonly string[] };

export const CASH: Range = [1900, 1999];
/** 8990–8999: the year's result as booked at closing (against 2099), not part of the result. */
export const BOOKED_RESULT: Range = [8990, 8999];
export const DEPRECIATION: Range = [7700, 7899];
export const LAST_ACCOUNT = 99_999_999;

const heading = (code: string, level: 0 | 1 | 2 = 0) => ({ type: 'heading', code, level }) as const;
const group = (code: string, level: 0 | 1 | 2, ...ranges: Range[]) =>
  ({ type: 'group', code, level, ranges }) as const;
const rest = (code: string, level: 0 | 1 | 2) =>
  ({ type: 'group', code, level, ranges: [], rest: true }) as const;
const computed = (code: string, level: 0 | 1 | 2 = 1) =>
  ({ type: 'group', code, level, computed: true }) as const;
const sum = (code: string, level: 0 | 1 | 2, of: readonly string[]) =>
  ({ type: 'sum', code, level, of }) as const;

const FIXED = ['intangible_assets', 'tangible_assets', 'financial_assets'];
const CURRENT = [
  'inventory',
  'current_receivables',
  'short_term_investments',
  'cash_and_bank',
  'other_assets',
];
const EQUITY = ['equity', 'calculated_result'];
const LIABILITIES = [
  'untaxed_reserves',
  'provisions',
  'long_term_liabilities',
  'current_liabilities',
];

/** Tillgångar; Eget kapital och skulder. Accounts 0–2999. */
export const BALANCE_SHEET: readonly LayoutLine[] = [
  heading('assets'),
  heading('fixed_assets', 1),
  group('intangible_assets', 2, [1000, 1099]),
  group('tangible_assets', 2, [1100, 1299]),
  group('financial_assets', 2, [1300, 1399]),
  sum('fixed_assets_total', 1, FIXED),
  heading('current_assets', 1),
  group('inventory', 2, [1400, 1499]),
  group('current_receivables', 2, [1500, 1799]),
  group('short_term_investments', 2, [1800, 1899]),
  group('cash_and_bank', 2, CASH),
  group('other_assets', 2, [0, 999]),
  sum('current_assets_total', 1, CURRENT),
  sum('assets_total', 0, [...FIXED, ...CURRENT]),
  heading('equity_and_liabilities'),
  group('equity', 2, [2000, 2099]),
  computed('calculated_result', 2),
  sum('equity_total', 1, EQUITY),
  group('untaxed_reserves', 1, [2100, 2199]),
  group('provisions', 1, [2200, 2299]),
  group('long_term_liabilities', 1, [2300, 2399]),
  group('current_liabilities', 1, [2400, 2999]),
  sum('equity_and_liabilities_total', 0, [...EQUITY, ...LIABILITIES]),
];

const OPERATING_INCOME = ['net_sales', 'capitalised_work', 'other_operating_income'];
const OPERATING_COSTS = [
  'goods',
  'other_external_costs',
  'personnel',
  'depreciation',
  'other_operating_costs',
];
const OPERATING = [...OPERATING_INCOME, ...OPERATING_COSTS];
const AFTER_FINANCIAL = [...OPERATING, 'financial_items'];

/** Resultaträkning: accounts 3000 and up. */
export const INCOME_STATEMENT: readonly LayoutLine[] = [
  group('net_sales', 1, [3000, 3799]),
  group('capitalised_work', 1, [3800, 3899]),
  group('other_operating_income', 1, [3900, 3999]),
  sum('operating_income_total', 0, OPERATING_INCOME),
  group('goods', 1, [4000, 4999]),
  group('other_external_costs', 1, [5000, 6999]),
  group('personnel', 1, [7000, 7699]),
  group('depreciation', 1, DEPRECIATION),
  group('other_operating_costs', 1, [7900, 7999]),
  sum('operating_costs_total', 0, OPERATING_COSTS),
  sum('operating_result', 0, OPERATING),
  group('financial_items', 1, [8000, 8799]),
  sum('result_after_financial_items', 0, AFTER_FINANCIAL),
  group('appropriations', 1, [8800, 8899]),
  group('tax', 1, [8900, 8989]),
  group('other_result_accounts', 1, [9000, LAST_ACCOUNT]),
  sum('net_result', 0, [...AFTER_FINANCIAL, 'appropriations', 'tax', 'other_result_accounts']),
  group('booked_result', 1, BOOKED_RESULT),
];

const CASH_ENDS = [computed('cash_at_start', 0), computed('cash_at_end', 0)] as const;

/**
 * Direct method: the cash effect of every voucher that touches 19xx, by its other accounts.
 * `other_operating` takes what no other line names.
 */
export const CASH_FLOW_DIRECT: readonly LayoutLine[] = [
  CASH_ENDS[0],
  heading('operating_activities'),
  group('customers', 1, [1500, 1599], [3000, 3999]),
  group('suppliers', 1, [1400, 1499], [2400, 2499], [4000, 6999]),
  group('personnel_payments', 1, [2700, 2999], [7000, 7699]),
  group('vat', 1, [2600, 2699]),
  group('taxes', 1, [2500, 2599], [8900, 8989]),
  group('financial_payments', 1, [8000, 8799]),
  rest('other_operating', 1),
  sum('operating_total', 0, [
    'customers',
    'suppliers',
    'personnel_payments',
    'vat',
    'taxes',
    'financial_payments',
    'other_operating',
  ]),
  ...investingAndFinancing(),
  CASH_ENDS[1],
];

/**
 * Indirect method: the result, with what moved no cash added back, then the change of every
 * balance account but cash. Depreciation (77–78xx) is added back under operating and counted
 * against the fixed assets under investing, so investing shows what was bought and sold.
 */
export const CASH_FLOW_INDIRECT: readonly LayoutLine[] = [
  CASH_ENDS[0],
  heading('operating_activities'),
  computed('result'),
  computed('depreciation_added_back'),
  group('provisions_change', 1, [2100, 2299]),
  sum('before_working_capital', 1, ['result', 'depreciation_added_back', 'provisions_change']),
  group('inventory_change', 1, [1400, 1499]),
  group('receivables_change', 1, [1500, 1799]),
  group('liabilities_change', 1, [2400, 2999]),
  group('other_operating', 1, [0, 999]),
  sum('operating_total', 0, [
    'result',
    'depreciation_added_back',
    'provisions_change',
    'inventory_change',
    'receivables_change',
    'liabilities_change',
    'other_operating',
  ]),
  ...investingAndFinancing(DEPRECIATION, BOOKED_RESULT),
  CASH_ENDS[1],
];

/** Investing 10–13xx and 18xx; financing 20xx and 23xx (plus what the method moves there). */
function investingAndFinancing(fixed?: Range, equity?: Range): LayoutLine[] {
  return [
    heading('investing_activities'),
    group('fixed_asset_investments', 1, [1000, 1399], ...(fixed ? [fixed] : [])),
    group('short_term_investments_change', 1, [1800, 1899]),
    sum('investing_total', 0, ['fixed_asset_investments', 'short_term_investments_change']),
    heading('financing_activities'),
    group('equity_change', 1, [2000, 2099], ...(equity ? [equity] : [])),
    group('long_term_debt_change', 1, [2300, 2399]),
    sum('financing_total', 0, ['equity_change', 'long_term_debt_change']),
    sum('cash_change', 0, ['operating_total', 'investing_total', 'financing_total']),
  ];
}

/** Where an account goes: the first group whose ranges hold it, else the layout's rest. */
export function groupOf(layout: readonly LayoutLine[], account: number): string | undefined {
  let fallback: string | undefined;
  for (const line of layout) {
    if (line.type !== 'group' || !('ranges' in line)) continue;
    if (line.rest) fallback ??= line.code;
    else if (line.ranges.some(([a, b]) => account >= a && account <= b)) return line.code;
  }
  return fallback;
}
