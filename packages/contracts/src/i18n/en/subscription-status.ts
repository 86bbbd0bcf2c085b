import type { subscriptionStatus as sv } from '../sv/subscription-status';

export const subscriptionStatus: typeof sv = {
  intro:
    "Your clients' subscriptions with their status and health. The worst health comes first, so what needs attention shows at once.",
  search: 'Search companies',
  search_hint: "The company's name",
  status_filter: 'Status',
  all: 'All',
  ordering: 'Sort',
  orderings: {
    health: 'Worst health first',
    '-health': 'Best health first',
    company: 'Company A–Z',
  },
  empty: 'No subscriptions.',
  chart: {
    title: 'Distribution by status',
    summary: '{{count}} subscriptions in {{statuses}} statuses.',
    status: 'Status',
    count: 'Count',
  },
  columns: {
    company: 'Company',
    integration: 'App → accounting',
    status: 'Status',
    health: 'Health',
    last_processed: 'Last processed',
    success_rate: 'Succeeded (7 d)',
    lag: 'Lag',
  },
  never: 'Never',
  not_applicable: '–',
  lag: {
    seconds: '{{count}} s',
    minutes: '{{count}} min',
    hours: '{{count}} h',
    days: '{{count}} d',
  },
  bands: { good: 'Good', fair: 'Fair', poor: 'Poor' },
  score_button: 'Health {{score}} of 100 ({{band}}) for {{company}}, show how it is computed',
  explanation: {
    title: 'How health is computed',
    summary:
      'Health is 0–100 points, the sum of three parts. Status Error always scores 0. Good from {{good}}, fair from {{fair}}, poor below {{fair}}.',
    success:
      'Successful syncs ({{weight}} points): the share of the last {{days}} days’ elements that succeeded, against failed and ambiguous ones. No elements scores full points.',
    lag: 'Lag ({{weight}} points): full points up to {{grace}} minutes behind now, then falling evenly to 0 at {{hours}} hours. Active subscriptions only.',
    errors:
      'Errors ({{weight}} points): {{points}} points off per failed sync run in the last {{hours}} hours.',
  },
  breakdown: {
    title: 'Health of {{company}}',
    success:
      'Successful syncs: {{points}} of {{weight}} ({{succeeded}} succeeded, {{failed}} failed or ambiguous)',
    success_none:
      'Successful syncs: {{points}} of {{weight}} (no elements in the last {{days}} days)',
    lag: 'Lag: {{points}} of {{weight}} ({{lag}} behind now)',
    lag_none: 'Lag: {{points}} of {{weight}} (not active, not counted)',
    errors: 'Errors: {{points}} of {{weight}} ({{count}} failed runs in the last day)',
    error_status: 'Status Error: health is 0.',
    total: 'Total: {{score}} of 100',
  },
};
