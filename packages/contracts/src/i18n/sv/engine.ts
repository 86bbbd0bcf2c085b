/**
 * The sync engine's reasons (sync entries, the sales panel, exports): why an element failed, is
 * ambiguous or waits. One message per code; the engine keeps the same words in English beside
 * the key, for search and logs.
 */
export const reasonMessages = {
  // a person's decision on an Ambiguous element
  decided_as_proposed: 'Beslut: bokförd som föreslaget. {{note}}',
  decided_account:
    'Beslut: {{amount}} flyttat från avstämningskontot till konto {{account}}. {{note}}',
  decided_ignored: 'Beslut: ignoreras. {{note}}',
  freight_cancelled_unbooked: 'Etiketten makulerades innan frakten bokfördes: inget att bokföra',
  // an element that could not be read or booked
  unreadable_order: 'Ordern kunde inte läsas: {{message}}',
  unreadable_refund: 'Återbetalningen kunde inte läsas: {{message}}',
  unreadable_payout: 'Utbetalningen kunde inte läsas: {{message}}',
  unreadable_article: 'Artikeln kunde inte läsas: {{message}}',
  provider_error: 'Tjänsten svarade med ett fel: {{message}}',
  database_error: 'Databasfel {{code}} ({{query}})',
  unexpected_error: 'Oväntat fel: {{message}}',
  rule_failed: 'Anpassad regel {{rule}}: {{message}}',
  refund_order_not_booked: 'Den återbetalda ordern {{order}} är inte bokförd än',
  booked_as_corrective: 'Bokförd som rättelseverifikation: {{message}}',
  booked_alone:
    'Bokförd för sig: utbetalningen som reglerade den bokfördes innan försäljningen kom in',
  waiting_for_payout: 'Väntar på utbetalningen som reglerar den',
  waiting_for_day_summary: 'Väntar på samlingsverifikationen för {{date}}',
  waiting_for_shops:
    'Väntar på att synkroniseringen från {{apps}} når {{date}} innan utbetalning {{payout}} bokförs med sina försäljningar',
  // articles (e1), customers (e3), price and stock written to the shop (e2)
  article_rules_no_article: 'De anpassade reglerna returnerade ingen artikel',
  article_no_number: 'Artikeln saknar artikelnummer',
  article_no_name: 'Artikeln saknar benämning',
  article_prices_not_whole: 'Artikelns priser är inte hela belopp i minsta valutaenhet (öre)',
  article_vat_rate_not_whole: 'Artikelns momssats {{rate}} är inte en hel procentsats',
  article_price_not_sek:
    '{{ledger}} har artikelpriser i SEK; butiken prissätter den här artikeln i {{currency}}',
  article_no_revenue_account: 'Inget intäktskonto är kopplat för {{rate}} % moms',
  article_number_taken: 'Artikelnummer {{number}} tillhör redan variant {{variant}} ({{name}})',
  customer_rules_no_customer: 'De anpassade reglerna returnerade ingen kund',
  customer_no_name: 'Kunden saknar namn',
  write_rules_no_change: 'De anpassade reglerna returnerade inte ändringen',
  write_price_not_whole:
    'Priset som ska skrivas till butiken är inte hela belopp i minsta valutaenhet (öre)',
  write_stock_not_whole: 'Lagersaldot som ska skrivas till butiken är inte ett heltal',
  // posting warnings: a person decides (Ambiguous)
  total_mismatch: 'Orderns rader summerar till {{computed}} men ordersumman är {{total}}',
  refund_total_mismatch:
    'De återbetalda raderna summerar till {{computed}} men {{total}} betalades tillbaka',
  remainder_booked: 'En differens på {{amount}} bokfördes på konto {{account}}',
  unknown_vat_rate: 'Inget konto är kopplat för {{rate}} % moms; bokfört på kontona för 25 %',
  currency_rate_missing: 'Bokförd i {{currency}}: avräkningskursen till SEK är inte känd än',
  missing_tax_lines: 'Moms på ordernivå, {{amount}}, fördelad på {{lines}} rader utan momsrader',
  refund_without_lines: 'En återbetalning på {{amount}} utan rader: momsen är okänd',
  payout_mismatch:
    'Utbetalningen är {{payout}}, dess transaktioner minus avgifter {{listed}}: {{difference}} ligger kvar på konto {{account}} tills någon beslutar',
  transaction_net_mismatch:
    'Nettot är inte beloppet minus avgiften för transaktionerna {{transactions}}',
  payout_adjustment:
    '{{count}} justeringar på totalt {{amount}} väntar på konto {{account}} på ett beslut ({{transactions}})',
  /** a warning stored before warnings had keys: its English words */
  remark: '{{message}}',
  // the ledger would refuse the document
  no_rows: 'Underlaget saknar rader',
  unbalanced: 'Underlaget balanserar inte: debet {{debit}}, kredit {{credit}}',
  account_missing: 'Konto {{account}} finns inte i {{ledger}}',
  account_inactive: 'Konto {{account}} är inaktivt i {{ledger}}',
  no_financial_year: 'Inget räkenskapsår i {{ledger}} omfattar {{date}}',
  period_locked: 'Bokföringsperioden för {{date}} är låst i {{ledger}}',
  voucher_too_many_rows: 'Verifikationen har {{rows}} rader; {{ledger}} tar emot högst {{max}}',
  invoice_too_many_rows: 'Fakturan har {{rows}} rader; {{ledger}} tar emot högst {{max}}',
  voucher_not_sek: 'Verifikationer i {{ledger}} bokförs i SEK; den här är i {{currency}}',
  document_not_sek:
    'Kopplingen bokför bara i SEK i {{ledger}}; det här underlaget är i {{currency}}',
  vouchers_only: '{{ledger}}-filer innehåller bara verifikationer',
  currency_missing: 'Valutan {{currency}} finns inte i {{ledger}}',
  invoice_no_customer: 'Fakturan saknar kund',
  invoice_no_revenue_rows: 'Fakturan saknar intäktsrader',
  vat_differs_vat_codes:
    'Moms {{rate}} %: underlaget har {{booked}} men {{ledger}} räknar fram {{computed}} från intäktskontonas momskoder; kontrollera kontonas momskoder i {{ledger}} eller bokför som verifikation',
  vat_differs_codings:
    'Moms {{rate}} %: underlaget har {{booked}} men {{ledger}} räknar fram {{computed}} från intäktskontonas artikelkonteringar; kontrollera konteringarna i {{ledger}} eller bokför som verifikation',
  account_uncoded: 'Ingen artikelkontering i {{ledger}} bokför försäljning på konto {{account}}',
  credit_without_invoice: 'Kreditfakturan anger inte vilken faktura den krediterar',
  credited_invoice_missing: 'Faktura {{invoice}} finns inte i {{ledger}}',
};

