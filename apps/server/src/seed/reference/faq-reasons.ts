/**
 * Reference answers to the sync problems customers meet most (engine reason codes): shown on
 * the FAQ, beside the sync entries with that reason and in the app's settings. Rich text.
 */
export interface ReasonFaq {
  code: string;
  sv: [string, string];
  en: [string, string];
}

export const REASON_FAQ: ReasonFaq[] = [
  {
    code: 'unknown_vat_rate',
    sv: [
      'Varför bokfördes en order på kontona för 25 % moms?',
      '<p>Ordern hade en momssats som inget konto är kopplat för, så den bokfördes på kontona för 25 % och markerades som tvetydig.</p><ul><li>Öppna appens inställningar och fliken <strong>Konfigurera</strong>.</li><li>Koppla ett intäktskonto för momssatsen (t.ex. 12 % eller 6 %).</li><li>Besluta om posten i rapporten; nästa order bokförs rätt direkt.</li></ul>',
    ],
    en: [
      'Why was an order booked on the 25 % VAT accounts?',
      '<p>The order had a VAT rate no account is mapped for, so it was booked on the 25 % accounts and marked Ambiguous.</p><ul><li>Open the app settings and the <strong>Configure</strong> tab.</li><li>Map a revenue account for the rate (e.g. 12 % or 6 %).</li><li>Decide on the entry in the report; the next order is booked right at once.</li></ul>',
    ],
  },
  {
    code: 'account_missing',
    sv: [
      'Vad betyder ”Konto finns inte” i bokföringen?',
      '<p>Kontot som kopplingen bokför på finns inte i ditt bokföringsprogram. Lägg upp kontot där (eller välj ett annat konto under <strong>Konfigurera</strong>) och synkronisera posten igen från rapporten.</p>',
    ],
    en: [
      'What does “Account does not exist” mean?',
      '<p>The account the connection books on does not exist in your accounting program. Create it there (or choose another account under <strong>Configure</strong>) and sync the entry again from the report.</p>',
    ],
  },
  {
    code: 'payout_mismatch',
    sv: [
      'Varför stämmer inte utbetalningen med transaktionerna?',
      '<p>Utbetalningens belopp skiljer sig från summan av dess transaktioner minus avgifter, t.ex. på grund av en reservation, ett återkrav eller en justering hos betalleverantören. Differensen ligger kvar på avstämningskontot tills någon beslutar.</p><p>Jämför utbetalningen med betalleverantörens avräkning och välj i rapporten vilket konto differensen ska flyttas till.</p>',
    ],
    en: [
      'Why does the payout not match its transactions?',
      '<p>The payout amount differs from the sum of its transactions minus fees, for example because of a reserve, a chargeback or an adjustment at the payment provider. The difference stays on the reconciliation account until someone decides.</p><p>Compare the payout with the provider’s settlement and choose in the report which account the difference moves to.</p>',
    ],
  },
  {
    code: 'currency_rate_missing',
    sv: [
      'Varför saknas växelkursen för en order i utländsk valuta?',
      '<p>Ordern bokfördes i sin valuta, men kursen till SEK blir känd först när betalleverantören avräknar den. När utbetalningen kommer bokförs kursdifferensen automatiskt; du behöver inte göra något.</p>',
    ],
    en: [
      'Why is the exchange rate missing for an order in a foreign currency?',
      '<p>The order was booked in its currency, but the rate to SEK is known only when the payment provider settles it. When the payout arrives the exchange difference is booked automatically; you need not do anything.</p>',
    ],
  },
  {
    code: 'provider_error',
    sv: [
      'Vad gör jag när tjänsten svarade med ett fel?',
      '<p>Butiken eller bokföringsprogrammet svarade med ett fel när posten skulle hämtas eller bokföras. Tillfälliga fel försöks igen automatiskt.</p><p>Kvarstår felet: kontrollera nycklarna under <strong>Appanslutning</strong> och synkronisera posten igen. Hör av dig till supporten om det inte hjälper.</p>',
    ],
    en: [
      'What do I do when the service answered with an error?',
      '<p>The shop or the accounting program answered with an error when the entry was fetched or booked. Temporary errors are retried automatically.</p><p>If it persists: check the keys under <strong>App Connection</strong> and sync the entry again. Contact support if that does not help.</p>',
    ],
  },
  {
    code: 'total_mismatch',
    sv: [
      'Varför summerar orderraderna inte till ordersumman?',
      '<p>Butiken skickade en order vars rader (med frakt och rabatter) inte summerar till orderns totalbelopp, ofta på grund av avrundning eller en app som ändrar priser. Ordern bokfördes med differensen på avstämningskontot; besluta om den i rapporten.</p>',
    ],
    en: [
      'Why do the order lines not add up to the order total?',
      '<p>The shop sent an order whose lines (with shipping and discounts) do not add up to its total, often because of rounding or an app that changes prices. The order was booked with the difference on the reconciliation account; decide on it in the report.</p>',
    ],
  },
  {
    code: 'refund_order_not_booked',
    sv: [
      'Varför väntar återbetalningen på ordern?',
      '<p>En återbetalning bokförs mot sin order. Ordern är inte bokförd än, t.ex. för att den är äldre än startdatumet eller själv misslyckades. Bokför ordern (synkronisera den från rapporten eller importera historik) så bokförs återbetalningen efteråt.</p>',
    ],
    en: [
      'Why is the refund waiting for its order?',
      '<p>A refund is booked against its order. The order is not booked yet, for example because it is older than the start date or failed itself. Book the order (sync it from the report or import history) and the refund is booked after it.</p>',
    ],
  },
  {
    code: 'waiting_for_payout',
    sv: [
      'Varför väntar en order på utbetalningen?',
      '<p>Du bokför per utbetalning: ordrarna samlas på avräkningskontot och bokförs tillsammans när betalleverantören betalar ut. Det är normalt och kräver ingen åtgärd.</p>',
    ],
    en: [
      'Why is an order waiting for the payout?',
      '<p>You book per payout: orders gather on the clearing account and are booked together when the payment provider pays out. This is normal and needs no action.</p>',
    ],
  },
];
