/** Web UI texts of the e-mail outbox (in-house). */
export const outbox = {
  intro: 'E-post som portalen har skickat eller sparat när ingen e-postserver är inställd.',
  search: 'Sök mottagare',
  to: 'Till',
  subject: 'Ämne',
  status: 'Status',
  created: 'Skapad',
  open: 'Öppna',
  empty: 'Inga meddelanden.',
  cc: 'Kopia',
  bcc: 'Dold kopia',
  attachments: 'Bilagor',
  download: 'Ladda ned {{file}}',
  statuses: { queued: 'I kö', sent: 'Skickat', stored: 'Sparat', failed: 'Misslyckades' },
};