/**
 * Where a reason stands: on its own (`reason`), after "booked as a voucher" (`as_voucher`), after
 * the sale it concerns in a summary (`in_sale`, `{{sale}}`) or the customer an invoice needed
 * (`customer`). The key names it, `engine.<frame>.<code>`; `<frame>_and_more` adds how many
 * further reasons the English text lists (`{{more}}`).
 */
export const REASON_FRAMES = ['reason', 'as_voucher', 'in_sale', 'customer'] as const;
export type ReasonFrame = (typeof REASON_FRAMES)[number];

type Messages = { [K in keyof typeof reasonMessages]: string };
type Framed = { [F in ReasonFrame | `${ReasonFrame}_and_more`]: Messages };

/** Every message in every frame: the frame's words before it, `more` after it when more follow. */
export function framedReasons(
  messages: Messages,
  before: Record<ReasonFrame, string>,
  more: string,
): Framed {
  const frame = (prefix: string, suffix: string) =>
    Object.fromEntries(
      Object.entries(messages).map(([code, text]) => [code, `${prefix}${text}${suffix}`]),
    ) as Messages;
  return Object.fromEntries(
    REASON_FRAMES.flatMap((f) => [
      [f, frame(before[f], '')],
      [`${f}_and_more`, frame(before[f], more)],
    ]),
  ) as Framed;
}

export const engine = framedReasons(
  reasonMessages,
  {
    reason: '',
    as_voucher: 'Bokförd som verifikation: ',
    in_sale: '{{sale}}: ',
    customer: 'Kunden kunde inte läggas upp i bokföringen: ',
  },
  ' (och {{more}} skäl till)',
);
