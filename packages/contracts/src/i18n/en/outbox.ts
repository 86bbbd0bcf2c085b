import type { outbox as sv } from '../sv/outbox';

export const outbox: typeof sv = {
  intro: 'Emails the portal has sent, or kept when no mail server is set.',
  search: 'Search recipient',
  to: 'To',
  subject: 'Subject',
  status: 'Status',
  created: 'Created',
  open: 'Open',
  empty: 'No messages.',
  cc: 'Cc',
  bcc: 'Bcc',
  attachments: 'Attachments',
  download: 'Download {{file}}',
  statuses: { queued: 'Queued', sent: 'Sent', stored: 'Stored', failed: 'Failed' },
};
