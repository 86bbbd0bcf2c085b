/** The Configure tab (SPEC §2, §3 custom account mapping, §5 BAS range confirmation). */
export const configuration = {
  out_of_range:
    'Kontot för {{account}} ligger utanför det förväntade intervallet {{min}}–{{max}}. Bekräfta om det är rätt.',
  confirm_title: 'Konton utanför BAS-intervallet',
  confirm_text: 'Dessa konton ligger utanför det intervall i BAS-kontoplanen där de brukar finnas:',
  confirm_row: '{{account}}: {{number}} (förväntat {{min}}–{{max}})',
  confirm: 'Ja, använd dem',
  posting_model: 'Bokföringsmodell',
  posting_hint: {
    per_order: 'En verifikation per order, återbetalning och utbetalning.',
    per_payout: 'Ett sammandrag per utbetalning med de order den betalar.',
    per_day: 'Ett sammandrag per dag.',
  },
  groups: {
    payments: 'Betalningar',
    sales: 'Försäljning och moms',
    other: 'Övrigt',
  },
  write_back: 'Skriv tillbaka till butiken',
  write_back_hint:
    'Butikens artiklar synkas till bokföringen. Välj om bokföringens pris eller lagersaldo ska skrivas tillbaka till butiken: ett värde skrivs när det ändras i bokföringen, inte när du sparar valet.',
  write_back_options: {
    none: 'Inget',
    price: 'Pris',
    stock: 'Lagersaldo',
    both: 'Pris och lagersaldo',
  },
  write_back_explained: {
    none: 'Butiken behåller sina egna priser och lagersaldon.',
    price: 'Bokföringens pris skrivs till butiken.',
    stock: 'Bokföringens lagersaldo skrivs till butiken.',
    both: 'Bokföringens pris och lagersaldo skrivs till butiken.',
  },
  write_back_unavailable:
    'Skriva tillbaka till butiken går bara för Shopify och WooCommerce som bokförs i Fortnox eller Visma eEkonomi.',
  default: 'BAS: {{account}}',
  save: 'Spara inställningar',
  saved: 'Inställningarna är sparade.',
  preview_title: 'Så här bokförs den senaste ordern',
  preview_hint:
    'Portalen hämtar butikens senaste order och visar verifikationen med de sparade kontona. Inget bokförs.',
  preview: 'Visa förhandsgranskning',
  preview_none: 'Butiken har ingen order de senaste 30 dagarna att visa.',
  preview_failed: 'Förhandsgranskningen kunde inte hämtas: koppla appen först.',
  account: 'Konto',
  name: 'Namn',
  debit: 'Debet',
  credit: 'Kredit',
};
