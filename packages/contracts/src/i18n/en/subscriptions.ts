import type { subscriptions as sv } from '../sv/subscriptions';

export const subscriptions: typeof sv = {
  statuses: {
    Active: 'Active',
    Inactive: 'Inactive',
    Paused: 'Paused',
    Terminated: 'Terminated',
    Pending: 'Pending',
    Completed: 'Completed',
    Cancelled: 'Cancelled',
    'On Hold': 'On hold',
    Error: 'Error',
  },
  actions: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    cancel: 'Cancel subscription',
    pause: 'Pause',
    resume: 'Resume',
    restart: 'Restart connector',
  },
  refused: {
    activate: 'A subscription that is {{status}} cannot be activated.',
    deactivate: 'A subscription that is {{status}} cannot be deactivated.',
    cancel: 'A subscription that is {{status}} cannot be cancelled.',
    pause: 'A subscription that is {{status}} cannot be paused.',
    resume: 'A subscription that is {{status}} cannot be resumed.',
    restart: 'A subscription that is {{status}} cannot be restarted.',
  },
  activate_pending:
    'A new subscription is activated on the Activate tab: choose the start date, accept the terms and check the connections.',
  done: {
    activate: 'The subscription is activated.',
    deactivate: 'The subscription is deactivated.',
    cancel: 'The subscription is cancelled. Its data is deleted in {{days}} days.',
    pause: 'Syncing is paused.',
    resume: 'Syncing is resumed and catching up.',
    restart: 'The connector has been restarted.',
  },
  confirm: {
    cancel:
      'Cancel the subscription? Syncing stops and the subscription’s data (credentials, fetched records and logs) is deleted in {{days}} days. What is already booked stays in your accounting program.',
    deactivate: 'Deactivate the subscription? Nothing syncs until you activate it again.',
  },
};
