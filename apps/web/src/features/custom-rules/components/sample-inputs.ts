import type { EntryPoint } from '@portal/contracts/schemas/rules';

const article = { article_number: 'SKU-1', description: 'T-shirt', price: 199, vat: 25 };

/** Sample data for "Try it", shaped like what the engine builds at each entry point. */
export const SAMPLE_INPUTS: Record<EntryPoint, unknown> = {
  e1: article,
  e2: article,
  e3: { customer_number: '1001', name: 'Anna Andersson', email: 'anna@example.com' },
  e4: { description: 'Accrual', rows: [{ account: 2990, debit: 0, credit: 500 }] },
  e5: { invoice_number: 'INV-1', rows: [{ article_number: 'SKU-1', quantity: 1, price: 199 }] },
  e6: { order_number: '1001', total: 249, currency: 'SEK' },
  e7: {
    description: 'Shopify order 1001',
    rows: [
      { account: 1930, debit: 125, credit: 0 },
      { account: 3001, debit: 0, credit: 100 },
      { account: 2611, debit: 0, credit: 25 },
    ],
  },
  e8: { article, must_sync_each_time: false },
};

export const sampleJson = (entryPoint: EntryPoint) =>
  JSON.stringify(SAMPLE_INPUTS[entryPoint], null, 2);
