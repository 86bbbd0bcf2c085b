import type { activation as sv } from '../sv/activation';

export const activation: typeof sv = {
  terms_changed: 'The terms have been updated. Please read the new version and accept it.',
  start_in_future: 'The start date cannot be in the future.',
  start_needs_payment:
    'More than 7 days back costs. Pay for the history import by card or choose a later start date.',
  connect_first: 'Connect both the app and the accounting on the App connection tab first.',
  app_refused: 'The app’s connection does not answer as it should: {{detail}}',
  accounting_refused: 'The accounting connection does not answer as it should: {{detail}}',
  start_date: 'Start date',
  start_hint: 'Free from {{date}} (7 days back). Further back costs {{price}} per month excl. VAT.',
  paid_from: 'History paid from {{date}}.',
  cost: 'History import: {{months}} months, {{amount}} incl. VAT.',
  free: 'No cost: the start date is within the free week.',
  pay: 'Pay for the history by card',
  accept: 'I have read the FAQ and the terms (version {{version}}).',
  terms_link: 'Read the terms',
  activate: 'Activate',
  activated: 'The subscription is activated. The import has started.',
  not_ready: 'Connect the app and the accounting on App connection before activating.',
  progress_title: 'Import',
  progress_label: 'The import is {{percent}} % done',
  synced_until: 'Synced up to {{when}}, {{elements}} records handled.',
  not_started: 'The import starts shortly.',
  done: 'The import is done. New orders sync as they come.',
};
