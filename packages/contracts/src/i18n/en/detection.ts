import type { detection as sv } from '../sv/detection';

export const detection: typeof sv = {
  voucher: '{{series}} {{number}}',
  open_voucher: 'Open voucher {{series}} {{number}}',
  anomalies: {
    intro:
      "Unusual amounts and days on the company's revenue and cost accounts, payment providers' fees and payouts, and VAT rates. The period ends on the latest voucher in the ledger; the year before it is what the models learn from.",
    options: 'What is examined',
    period: 'Period',
    periods: {
      '7': 'Last 7 days',
      '30': 'Last 30 days',
      '90': 'Last 90 days',
      '365': 'Last year',
    },
    model: 'Model',
    models: {
      statistical: 'Statistical',
      adaptive: 'Adaptive',
      ensemble: 'Ensemble',
    },
    model_hints: {
      statistical:
        "Compares each amount and daily total with the account's median (robust z-score). Knows nothing of seasons.",
      adaptive:
        "Follows each account's level day by day (exponentially weighted mean) and flags what falls outside the forecast.",
      ensemble:
        'Flags what both models see, so fewer ordinary seasonal peaks are taken for anomalies.',
    },
    sensitivity: 'Sensitivity',
    sensitivities: { low: 'Low', medium: 'Medium', high: 'High' },
    span: '{{start}} – {{end}}',
    no_vouchers: 'The ledger has no vouchers to examine.',
    kinds: {
      unusual_amount: 'Unusual amount',
      unusual_day: 'Unusual daily total',
      fee_share: 'Fee share',
      missing_payout: 'Missing payout',
      vat_rate: 'VAT rate',
    },
    counts: 'Anomalies by kind',
    kind: 'Kind',
    date: 'Date',
    account: 'Account',
    amount: 'Amount',
    reason: 'Why',
    score: 'Strength',
    score_hint: '1.0 is just at the threshold of the chosen sensitivity',
    vouchers: 'Vouchers',
    empty: 'Nothing unusual in the period.',
    empty_dismissed: 'No anomalies in the period are marked as expected.',
    show_dismissed: 'Show expected',
    dismiss: 'Expected',
    dismiss_label: 'Mark {{kind}} {{date}} as expected',
    dismissed: 'Marked as expected. It is no longer listed.',
    restore: 'List again',
    restore_label: 'List {{kind}} {{date}} again',
    restored: 'The anomaly is listed again.',
    file: 'Anomalies',
    chart: {
      title: 'Daily totals on {{account}} {{name}}',
      account: 'Account in the chart',
      total: 'Daily total',
      low: 'Expected lowest',
      high: 'Expected highest',
      flagged: 'Anomaly',
      none: 'No account has anomalies to show in the chart.',
      summary: '{{flagged}} of {{days}} days flagged on account {{account}}.',
    },
    cadence_every: 'every bank day',
    cadence_nth: 'every {{n}} bank days',
    reasons: {
      amount_high:
        'The amount {{amount}} on {{account}} is {{ratio}} times the usual ({{typical}}).',
      amount_low:
        'The amount {{amount}} on {{account}} is only {{share}} of the usual ({{typical}}).',
      day_high:
        "The day's total {{amount}} on {{account}} is {{ratio}} times a usual day ({{typical}}).",
      day_low:
        "The day's total {{amount}} on {{account}} is only {{share}} of a usual day ({{typical}}).",
      band_high:
        '{{amount}} on {{account}} is above the expected range {{low}}–{{high}} (forecast {{forecast}}).',
      band_low:
        '{{amount}} on {{account}} is below the expected range {{low}}–{{high}} (forecast {{forecast}}).',
      fee_share:
        '{{provider}} kept {{share}} of the payout as fee ({{fee}} of {{gross}}), against a usual {{usual}}.',
      missing_payout:
        'No payout from {{provider}} {{from}}–{{to}} ({{days}} bank days), though it usually pays out {{cadence}}.',
      payouts_stopped:
        'No payout from {{provider}} since {{from}} ({{days}} bank days until {{to}}), though it usually pays out {{cadence}}.',
      vat_rate:
        'Output VAT {{vat}} on {{account}} is {{rate}} of the revenue {{revenue}} – not 25, 12 or 6%.',
      vat_unmatched: 'Output VAT {{vat}} on {{account}} belongs to no revenue in the voucher.',
    },
  },
  duplicates: {
    intro:
      'Vouchers that look like the same transaction booked twice. A scan flags the pairs; nothing is merged until someone has looked at them.',
    criteria: 'Matching',
    found_by: 'Found by',
    criteria_options: { strict: 'Strict', fuzzy: 'Fuzzy', smart: 'Smart' },
    criteria_hints: {
      strict: 'Same date, same rows (account and amount) and same text.',
      fuzzy: 'Same rows, at most 3 days apart and texts at least 80 % alike.',
      smart:
        'As fuzzy, but not recurring items like rent, card sales with different order numbers or vouchers already reversed.',
    },
    scan: 'Find duplicates',
    scanning: "Searching the ledger's vouchers …",
    scanned:
      '{{found}} pairs found among {{vouchers}} vouchers, {{flagged}} of them new. {{withdrawn}} flagged pairs no longer match and were taken away.',
    status: 'Status',
    statuses: { flagged: 'Flagged', dismissed: 'Not a duplicate', merged: 'Merged' },
    counts: 'Pairs by status',
    kept: 'Kept',
    duplicate: 'Duplicate',
    score: 'Likeness',
    date: 'Date',
    same_day: 'Same day',
    days_apart_one: '{{count}} day apart',
    days_apart_other: '{{count}} days apart',
    rows: 'Rows of {{voucher}}',
    account: 'Account',
    debit: 'Debit',
    credit: 'Credit',
    select_all: 'Select every pair on the page',
    select_pair: 'Select the pair {{kept}} and {{duplicate}}',
    dismiss: 'Not a duplicate',
    dismiss_label: 'Not a duplicate: {{kept}} and {{duplicate}}',
    dismissed: 'The pair is marked as not a duplicate.',
    merge: 'Merge selected ({{count}})',
    merge_title_one: 'Merge {{count}} pair?',
    merge_title_other: 'Merge {{count}} pairs?',
    merge_text:
      'In each pair the earliest voucher is kept and the later one is reversed by a new voucher dated the same day as it. Nothing is deleted. The merge cannot be undone.',
    merge_system: 'The reversals are also booked in {{system}}.',
    merge_confirm: 'Merge',
    merged_one: '{{count}} pair has been merged.',
    merged_other: '{{count}} pairs have been merged.',
    reversed_by: 'Reversed by {{voucher}}',
    reversed_in: 'in {{system}}',
    reversed_ref: '({{reference}})',
    decided: '{{name}}, {{time}}',
    empty: 'No pairs. Choose a matching and find duplicates.',
    empty_filtered: 'No pairs with that status.',
    file: 'Duplicates',
    export: {
      kept: 'Kept',
      kept_date: 'Date (kept)',
      kept_text: 'Text (kept)',
      duplicate: 'Duplicate',
      duplicate_date: 'Date (duplicate)',
      duplicate_text: 'Text (duplicate)',
      amount: 'Amount',
      reversal: 'Reversal',
    },
    systems: { fortnox: 'Fortnox', visma: 'Visma eEkonomi' },
    errors: {
      no_connection:
        'The company has no connection to {{system}}, so the reversal of {{voucher}} cannot be booked there. Nothing was changed.',
      system_auth:
        '{{system}} did not accept the sign-in when the reversal of {{voucher}} was to be booked. Connect the company again and retry.',
      system_busy:
        '{{system}} is not answering right now, so the reversal of {{voucher}} is not booked. Try again in a while.',
      system_refused:
        '{{system}} did not take the reversal of {{voucher}}, for example because the period is locked. Nothing was changed.',
      already_merged: 'The pair is already merged and cannot be changed.',
      merge_under_way:
        'The pair with {{voucher}} is being merged right now. Wait a moment and reload the page.',
      dismissed: 'The pair with {{voucher}} is marked as not a duplicate and is not merged.',
      no_year: 'The financial year of {{date}} is not in the ledger.',
    },
  },
};
