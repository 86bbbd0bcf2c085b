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
};
