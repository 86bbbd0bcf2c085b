/** /ledger: the company's whole ledger read from its accounting system, and the company picker of the financial tools (issue 16). */
export const ledger = {
  picker: {
    label: 'Bolag',
    placeholder: 'Välj bolag',
    search: 'Sök bolag',
    none: 'Det finns inga bolag vars bokföring du kan se.',
    choose: 'Välj ett bolag för att se dess bokföring.',
    not_read: 'Bokföringen för {{company}} har inte lästs in än.',
    open_ledger: 'Läs in bokföringen',
  },
};
