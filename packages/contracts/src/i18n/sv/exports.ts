/** Export of a list (SPEC §9): the button, the server's job, and the columns each tab writes. */
export const exports = {
  button: 'Exportera',
  preparing: 'Förbereder exporten…',
  fetching: 'Hämtar {{done}} av {{total}} rader',
  empty: 'Listan är tom, så det finns inget att exportera.',
  done: 'Exporten är klar.',
  failed: 'Exporten misslyckades. Försök igen om en stund.',
  truncated: 'Exporten innehåller de första {{rows}} raderna (gränsen för en fil).',
  server_title: 'Exporten görs på servern',
  server_intro:
    'Listan har {{total}} rader, fler än webbläsaren bör hämta. Servern skriver filen; du kan stänga rutan och hämta den när den är klar.',
  server_progress: '{{done}} av {{total}} rader skrivna',
  download: 'Ladda ner {{file}}',
  close: 'Stäng',
  values: {
    order: 'Order',
    refund: 'Återbetalning',
    payout: 'Utbetalning',
    summary: 'Sammandrag',
    voucher: 'Verifikation',
    invoice: 'Faktura',
    credit_invoice: 'Kreditfaktura',
  },
};
