import type { catalog as sv } from '../sv/catalog';

export const catalog: typeof sv = {
  intro:
    'Connect your web shop or payment provider to your accounting system. Orders, refunds and payouts are booked automatically, exactly once.',
  search: 'Search apps',
  category: 'Category',
  all_categories: 'All categories',
  categories: {
    webshop: 'Web shop',
    payment: 'Payment',
    accounting: 'Accounting',
    service: 'Service',
  },
  entities: {
    orders: 'orders',
    refunds: 'refunds',
    payouts: 'payouts',
    fees: 'fees',
    chargebacks: 'chargebacks',
    articles: 'articles',
    customers: 'customers',
    vouchers: 'vouchers',
    invoices: 'invoices',
  },
  syncs: 'Syncs: {{entities}}',
  works_with: 'Works with',
  per_month: '{{price}} / month excl. VAT',
  per_year: 'or {{price}} / year excl. VAT',
  free: 'Included',
  add: 'Add',
  add_named: 'Add {{name}}',
  empty: 'No apps match the search.',
  list_label: 'Apps',
  add_title: 'Add app',
  add_intro:
    'Choose the app and the accounting system it books into. The subscription is created as Pending; then connect its keys and activate it in the app settings.',
  choose_app: 'App',
  choose_accounting: 'Accounting system',
  choose_app_first: 'Choose an app first',
  summary_title: 'Price',
  summary_monthly: 'Per month: {{price}} excl. VAT',
  summary_yearly: 'Per year: {{price}} excl. VAT (you save {{saving}})',
  summary_free_week:
    'The last 7 days of history are imported free of charge. Further back costs {{price}} per month of history.',
  submit: 'Create subscription',
  created: '{{app}} with {{accounting}} has been added. Continue with its settings.',
  load_failed: 'The catalogue could not be loaded.',
  standalone_intro:
    'Standalone apps need no accounting system of their own: the portal produces the result itself, for example a SIE 4 file you import into any accounting program.',
  standalone_empty: 'There are no standalone apps.',
  standalone_how: 'Used together with a web shop: choose the shop and {{name}} as its accounting.',
  errors: {
    unknown_app: 'The app {{app}} is not in the catalogue.',
    unknown_accounting: 'The accounting system {{accounting}} is not in the catalogue.',
    not_compatible: '{{app}} does not work with {{accounting}}. Choose one of: {{choices}}.',
  },
};
