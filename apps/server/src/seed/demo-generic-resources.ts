import { createSchema, emptyData } from '@portal/contracts/resources/define';
import { resourceByKey } from '@portal/contracts/resources/registry';
import type { Db } from '../db/client';
import { genericRecordStore } from '../modules/generic-resources/generic-records.repository';

type Row = Record<string, unknown>;

const rate = (
  country_code: string,
  standard_rate: number,
  reduced: number[],
  valid_from: string,
) => ({
  country_code,
  standard_rate,
  reduced_rates: reduced.map(String),
  valid_from,
});

/** A few real-looking rows per resource kept in `generic_records` (the catalogue is seeded apart). */
function demoRows(firmId: number): Record<string, Row[]> {
  return {
    'cost-centers': [
      { code: 'ADM', name: 'Administration', note: 'Ekonomi, HR och ledning.' },
      { code: 'SALJ', name: 'Försäljning' },
      { code: 'MARK', name: 'Marknadsföring' },
      { code: 'LAGER', name: 'Lager och logistik' },
      { code: 'WEBB', name: 'E-handel', note: 'Webbutikerna: Shopify och WooCommerce.' },
      { code: 'PROJ01', name: 'Projekt Norrsken 2025', active: false },
    ],
    'custom-payment-terms': [
      { code: 'K', days: 0, description: 'Kontant' },
      { code: '10', days: 10, description: '10 dagar netto' },
      { code: '20', days: 20, description: '20 dagar netto' },
      { code: '30', days: 30, description: '30 dagar netto' },
      { code: 'F60', days: 60, description: '60 dagar netto, endast företagskunder' },
    ],
    // standard and reduced rates as of 2026; Finland and Estonia raised theirs lately
    'eu-vat-rates': [
      rate('SE', 25, [12, 6], '2026-01-01'),
      rate('DK', 25, [], '2026-01-01'),
      rate('DE', 19, [7], '2026-01-01'),
      rate('FI', 24, [14, 10], '2013-01-01'),
      rate('FI', 25.5, [14, 10], '2024-09-01'),
      rate('EE', 24, [13, 9], '2025-07-01'),
      rate('FR', 20, [10, 5.5, 2.1], '2026-01-01'),
      rate('NL', 21, [9], '2026-01-01'),
      rate('PL', 23, [8, 5], '2026-01-01'),
      rate('ES', 21, [10, 4], '2026-01-01'),
      rate('IT', 22, [10, 5, 4], '2026-01-01'),
      rate('IE', 23, [13.5, 9, 4.8], '2026-01-01'),
    ],
    'stock-points': [
      {
        code: 'HUV',
        name: 'Huvudlager Årsta',
        address: 'Årstaängsvägen 11',
        zip_code: '117 43',
        city: 'Stockholm',
        country_code: 'SE',
      },
      {
        code: 'GBG',
        name: 'Lager Göteborg',
        address: 'Exportgatan 28',
        zip_code: '422 46',
        city: 'Hisings Backa',
        country_code: 'SE',
      },
      {
        code: 'ARE',
        name: 'Butikslager Åre',
        address: 'Årevägen 70',
        zip_code: '837 52',
        city: 'Åre',
        country_code: 'SE',
      },
      { code: 'RETUR', name: 'Returer', city: 'Stockholm', country_code: 'SE', active: false },
    ],
    'ways-of-delivery': [
      { code: 'P', name_sv: 'Postpaket', name_en: 'Parcel post' },
      { code: 'DHL-SP', name_sv: 'DHL Service Point', name_en: 'DHL Service Point' },
      { code: 'SCHENKER', name_sv: 'DB Schenker ombud', name_en: 'DB Schenker agent' },
      { code: 'BUD', name_sv: 'Bud', name_en: 'Courier' },
      { code: 'HAMT', name_sv: 'Hämtas i butik', name_en: 'Click and collect' },
    ],
    enums: [
      { group: 'payment_method', key: 'card', label_sv: 'Kort', label_en: 'Card', sort_order: 10 },
      {
        group: 'payment_method',
        key: 'swish',
        label_sv: 'Swish',
        label_en: 'Swish',
        sort_order: 20,
      },
      {
        group: 'payment_method',
        key: 'invoice',
        label_sv: 'Faktura',
        label_en: 'Invoice',
        sort_order: 30,
      },
      { group: 'order_source', key: 'webshop', label_sv: 'Webbutik', label_en: 'Web shop' },
      { group: 'order_source', key: 'pos', label_sv: 'Kassa', label_en: 'Point of sale' },
      { group: 'order_source', key: 'manual', label_sv: 'Manuell', label_en: 'Manual' },
    ],
    'todo-tags': [
      { name: 'Bokslut', colour: 'blue' },
      { name: 'Moms', colour: 'green' },
      { name: 'Brådskande', colour: 'red' },
      { name: 'Kund väntar', colour: 'orange' },
      { name: 'Intern', colour: 'gray' },
    ],
    'checklist-items': [
      ['Månadsbokslut', 'Stäm av bankkontot 1930 mot kontoutdraget', 10],
      ['Månadsbokslut', 'Stäm av avräkningskontot 1580 mot utbetalningarna', 20],
      ['Månadsbokslut', 'Kontrollera att alla ordrar är bokförda', 30],
      ['Månadsbokslut', 'Stäm av utgående moms 2611–2631 mot momsrapporten', 40],
      ['Uppstart ny kund', 'Koppla webbutiken och bokföringssystemet', 10],
      ['Uppstart ny kund', 'Välj bokföring per order eller per utbetalning', 20],
      ['Uppstart ny kund', 'Gå igenom kontoplanen med kunden', 30],
    ].map(([checklist, text, sort_order]) => ({ checklist, text, sort_order })),
    'template-tasks': [
      ['Månadsbokslut', 'Stäm av bank och avräkningskonton', 3],
      ['Månadsbokslut', 'Lämna momsdeklaration', 12],
      ['Månadsbokslut', 'Skicka månadsrapport till kunden', 15],
      ['Årsbokslut', 'Inventera lagret', 0],
      ['Årsbokslut', 'Periodisera kostnader och intäkter', 20],
      ['Årsbokslut', 'Upprätta årsredovisning', 90],
    ].map(([template, title, due_offset_days]) => ({ template, title, due_offset_days })),
    'integration-settings': [
      {
        app: 'shopify',
        key: 'api_version',
        value: '2025-10',
        description: 'Versionen av Shopifys Admin GraphQL API som anropas.',
      },
      {
        app: 'woocommerce',
        key: 'per_page',
        value: '100',
        description: 'Rader per sida i WooCommerce REST v3 (högst 100).',
      },
      {
        app: 'fortnox',
        key: 'requests_per_5s',
        value: '25',
        description: 'Fortnox tillåter 25 anrop per 5 sekunder och token.',
      },
      { app: 'klarna', key: 'page_size', value: '500', description: 'Avräkningar per sida.' },
      { app: 'sie', key: 'charset', value: 'PC8', description: 'Teckenkodningen i SIE 4-filer.' },
    ],
    'model-changes': [
      {
        model: 'Order',
        field: 'merchant_reference',
        description: 'Butikens orderreferens förs över till fakturans "Er referens" i Fortnox.',
        effective_date: '2026-01-15',
      },
      {
        model: 'Utbetalning',
        field: 'fees',
        description: 'Avgifter bokförs per avgiftstyp i stället för som en summa på konto 6570.',
        effective_date: '2026-03-01',
      },
      {
        model: 'Artikel',
        field: 'vat_rate',
        description: 'Momssatsen läses från bokföringssystemet när butiken saknar den.',
        effective_date: '2025-11-01',
      },
    ],
    'representative-profiles': [
      {
        name: 'Sara Lind',
        email: 'sara.lind@example.com',
        phone: '08-123 456 70',
        title: 'Kundansvarig',
      },
      { name: 'Johan Ek', email: 'johan.ek@example.com', phone: '08-123 456 71', title: 'Support' },
      {
        name: 'Maria Berg',
        email: 'maria.berg@example.com',
        phone: '08-123 456 72',
        title: 'Partneransvarig för redovisningsbyråer',
      },
    ],
    'firm-profiles': [
      {
        firm_id: firmId,
        description:
          'Redovisningsbyrå i Stockholm med e-handel som specialitet: löpande bokföring, moms och bokslut för webbutiker.',
        website: 'https://demo-redovisning.example.com',
      },
    ],
  };
}

/** The demo's rows of every generic resource (ADR 027), written by in-house staff a while ago. */
export async function seedDemoGenericResources(
  db: Db,
  { authorId, firmId }: { authorId: number; firmId: number },
  now: Date,
): Promise<void> {
  const at = new Date(now.getTime() - 14 * 86_400_000);
  for (const [key, rows] of Object.entries(demoRows(firmId))) {
    const def = resourceByKey(key)!;
    const schema = createSchema(def);
    for (const row of rows) {
      const data = { ...emptyData(def), ...schema.parse(row) };
      await genericRecordStore.insert(db, def, data, { by: authorId, at });
    }
  }
}
