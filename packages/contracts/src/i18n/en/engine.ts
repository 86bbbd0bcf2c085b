import { framedReasons } from '../sv/engine';
import type { engine as sv, reasonMessages as svMessages } from '../sv/engine';

const reasonMessages: typeof svMessages = {
  // a person's decision on an Ambiguous element
  decided_as_proposed: 'Decided: booked as proposed. {{note}}',
  decided_account: 'Decided: {{amount}} moved from suspense to account {{account}}. {{note}}',
  decided_ignored: 'Decided: ignored. {{note}}',
  freight_cancelled_unbooked:
    'The label was cancelled before its freight was booked: nothing to book',
  unreadable_order: 'The order could not be read: {{message}}',
  unreadable_refund: 'The refund could not be read: {{message}}',
  unreadable_payout: 'The payout could not be read: {{message}}',
  unreadable_article: 'The article could not be read: {{message}}',
  provider_error: 'The service answered with an error: {{message}}',
  database_error: 'Database error {{code}} ({{query}})',
  unexpected_error: 'Unexpected error: {{message}}',
  rule_failed: 'Custom rule {{rule}}: {{message}}',
  refund_order_not_booked: 'The refunded order {{order}} is not booked yet',
  booked_as_corrective: 'Booked as a corrective voucher: {{message}}',
  booked_alone: 'Booked on its own: the payout that settled it was booked before the sale arrived',
  waiting_for_payout: 'Waiting for the payout that settles it',
  waiting_for_day_summary: 'Waiting for the summary voucher of {{date}}',
  waiting_for_shops:
    'Waiting for the {{apps}} sync to reach {{date}} before booking payout {{payout}} with its sales',
  article_rules_no_article: 'The custom rules did not return an article',
  article_no_number: 'The article has no number',
  article_no_name: 'The article has no name',
  article_prices_not_whole: 'The article’s prices are not whole amounts in minor units',
  article_vat_rate_not_whole: 'The article’s VAT rate {{rate}} is not a whole percent',
  article_price_not_sek:
    '{{ledger}} keeps article prices in SEK; the shop prices this one in {{currency}}',
  article_no_revenue_account: 'No revenue account is mapped for {{rate}} % VAT',
  article_number_taken: 'Article number {{number}} is already variant {{variant}}’s ({{name}})',
  customer_rules_no_customer: 'The custom rules did not return a customer',
  customer_no_name: 'The customer has no name',
  write_rules_no_change: 'The custom rules did not return the change',
  write_price_not_whole: 'The price to write is not whole amounts in minor units',
  write_stock_not_whole: 'The stock to write is not a whole number',
  total_mismatch: "The order's lines come to {{computed}}, its total is {{total}}",
  refund_total_mismatch: 'The refunded lines come to {{computed}}, {{total}} was paid back',
  remainder_booked: 'A difference of {{amount}} was booked to {{account}}',
  unknown_vat_rate: 'No account is mapped for VAT {{rate}} %; booked on the 25 % accounts',
  currency_rate_missing: 'Booked in {{currency}}: the settlement rate to SEK is not known yet',
  missing_tax_lines: 'Order-level tax {{amount}} spread over {{lines}} lines without tax lines',
  refund_without_lines: 'A refund of {{amount}} without lines: its VAT is unknown',
  payout_mismatch:
    'The payout is {{payout}}, its transactions less fees {{listed}}: {{difference}} is left on {{account}} until a person decides',
  transaction_net_mismatch: 'Net is not amount less fee on transactions {{transactions}}',
  payout_adjustment:
    '{{count}} adjustments of {{amount}} wait on {{account}} for a decision ({{transactions}})',
  remark: '{{message}}',
  no_rows: 'The document has no rows',
  unbalanced: 'The document does not balance: debit {{debit}}, credit {{credit}}',
  account_missing: 'Account {{account}} does not exist in {{ledger}}',
  account_inactive: 'Account {{account}} is inactive in {{ledger}}',
  no_financial_year: 'No financial year in {{ledger}} covers {{date}}',
  period_locked: 'The bookkeeping period of {{date}} is locked in {{ledger}}',
  voucher_too_many_rows: 'The voucher has {{rows}} rows; {{ledger}} takes at most {{max}}',
  invoice_too_many_rows: 'The invoice has {{rows}} rows; {{ledger}} takes at most {{max}}',
  voucher_not_sek: '{{ledger}} vouchers are in SEK; this one is in {{currency}}',
  document_not_sek:
    'The connector books {{ledger}} documents in SEK; this document is in {{currency}}',
  vouchers_only: '{{ledger}} files hold vouchers only',
  currency_missing: 'Currency {{currency}} does not exist in {{ledger}}',
  invoice_no_customer: 'The invoice has no customer',
  invoice_no_revenue_rows: 'The invoice has no revenue rows',
  vat_differs_vat_codes:
    'VAT {{rate}} %: the document has {{booked}} but {{ledger}} computes {{computed}} from the VAT codes of the revenue accounts; check the accounts’ VAT codes in {{ledger}} or book it as a voucher',
  vat_differs_codings:
    'VAT {{rate}} %: the document has {{booked}} but {{ledger}} computes {{computed}} from the account codings of the revenue accounts; check the codings in {{ledger}} or book it as a voucher',
  account_uncoded: 'No article account coding in {{ledger}} books sales on account {{account}}',
  credit_without_invoice: 'The credit invoice does not say which invoice it credits',
  credited_invoice_missing: 'Invoice {{invoice}} does not exist in {{ledger}}',
};

export const engine: typeof sv = framedReasons(
  reasonMessages,
  {
    reason: '',
    as_voucher: 'Booked as a voucher: ',
    in_sale: '{{sale}}: ',
    customer: 'The customer could not be kept in the ledger: ',
  },
  ' (and {{more}} more)',
);
