import type { appSettings as sv, bankConnect as svBankConnect } from '../sv/app-settings';

export const appSettings: typeof sv = {
  tabs: {
    information: 'Information',
    connection: 'App connection',
    configure: 'Configure',
    activate: 'Activate',
    technical: 'Technical details',
    faq: 'FAQ',
  },
  faq_empty: 'No frequently asked questions about this app yet.',
  bank_connect: 'Connect the payment provider and choose the payout accounts',
  status: 'Status',
  app: 'App',
  accounting: 'Accounting',
  start_date: 'Start date',
  posting_model: 'Posting model',
  posting_models: {
    per_order: 'Per order',
    per_payout: 'Summary per payout',
    per_day: 'Summary per day',
  },
  payment_interval: 'Payment interval',
  intervals: {
    monthly: 'Monthly',
    quarterly: 'Quarterly',
    semiannual: 'Semi-annually',
    yearly: 'Annually',
  },
  last_processed: 'Last processed',
  never: 'Never',
  created_by: 'Created by',
  error_title: 'The connection does not work',
  error_text:
    'The service refused the portal’s credentials, so nothing syncs. Reconnect with new credentials, then restart the connector.',
  reconnect: 'Reconnect',
  subscription_id: 'Subscription id',
  company_id: 'Company id',
  webhook_url: 'Webhook URL',
  webhook_secret: 'Webhook secret',
  webhook_secret_none: 'None saved',
  identifiers: 'Identifiers',
  health: 'Health',
  health_title: 'Health score {{score}} of 100',
  recent_entries: 'Latest sync entries',
  recent_entries_empty: 'No sync entries yet. They show here once the import has started.',
  entry_time: 'Time',
  cursor: 'Synced up to',
  is_live: 'Live',
  yes: 'Yes',
  no: 'No',
  copy: 'Copy',
  copied: 'Copied',
  copy_named: 'Copy {{name}}',
};

export const bankConnect: typeof svBankConnect = {
  intro:
    'Connect the payment provider and choose the accounts its payouts are booked between: the money arrives on the bank account and leaves the clearing account.',
  not_payment: 'This is not a payment provider: its connection is set up in the app settings.',
  accounts: 'Payout accounts',
  to_activate: 'On to activation',
};
