import type { syncHealth as sv } from '../sv/sync-health';

export const syncHealth: typeof sv = {
  intro:
    'Subscriptions whose sync is stuck, keeps failing, has never run or is falling behind. What has lasted longest comes first.',
  search: 'Search companies',
  search_hint: "The company's name",
  reason_filter: 'Reason',
  empty: 'Every subscription is syncing as it should.',
  columns: {
    company: 'Company',
    reason: 'Reason',
    since: 'Since',
    lag: 'Behind',
    owner: 'Owner',
    actions: 'Actions',
  },
  reasons: {
    stuck: 'Stuck',
    failing: 'Failing',
    never_run: 'Never run',
    behind: 'Behind',
  },
  reason_counts: 'By reason',
  count: '{{reason}}: {{count}}',
  explain: {
    stuck:
      'A sync run has been going since {{since}} ({{duration}}) and nothing has happened since {{activity}}.',
    error_status: 'The service refuses the connection (status Error) since {{since}}.',
    failing_runs: '{{count}} sync runs in a row have failed, since {{since}}.',
    failing_elements: '{{failed}} of {{total}} elements failed in the last {{hours}} hours.',
    never_run: 'Active since {{since}} ({{duration}}) but never synced.',
    behind: 'Last processed {{since}}, {{duration}} behind now, and no run is catching up.',
    last_error: 'Latest error: {{message}}',
  },
  alerted: 'Alert sent {{at}}',
  no_owner: 'No owner',
  duration: {
    seconds: '{{count}} s',
    minutes: '{{count}} min',
    hours: '{{count}} h',
    days: '{{count}} d',
  },
  actions: {
    retry: 'Sync now',
    restart: 'Restart connector',
    open_settings: 'Open app settings as owner',
    contact_owner: 'Contact the owner',
    suggested: 'Suggested action',
  },
  action_named: '{{action}}: {{company}}, {{integration}}',
  retried: 'A sync run is queued.',
  mail_subject: 'The sync of {{integration}}',
  thresholds: {
    title: 'When does a subscription count as unprocessed?',
    stuck:
      'Stuck: a run has done nothing for {{minutes}} minutes (neither started nor processed an element).',
    failing:
      'Failing: status Error, {{runs}} failed runs in a row, or at least {{elements}} failed elements making up at least {{percent}} % of the last {{hours}} hours’ elements.',
    never_run: 'Never run: active for more than {{minutes}} minutes without being processed.',
    behind: 'Behind: last processed more than {{hours}} hours ago, and no run is under way.',
    alerts:
      'Alerts: a subscription that keeps failing or is more than {{hours}} hours behind raises one notice to in-house staff and one e-mail to its owner, once, and one more when it recovers.',
  },
  alerts: {
    failing: {
      title: 'Sync failing: {{company}}',
      text: '{{integration}} for {{company}}: {{detail}}',
    },
    behind: {
      title: 'Sync falling behind: {{company}}',
      text: '{{integration}} for {{company}}: {{detail}}',
    },
    recovered: {
      title: 'Sync working again: {{company}}',
      text: '{{integration}} for {{company}} is syncing as usual again.',
    },
  },
  email: {
    failing: {
      subject: 'The sync of {{integration}} is failing',
      text: 'Hi {{name}},\n\nThe sync of {{integration}} for {{company}} is failing: {{detail}}\n\nOpen the app settings and check the connection:\n\n{{link}}\n\nWe will be in touch if we need anything from you. You will get another message when the sync works again.\n\nKind regards\nBokföringsportalen',
      html: '<p>Hi {{name}},</p><p>The sync of {{integration}} for {{company}} is failing: {{detail}}</p><p><a href="{{link}}">Open the app settings</a> and check the connection.</p><p>We will be in touch if we need anything from you. You will get another message when the sync works again.</p><p>Kind regards<br>Bokföringsportalen</p>',
    },
    behind: {
      subject: 'The sync of {{integration}} is falling behind',
      text: 'Hi {{name}},\n\nThe sync of {{integration}} for {{company}} is falling behind: {{detail}}\n\nWe are looking into it. You can follow it in the app settings:\n\n{{link}}\n\nYou will get another message when the sync has caught up.\n\nKind regards\nBokföringsportalen',
      html: '<p>Hi {{name}},</p><p>The sync of {{integration}} for {{company}} is falling behind: {{detail}}</p><p>We are looking into it. You can follow it in the <a href="{{link}}">app settings</a>.</p><p>You will get another message when the sync has caught up.</p><p>Kind regards<br>Bokföringsportalen</p>',
    },
    recovered: {
      subject: 'The sync of {{integration}} works again',
      text: 'Hi {{name}},\n\nThe sync of {{integration}} for {{company}} is working as usual again. There is nothing you need to do.\n\n{{link}}\n\nKind regards\nBokföringsportalen',
      html: '<p>Hi {{name}},</p><p>The sync of {{integration}} for {{company}} is working as usual again. There is nothing you need to do.</p><p><a href="{{link}}">App settings</a></p><p>Kind regards<br>Bokföringsportalen</p>',
    },
  },
};
