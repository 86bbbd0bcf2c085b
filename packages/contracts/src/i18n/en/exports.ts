import type { exports as sv } from '../sv/exports';

export const exports: typeof sv = {
  button: 'Export',
  preparing: 'Preparing the export…',
  fetching: 'Fetching {{done}} of {{total}} rows',
  empty: 'The list is empty, so there is nothing to export.',
  done: 'The export is ready.',
  failed: 'The export failed. Please try again in a while.',
  truncated: 'The export holds the first {{rows}} rows (the limit of one file).',
  server_title: 'The export is made on the server',
  server_intro:
    'The list has {{total}} rows, more than the browser should fetch. The server writes the file; you may close this and download it when it is ready.',
  server_progress: '{{done}} of {{total}} rows written',
  download: 'Download {{file}}',
  close: 'Close',
  values: {
    order: 'Order',
    refund: 'Refund',
    payout: 'Payout',
    summary: 'Summary',
    voucher: 'Voucher',
    invoice: 'Invoice',
    credit_invoice: 'Credit invoice',
  },
};
