import { afterEach, describe, expect, it } from 'vitest';
import { vismaConnector } from '../connector';
import { COMPANY, credit, invoice, partialCredit, startVisma, voucher } from './simulated-visma';
import type { SimulatedVisma } from './simulated-visma';

let visma: SimulatedVisma | undefined;
afterEach(async () => {
  await visma?.sim.close();
  visma = undefined;
});

async function session() {
  visma = await startVisma();
  const { sim, credentials } = visma;
  return vismaConnector.open({ baseUrl: sim.url, credentials }, visma.runtime());
}

const company = () => visma!.sim.state.companies.get(COMPANY)!;

describe('Visma invoices through the connector', () => {
  it('invoices the customer the engine ensured, by its number', async () => {
    const ledger = await session();
    const { number } = await ledger.ensureCustomer!({
      name: 'Bo Ek',
      email: 'bo@example.se',
      address: { address1: 'Byvägen 3', zip: '83013', city: 'Åre', country: 'SE' },
    });
    const customer = { name: 'Someone else', number };
    await ledger.bookOnce(invoice(1001, { customer }), 'inv-1001');
    const [ensured] = company().customers;
    expect(company().customers).toHaveLength(1);
    expect(ensured).toMatchObject({ InvoiceCity: 'Åre', InvoiceAddress1: 'Byvägen 3' });
    expect(company().invoices[0]).toMatchObject({ CustomerId: ensured!.Id });
  });

  it('books an invoice once with its customer, one article per account and rate, and VAT', async () => {
    const ledger = await session();
    expect(await ledger.bookOnce(invoice(), 'inv-1001')).toEqual({
      reference: '1',
      recovered: false,
    });
    expect(await ledger.bookOnce(invoice(), 'inv-1001')).toEqual({
      reference: '1',
      recovered: true,
    });
    const [stored] = company().invoices;
    expect(company().invoices).toHaveLength(1);
    expect(stored).toMatchObject({
      YourReference: 'inv-1001',
      IsCreditInvoice: false,
      TotalAmount: 646.39,
      TotalVatAmount: 114.99,
    });
    expect(stored!.Rows.map((r) => [r.ArticleNumber, r.UnitPrice, r.PercentVat])).toEqual([
      ['bas-3001-25', 398.4, 0.25],
      ['bas-3520-25', 39, 0.25],
      ['bas-3003-6', 94, 0.06],
    ]);
    expect(company().customers).toEqual([
      expect.objectContaining({ Name: 'Anna Andersson', EmailAddress: 'anna@example.se' }),
    ]);
    await ledger.bookOnce(invoice(1002), 'inv-1002');
    expect(company().customers).toHaveLength(1);
    expect(company().articles).toHaveLength(3);
  });

  it('keeps a marker longer than YourReference findable through a hash', async () => {
    const ledger = await session();
    const marker = `portal:subscription-0123456789:shopify:order:${'9'.repeat(20)}`;
    const first = await ledger.bookOnce(invoice(), marker);
    expect(await ledger.bookOnce(invoice(), marker)).toEqual({ ...first, recovered: true });
    expect(company().invoices[0]!.YourReference).toHaveLength(50);
  });

  it('credits an invoice in part and then the rest, each once, and refuses a credit past its total', async () => {
    const ledger = await session();
    const booked = await ledger.bookOnce(invoice(), 'inv-1001');
    const part = await ledger.bookOnce(partialCredit(booked.reference), 'refund-1');
    expect(part).toEqual({ reference: '2', recovered: false });
    expect(await ledger.bookOnce(partialCredit(booked.reference), 'refund-1')).toEqual({
      reference: '2',
      recovered: true,
    });
    const error = await ledger
      .bookOnce(credit(booked.reference), 'refund-2')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'conflict',
      message: 'Invoice 1 has 148.39 left to credit, the refund is 646.39',
    });
    expect(
      company().invoices.map((i) => [i.IsCreditInvoice, i.TotalAmount, i.ReferringInvoiceId]),
    ).toEqual([
      [false, 646.39, null],
      [true, -498, company().invoices[0]!.Id],
    ]);
  });

  it('books every document exactly once while a fifth of the requests fail', async () => {
    const ledger = await session();
    visma!.sim.faults.set({
      tooManyRequests: { probability: 0.1 },
      serverError: { probability: 0.1, status: 503 },
    });
    const references = new Set<string>();
    for (let n = 1; n <= 10; n++) {
      references.add((await ledger.bookOnce(voucher(n), `v-${n}`)).reference);
      const booked = await ledger.bookOnce(invoice(1000 + n), `inv-${n}`);
      references.add(`invoice ${booked.reference}`);
      if (n % 3 === 0) {
        const done = await ledger.bookOnce(credit(booked.reference), `cr-${n}`);
        references.add(`invoice ${done.reference}`);
      }
    }
    visma!.sim.faults.clear();
    expect(references.size).toBe(10 + 10 + 3);
    expect(company().vouchers).toHaveLength(10);
    expect(company().invoices).toHaveLength(13);
    expect(company().customers).toHaveLength(1);
  });
});
