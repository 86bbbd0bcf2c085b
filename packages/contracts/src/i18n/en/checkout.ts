import type { checkout as sv } from '../sv/checkout';

export const checkout: typeof sv = {
  description: {
    history_import: 'History import {{app}}, {{months}} mo. from {{start}} (VAT incl.)',
    invoice: 'Invoice {{number}} (VAT incl.)',
  },
  errors: {
    not_configured: 'Card payments are not configured in the portal. Please contact support.',
    provider_failed: 'The payment service did not answer. Please try again in a moment.',
    import_free: 'Importing up to {{days}} days back is free – no payment needed.',
    import_too_far: 'A history import can reach at most {{months}} months back.',
    import_paid: 'The import from that date is already paid.',
    invoice_paid: 'The invoice is already paid.',
    no_price: 'The app has no monthly price in the catalogue, so the import cannot be priced.',
  },
  pay: 'Pay by card',
  redirecting: 'Taking you to the payment…',
  result: {
    checking: 'Checking the payment…',
    paid: 'The payment is complete: {{amount}}.',
    open: 'The payment was not completed. Nothing has been charged.',
    cancelled: 'The payment was cancelled. Nothing has been charged.',
    expired: 'The payment expired before it was completed. Nothing has been charged.',
  },
};
