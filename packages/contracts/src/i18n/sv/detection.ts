/** /anomaly-detection and /duplicate-transactions (issue 16). */
export const detection = {
  voucher: '{{series}} {{number}}',
  open_voucher: 'Öppna verifikation {{series}} {{number}}',
  anomalies: {
    intro:
      'Ovanliga belopp och dagar på bolagets intäkts- och kostnadskonton, betalleverantörernas avgifter och utbetalningar och momssatser. Perioden slutar på den senaste verifikationen i bokföringen; året före den är det modellerna lär sig av.',
    options: 'Vad som granskas',
    period: 'Period',
    periods: {
      '7': 'Senaste 7 dagarna',
      '30': 'Senaste 30 dagarna',
      '90': 'Senaste 90 dagarna',
      '365': 'Senaste året',
    },
    model: 'Modell',
    models: {
      statistical: 'Statistisk',
      adaptive: 'Adaptiv',
      ensemble: 'Ensemble',
    },
    model_hints: {
      statistical:
        'Jämför varje belopp och dagssumma med kontots median (robust z-värde). Känner inte till säsonger.',
      adaptive:
        'Följer varje kontos nivå dag för dag (exponentiellt viktat medel) och flaggar det som hamnar utanför prognosen.',
      ensemble:
        'Flaggar det som båda modellerna ser, så att färre vanliga säsongstoppar tas för avvikelser.',
    },
    sensitivity: 'Känslighet',
    sensitivities: { low: 'Låg', medium: 'Medel', high: 'Hög' },
    span: '{{start}} – {{end}}',
    no_vouchers: 'Bokföringen har inga verifikationer att granska.',
    kinds: {
      unusual_amount: 'Ovanligt belopp',
      unusual_day: 'Ovanlig dagssumma',
      fee_share: 'Avgiftsandel',
      missing_payout: 'Utebliven utbetalning',
      vat_rate: 'Momssats',
    },
    counts: 'Avvikelser per typ',
    kind: 'Typ',
    date: 'Datum',
    account: 'Konto',
    amount: 'Belopp',
    reason: 'Varför',
    score: 'Styrka',
    score_hint: '1,0 är precis vid gränsen för vald känslighet',
    vouchers: 'Verifikationer',
    empty: 'Inget ovanligt i perioden.',
    empty_dismissed: 'Inga avvikelser är markerade som förväntade i perioden.',
    show_dismissed: 'Visa förväntade',
    dismiss: 'Förväntad',
    dismiss_label: 'Markera {{kind}} {{date}} som förväntad',
    dismissed: 'Markerad som förväntad. Den visas inte längre i listan.',
    restore: 'Visa igen',
    restore_label: 'Visa {{kind}} {{date}} i listan igen',
    restored: 'Avvikelsen visas i listan igen.',
    file: 'Avvikelser',
    chart: {
      title: 'Dagssummor på {{account}} {{name}}',
      account: 'Konto i diagrammet',
      total: 'Dagssumma',
      low: 'Väntat lägst',
      high: 'Väntat högst',
      flagged: 'Avvikelse',
      none: 'Inget konto har avvikelser att visa i diagrammet.',
      summary: '{{flagged}} av {{days}} dagar flaggade på konto {{account}}.',
    },
    cadence_every: 'varje bankdag',
    cadence_nth: 'var {{n}}:e bankdag',
    reasons: {
      amount_high:
        'Beloppet {{amount}} på {{account}} är {{ratio}} gånger det vanliga ({{typical}}).',
      amount_low:
        'Beloppet {{amount}} på {{account}} är bara {{share}} av det vanliga ({{typical}}).',
      day_high:
        'Dagens summa {{amount}} på {{account}} är {{ratio}} gånger en vanlig dag ({{typical}}).',
      day_low:
        'Dagens summa {{amount}} på {{account}} är bara {{share}} av en vanlig dag ({{typical}}).',
      band_high:
        '{{amount}} på {{account}} ligger över det väntade intervallet {{low}}–{{high}} (prognos {{forecast}}).',
      band_low:
        '{{amount}} på {{account}} ligger under det väntade intervallet {{low}}–{{high}} (prognos {{forecast}}).',
      fee_share:
        '{{provider}} behöll {{share}} av utbetalningen i avgift ({{fee}} av {{gross}}), mot vanligen {{usual}}.',
      missing_payout:
        'Ingen utbetalning från {{provider}} {{from}}–{{to}} ({{days}} bankdagar), fast den brukar betala ut {{cadence}}.',
      payouts_stopped:
        'Ingen utbetalning från {{provider}} sedan {{from}} ({{days}} bankdagar fram till {{to}}), fast den brukar betala ut {{cadence}}.',
      vat_rate:
        'Utgående moms {{vat}} på {{account}} är {{rate}} av intäkterna {{revenue}} – inte 25, 12 eller 6 %.',
      vat_unmatched:
        'Utgående moms {{vat}} på {{account}} hör inte till någon intäkt i verifikationen.',
    },
  },
  duplicates: {
    intro:
      'Verifikationer som ser ut att vara samma affär bokförd två gånger. En sökning flaggar paren; inget slås ihop förrän någon har tittat på dem.',
    criteria: 'Matchning',
    found_by: 'Hittad med',
    criteria_options: { strict: 'Strikt', fuzzy: 'Ungefärlig', smart: 'Smart' },
    criteria_hints: {
      strict: 'Samma datum, samma rader (konto och belopp) och samma text.',
      fuzzy: 'Samma rader, högst 3 dagar isär och minst 80 % lika text.',
      smart:
        'Som ungefärlig, men inte återkommande poster som hyra, kortköp med olika ordernummer eller verifikationer som redan är återförda.',
    },
    scan: 'Sök dubbletter',
    scanning: 'Söker bland bokföringens verifikationer …',
    scanned:
      '{{found}} par hittades bland {{vouchers}} verifikationer, varav {{flagged}} nya. {{withdrawn}} flaggade par matchar inte längre och togs bort.',
    status: 'Status',
    statuses: { flagged: 'Flaggad', dismissed: 'Inte en dubblett', merged: 'Sammanslagen' },
    counts: 'Par per status',
    kept: 'Behålls',
    duplicate: 'Dubblett',
    score: 'Likhet',
    date: 'Datum',
    same_day: 'Samma dag',
    days_apart_one: '{{count}} dag isär',
    days_apart_other: '{{count}} dagar isär',
    rows: 'Rader i {{voucher}}',
    account: 'Konto',
    debit: 'Debet',
    credit: 'Kredit',
    select_all: 'Välj alla par på sidan',
    select_pair: 'Välj paret {{kept}} och {{duplicate}}',
    dismiss: 'Inte en dubblett',
    dismiss_label: 'Inte en dubblett: {{kept}} och {{duplicate}}',
    dismissed: 'Paret är markerat som inte en dubblett.',
    merge: 'Slå ihop valda ({{count}})',
    merge_title_one: 'Slå ihop {{count}} par?',
    merge_title_other: 'Slå ihop {{count}} par?',
    merge_text:
      'I varje par behålls den tidigaste verifikationen och den senare återförs med en ny verifikation daterad samma dag som den. Inget raderas. Sammanslagningen går inte att ångra.',
    merge_system: 'Återföringarna bokförs också i {{system}}.',
    merge_confirm: 'Slå ihop',
    merged_one: '{{count}} par har slagits ihop.',
    merged_other: '{{count}} par har slagits ihop.',
    reversed_by: 'Återförd med {{voucher}}',
    reversed_in: 'i {{system}}',
    reversed_ref: '({{reference}})',
    decided: '{{name}}, {{time}}',
    empty: 'Inga par. Välj matchning och sök dubbletter.',
    empty_filtered: 'Inga par med den statusen.',
    file: 'Dubbletter',
    export: {
      kept: 'Behålls',
      kept_date: 'Datum (behålls)',
      kept_text: 'Text (behålls)',
      duplicate: 'Dubblett',
      duplicate_date: 'Datum (dubblett)',
      duplicate_text: 'Text (dubblett)',
      amount: 'Belopp',
      reversal: 'Återföring',
    },
    systems: { fortnox: 'Fortnox', visma: 'Visma eEkonomi' },
    errors: {
      no_connection:
        'Bolaget saknar anslutning till {{system}}, så återföringen av {{voucher}} kan inte bokföras där. Inget har ändrats.',
      system_auth:
        '{{system}} godtog inte inloggningen när återföringen av {{voucher}} skulle bokföras. Anslut bolaget på nytt och försök igen.',
      system_busy:
        '{{system}} svarar inte just nu, så återföringen av {{voucher}} är inte bokförd. Försök igen om en stund.',
      system_refused:
        '{{system}} tog inte emot återföringen av {{voucher}}, till exempel för att perioden är låst. Inget har ändrats.',
      already_merged: 'Paret är redan sammanslaget och kan inte ändras.',
      merge_under_way:
        'Paret med {{voucher}} slås ihop just nu. Vänta en stund och ladda om sidan.',
      dismissed: 'Paret med {{voucher}} är markerat som inte en dubblett och slås inte ihop.',
      no_year: 'Räkenskapsåret för {{date}} finns inte i bokföringen.',
    },
  },
};
