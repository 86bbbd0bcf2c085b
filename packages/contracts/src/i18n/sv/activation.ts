/** The Activate tab (SPEC §5, §9): start date, paid history, terms, checks, progress. */
export const activation = {
  terms_changed: 'Villkoren har uppdaterats. Läs den nya versionen och godkänn den.',
  start_in_future: 'Startdatumet kan inte ligga i framtiden.',
  start_needs_payment:
    'Mer än 7 dagar bakåt kostar. Betala historikimporten med kort eller välj ett senare startdatum.',
  connect_first: 'Koppla både appen och bokföringen under fliken Appkoppling först.',
  app_refused: 'Appens koppling svarar inte som den ska: {{detail}}',
  accounting_refused: 'Bokföringens koppling svarar inte som den ska: {{detail}}',
  start_date: 'Startdatum',
  start_hint:
    'Gratis från {{date}} (7 dagar bakåt). Längre bakåt kostar {{price}} per månad exkl. moms.',
  paid_from: 'Betald historik från {{date}}.',
  cost: 'Historikimport: {{months}} månader, {{amount}} inkl. moms.',
  free: 'Ingen kostnad: startdatumet ligger inom den fria veckan.',
  pay: 'Betala historiken med kort',
  accept: 'Jag har läst vanliga frågor och villkoren (version {{version}}).',
  terms_link: 'Läs villkoren',
  activate: 'Aktivera',
  activated: 'Prenumerationen är aktiverad. Importen har startat.',
  not_ready: 'Koppla appen och bokföringen under Appkoppling innan du aktiverar.',
  progress_title: 'Import',
  progress_label: 'Importen har kommit {{percent}} %',
  synced_until: 'Synkad fram till {{when}}, {{elements}} poster hanterade.',
  not_started: 'Importen startar strax.',
  done: 'Importen är klar. Nya order synkas löpande.',
  check_refused: 'Kontrollen före aktivering stoppar aktiveringen: {{detail}}',
  check_title: 'Kontroll före aktivering',
  check_hint:
    'Läser appen och bokföringen utan att bokföra något: att bokföringen är bolagets, att kontona finns, att verifikationer tas emot från startdatumet och hur den senaste utbetalningen eller ordern skulle bokföras.',
  check_run: 'Kör kontrollen',
  check_failed: 'Kontrollen kunde inte köras. Försök igen.',
  check_blocked:
    'Aktiveringen nekas tills organisationsnumret och kontona stämmer. Det andra är råd.',
  check_ok: 'Allt ser bra ut.',
  check_text: 'Text',
  check_reasons: 'Bokföringen skulle neka:',
  check_names: {
    connections: 'Kopplingar',
    organisation_number: 'Organisationsnummer',
    accounts: 'Konton och räkenskapsår',
    write: 'Bokföringen tar emot verifikationer',
    dry_run: 'Provbokföring',
  },
  check_statuses: {
    passed: 'Godkänd',
    failed: 'Underkänd',
    warning: 'Varning',
    skipped: 'Överhoppad',
  },
  check: {
    connections_passed: 'Appen och bokföringen svarar.',
    connections_app_only: 'Appen svarar. Bokföringen är en SIE-fil som portalen skriver själv.',
    sie: 'Överhoppad: portalen skriver SIE-filen själv, det finns ingen bokföring att läsa.',
    unreachable: 'Överhoppad: bokföringen svarar inte.',
    unsupported: 'Överhoppad: {{system}} berättar inte det.',
    unreadable: 'Kunde inte läsas från {{system}}: försök igen.',
    organisation_passed: 'Bokföringen tillhör {{name}} (org.nr {{number}}), samma bolag.',
    organisation_failed:
      'Bokföringen tillhör {{ledger_name}} (org.nr {{ledger_number}}), men bolaget är {{company}} (org.nr {{number}}). Koppla bolagets egen bokföring.',
    accounts_passed:
      'Alla {{count}} konton som prenumerationen bokför på finns och är aktiva i {{system}}, och ett räkenskapsår täcker {{date}}.',
    accounts_missing: 'Saknas i {{system}}: {{accounts}}.',
    accounts_inactive: 'Inaktiva i {{system}}: {{accounts}}.',
    accounts_no_year: 'Inget räkenskapsår i {{system}} täcker {{date}}.',
    write_passed: '{{system}} tar emot verifikationer från {{date}}.',
    write_series_missing: 'Verifikationsserie {{series}} finns inte i {{system}}.',
    write_locked:
      'Bokföringen är låst till och med {{until}}: inget kan bokföras från startdatumet {{date}}.',
    dry_run_passed:
      '{{element}} {{reference}} ({{date}}) skulle bokföras så här, och {{system}} godtar det.',
    dry_run_warning:
      '{{element}} {{reference}} ({{date}}) skulle bokföras så här, med en anmärkning: {{warnings}}',
    dry_run_failed:
      '{{element}} {{reference}} ({{date}}) skulle bokföras så här, men {{system}} skulle neka det.',
    dry_run_none:
      'Överhoppad: ingen utbetalning eller order de senaste 30 dagarna att provbokföra.',
    dry_run_unreadable: 'Appen kunde inte läsas: koppla den och försök igen.',
    sie_system: 'SIE-filen',
    payout: 'Utbetalning',
    order: 'Order',
  },
  estimate_loading: 'Uppskattar importen …',
  estimate_failed: 'Importens längd kunde inte uppskattas just nu.',
  estimate_orders: 'Cirka {{orders}} ordrar, {{duration}}.',
  estimate_payouts: 'Cirka {{orders}} utbetalningar, {{duration}}.',
  estimate_about: 'ungefär {{duration}}',
  estimate_unlimited_orders: 'Cirka {{orders}} ordrar. Bokföringen sätter ingen hastighetsgräns.',
  estimate_unlimited_payouts:
    'Cirka {{orders}} utbetalningar. Bokföringen sätter ingen hastighetsgräns.',
  estimate_under_minute: 'under en minut',
};
