/** /app-settings/{id} (SPEC §2): a subscription's tabs. */
export const appSettings = {
  tabs: {
    information: 'Information',
    connection: 'Appkoppling',
    configure: 'Konfigurera',
    activate: 'Aktivera',
    technical: 'Tekniska detaljer',
    faq: 'Vanliga frågor',
  },
  faq_empty: 'Inga vanliga frågor om den här appen ännu.',
  bank_connect: 'Koppla betalleverantören och välj kontona för utbetalningar',
  status: 'Status',
  app: 'App',
  accounting: 'Bokföring',
  start_date: 'Startdatum',
  posting_model: 'Bokföringsmodell',
  posting_models: {
    per_order: 'Per order',
    per_payout: 'Sammandrag per utbetalning',
    per_day: 'Sammandrag per dag',
  },
  payment_interval: 'Betalningsintervall',
  intervals: {
    monthly: 'Månadsvis',
    quarterly: 'Kvartalsvis',
    semiannual: 'Halvårsvis',
    yearly: 'Årsvis',
  },
  last_processed: 'Senast behandlad',
  never: 'Aldrig',
  created_by: 'Skapad av',
  error_title: 'Kopplingen fungerar inte',
  error_text:
    'Tjänsten nekade portalens inloggning, så inget synkas. Koppla om med nya uppgifter och starta sedan om kopplingen.',
  reconnect: 'Koppla om',
  subscription_id: 'Prenumerationens id',
  company_id: 'Bolagets id',
  webhook_url: 'Webhook-adress',
  webhook_secret: 'Webhookhemlighet',
  webhook_secret_none: 'Ingen sparad',
  identifiers: 'Identifierare',
  health: 'Hälsa',
  health_title: 'Hälsopoäng {{score}} av 100',
  recent_entries: 'Senaste synkposterna',
  recent_entries_empty: 'Inga synkposter ännu. De visas här när importen har börjat.',
  entry_time: 'Tid',
  cursor: 'Synkad fram till',
  is_live: 'Skarp',
  yes: 'Ja',
  no: 'Nej',
  copy: 'Kopiera',
  copied: 'Kopierat',
  copy_named: 'Kopiera {{name}}',
};

/** /bank-connect/{id}: a payment provider's connection and payout accounts. */
export const bankConnect = {
  intro:
    'Koppla betalleverantören och välj kontona som dess utbetalningar bokförs mellan: pengarna kommer in på bankkontot och lämnar avräkningskontot.',
  not_payment:
    'Det här är ingen betalleverantör: inställningarna för kopplingen finns under appinställningarna.',
  accounts: 'Konton för utbetalningar',
  to_activate: 'Vidare till aktiveringen',
};
