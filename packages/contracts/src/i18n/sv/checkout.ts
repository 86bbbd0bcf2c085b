/** Card payments through the payment provider's checkout (history import, unpaid invoices). */
export const checkout = {
  description: {
    history_import: 'Historikimport {{app}}, {{months}} mån från {{start}} (inkl. moms)',
    invoice: 'Faktura {{number}} (inkl. moms)',
  },
  errors: {
    not_configured: 'Kortbetalningar är inte konfigurerade i portalen. Kontakta supporten.',
    provider_failed: 'Betaltjänsten svarade inte. Försök igen om en stund.',
    import_free: 'Import upp till {{days}} dagar bakåt är gratis – ingen betalning behövs.',
    import_too_far: 'Historikimport kan gå högst {{months}} månader bakåt.',
    import_paid: 'Importen från det datumet är redan betald.',
    invoice_paid: 'Fakturan är redan betald.',
    no_price: 'Appen har inget månadspris i katalogen, så importen kan inte prissättas.',
  },
  pay: 'Betala med kort',
  redirecting: 'Du skickas vidare till betalningen…',
  result: {
    checking: 'Kontrollerar betalningen…',
    paid: 'Betalningen är klar: {{amount}}.',
    open: 'Betalningen är inte slutförd. Inget har debiterats.',
    cancelled: 'Betalningen avbröts. Inget har debiterats.',
    expired: 'Betalningen gick ut innan den slutfördes. Inget har debiterats.',
  },
};
