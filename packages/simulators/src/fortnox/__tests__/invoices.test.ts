import { describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

async function customerAndInvoice(call: Awaited<ReturnType<typeof startSimulator>>['call']) {
  const customer = await call('POST', '/3/customers', { Customer: { Name: 'Anna Andersson' } });
  expect(customer.status).toBe(201);
  return call('POST', '/3/invoices', {
    Invoice: {
      CustomerNumber: customer.body.Customer.CustomerNumber,
      ExternalInvoiceReference1: 'shopify-order-1001',
      InvoiceRows: [
        { Description: 'Tröja', DeliveredQuantity: '2', Price: 199.2, VAT: 25 },
        { Description: 'Frakt', DeliveredQuantity: '1', Price: 39, VAT: 25, AccountNumber: 3520 },
      ],
    },
  });
}

describe('Fortnox invoices', () => {
  it('creates an invoice with totals to the öre and finds it by external reference', async () => {
    const { call } = await startSimulator();
    const created = await customerAndInvoice(call);
    expect(created.status).toBe(201);
    expect(created.body.Invoice).toMatchObject({
      DocumentNumber: '1',
      Net: 437.4,
      TotalVAT: 109.35,
      Total: 546.75,
      Credit: 'false',
    });
    const found = await call('GET', '/3/invoices?externalinvoicereference1=shopify-order-1001');
    expect(found.body.Invoices).toHaveLength(1);
    const none = await call('GET', '/3/invoices?externalinvoicereference1=shopify-order-9');
    expect(none.body.MetaInformation['@TotalResources']).toBe(0);
  });

  it('credits an invoice once and refuses a second credit', async () => {
    const { call } = await startSimulator();
    await customerAndInvoice(call);
    const credited = await call('PUT', '/3/invoices/1/credit');
    expect(credited.status).toBe(200);
    expect(credited.body.Invoice.CreditInvoiceReference).toBe('2');
    const credit = await call('GET', '/3/invoices/2');
    expect(credit.body.Invoice).toMatchObject({
      Credit: 'true',
      CreditInvoiceReference: '1',
      Total: -546.75,
    });
    const again = await call('PUT', '/3/invoices/1/credit');
    expect(again.status).toBe(400);
    expect(again.body.ErrorInformation.Code).toBe(2000742);
    expect((await call('GET', '/3/invoices')).body.Invoices).toHaveLength(2);
  });

  it('refuses an invoice for an unknown customer', async () => {
    const { call } = await startSimulator();
    const res = await call('POST', '/3/invoices', { Invoice: { CustomerNumber: '77' } });
    expect(res.status).toBe(400);
    expect(res.body.ErrorInformation.Code).toBe(2000433);
  });

  it('bookkeeps an invoice and keeps references settable', async () => {
    const { call } = await startSimulator();
    await customerAndInvoice(call);
    const tagged = await call('PUT', '/3/invoices/1', {
      Invoice: { YourOrderNumber: 'order-1001' },
    });
    expect(tagged.body.Invoice.YourOrderNumber).toBe('order-1001');
    const booked = await call('PUT', '/3/invoices/1/bookkeep');
    expect(booked.body.Invoice.Booked).toBe(true);
    const found = await call('GET', '/3/invoices?yourordernumber=order-1001');
    expect(found.body.Invoices).toHaveLength(1);
  });

  it('refuses an invoice in a currency the company does not have', async () => {
    const { call } = await startSimulator();
    const customer = await call('POST', '/3/customers', { Customer: { Name: 'Anna' } });
    const res = await call('POST', '/3/invoices', {
      Invoice: {
        CustomerNumber: customer.body.Customer.CustomerNumber,
        Currency: 'XYZ',
        InvoiceRows: [{ Price: 10 }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.ErrorInformation.Code).toBe(2000534);
  });

  it('pages invoices with MetaInformation', async () => {
    const { call } = await startSimulator();
    for (let i = 0; i < 3; i++) await customerAndInvoice(call);
    const page = await call('GET', '/3/invoices?limit=2&page=2');
    expect(page.body.Invoices).toHaveLength(1);
    expect(page.body.MetaInformation).toEqual({
      '@TotalResources': 3,
      '@TotalPages': 2,
      '@CurrentPage': 2,
    });
  });
});
