/** /subscription-status: client subscriptions, their status distribution and health (ADR 019). */
export const subscriptionStatus = {
  intro:
    'Klienternas abonnemang med status och hälsa. Sämst hälsa visas först så att det som behöver åtgärdas syns direkt.',
  search: 'Sök bolag',
  search_hint: 'Bolagets namn',
  status_filter: 'Status',
  all: 'Alla',
  ordering: 'Sortering',
  orderings: {
    health: 'Sämst hälsa först',
    '-health': 'Bäst hälsa först',
    company: 'Bolag A–Ö',
  },
  empty: 'Inga abonnemang.',
  chart: {
    title: 'Fördelning per status',
    summary: '{{count}} abonnemang i {{statuses}} statusar.',
    status: 'Status',
    count: 'Antal',
  },
  columns: {
    company: 'Bolag',
    integration: 'App → bokföring',
    status: 'Status',
    health: 'Hälsa',
    last_processed: 'Senast bearbetad',
    success_rate: 'Lyckade (7 d)',
    lag: 'Eftersläpning',
  },
  never: 'Aldrig',
  not_applicable: '–',
  lag: {
    seconds: '{{count}} s',
    minutes: '{{count}} min',
    hours: '{{count}} h',
    days: '{{count}} d',
  },
  bands: { good: 'God', fair: 'Medel', poor: 'Dålig' },
  score_button: 'Hälsa {{score}} av 100 ({{band}}) för {{company}}, visa hur den räknas',
  explanation: {
    title: 'Så räknas hälsan',
    summary:
      'Hälsan är 0–100 poäng, summan av tre delar. Status Fel ger alltid 0. God från {{good}}, medel från {{fair}}, dålig under {{fair}}.',
    success:
      'Lyckade synkningar ({{weight}} poäng): andelen element de senaste {{days}} dagarna som lyckades, mot misslyckade och tvetydiga. Inga element ger full poäng.',
    lag: 'Eftersläpning ({{weight}} poäng): full poäng upp till {{grace}} minuter efter nu, sedan jämnt nedåt till 0 vid {{hours}} timmar. Gäller bara aktiva abonnemang.',
    errors:
      'Fel ({{weight}} poäng): {{points}} poäng avdrag per misslyckad synkkörning de senaste {{hours}} timmarna.',
  },
  breakdown: {
    title: 'Hälsa för {{company}}',
    success:
      'Lyckade synkningar: {{points}} av {{weight}} ({{succeeded}} lyckade, {{failed}} misslyckade eller tvetydiga)',
    success_none:
      'Lyckade synkningar: {{points}} av {{weight}} (inga element de senaste {{days}} dagarna)',
    lag: 'Eftersläpning: {{points}} av {{weight}} ({{lag}} efter nu)',
    lag_none: 'Eftersläpning: {{points}} av {{weight}} (inte aktivt, räknas inte)',
    errors: 'Fel: {{points}} av {{weight}} ({{count}} misslyckade körningar senaste dygnet)',
    error_status: 'Status Fel: hälsan är 0.',
    total: 'Summa: {{score}} av 100',
  },
};
