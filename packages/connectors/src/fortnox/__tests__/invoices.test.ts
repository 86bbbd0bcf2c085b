import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { fortnoxConnector } from '../connector';
import { credit, invoice, startFortnox, voucher } from './simulated-fortnox';
import type { SimulatedFortnox } from './simulated-fortnox';

let fortnox: SimulatedFortnox | undefined;
afterEach(async () => {
  await fortnox?.sim.close();
  fortnox = undefined;
});

async function session() {
  fortnox = await startFortnox();
  const { sim, credentials } = fortnox;
  return fortnoxConnector.open({ baseUrl: sim.url, credentials }, fortnox.runtime());
}

const company = () => fortnox!.sim.state.tenants.get('company-token')!;

describe('Fortnox invoices through the connector', () => {
  it('books an invoice once with its customer, rows and VAT, and recovers it when asked again', async () => {
    const ledger = await session();
    const first = await ledger.bookOnce(invoice(), 'inv-1001');
    expect(first).toEqual({ reference: '1', recovered: false });
    expect(await ledger.bookOnce(invoice(), 'inv-1001')).toEqual({
      reference: '1',
      recovered: true,
    });
    const [stored] = company().invoices;
    expect(company().invoices).toHaveLength(1);
    expect(stored).toMatchObject({ Booked: true, Total: 646.39, TotalVAT: 114.99 });
    expect(stored!.InvoiceRows.map((r) => [r.AccountNumber, r.Price, r.VAT])).toEqual([
      [3001, 398.4, 25],
      [3520, 39, 25],
      [3003, 94, 6],
    ]);
    expect(company().customers).toEqual([
      expect.objectContaining({ Name: 'Anna Andersson', Email: 'anna@example.se' }),
    ]);
    await ledger.bookOnce(invoice(1002), 'inv-1002');
    expect(company().customers).toHaveLength(1);
  });

  it('invoices the customer the engine ensured, by its number, without searching', async () => {
    const ledger = await session();
    const { number } = await ledger.ensureCustomer!({ name: 'Bo Ek', email: 'bo@example.se' });
    const customer = { name: 'Bo Ek', email: 'bo@example.se', number };
    await ledger.bookOnce(invoice(1000, { customer }), 'inv-1000');
    const before = fortnox!.sim.requests();
    await ledger.bookOnce(invoice(1001, { customer }), 'inv-1001');
    // look for the marker, create, bookkeep: no customer search or create
    expect(fortnox!.sim.requests() - before).toBe(3);
    expect(company().invoices[1]).toMatchObject({ CustomerNumber: number });
    expect(company().customers).toHaveLength(1);
  });

  it('bookkeeps an invoice an earlier attempt created but did not bookkeep', async () => {
    const ledger = await session();
    await ledger.bookOnce(invoice(), 'inv-1001');
    company().invoices[0]!.Booked = false;
    expect(await ledger.bookOnce(invoice(), 'inv-1001')).toEqual({
      reference: '1',
      recovered: true,
    });
    expect(company().invoices[0]!.Booked).toBe(true);
  });

  it('credits an invoice once, and recovers the credit when asked again', async () => {
    const ledger = await session();
    const booked = await ledger.bookOnce(invoice(), 'inv-1001');
    const credited = await ledger.bookOnce(credit(booked.reference), 'refund-1');
    expect(credited).toEqual({ reference: '2', recovered: false });
    expect(await ledger.bookOnce(credit(booked.reference), 'refund-1')).toEqual({
      reference: '2',
      recovered: true,
    });
    expect(company().invoices.map((i) => [i.Credit, i.Booked, i.Total])).toEqual([
      ['false', true, 646.39],
      ['true', true, -646.39],
    ]);
  });

  it('adopts the credit an attempt made before it died, instead of refusing it', async () => {
    const ledger = await session();
    const booked = await ledger.bookOnce(invoice(), 'inv-1001');
    await fortnox!.owner.request({ method: 'PUT', path: `3/invoices/${booked.reference}/credit` });
    expect(await ledger.bookOnce(credit(booked.reference), 'refund-1')).toEqual({
      reference: '2',
      recovered: true,
    });
    expect(company().invoices[1]).toMatchObject({
      ExternalInvoiceReference1: 'refund-1',
      Booked: true,
    });
  });

  it('answers conflict for a second credit of the same invoice', async () => {
    const ledger = await session();
    const booked = await ledger.bookOnce(invoice(), 'inv-1001');
    await ledger.bookOnce(credit(booked.reference), 'refund-1');
    const error = await ledger
      .bookOnce(credit(booked.reference), 'refund-2')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('conflict');
    expect((error as ConnectorError).message).toBe('Invoice 1 already has a credit invoice (2)');
    expect(company().invoices).toHaveLength(2);
  });

  it('books every document exactly once while a fifth of the requests fail', async () => {
    const ledger = await session();
    fortnox!.sim.faults.set({
      tooManyRequests: { probability: 0.1 },
      serverError: { probability: 0.1, status: 503 },
    });
    const references = new Set<string>();
    for (let n = 1; n <= 15; n++) {
      references.add((await ledger.bookOnce(voucher(n), `v-${n}`)).reference);
      const booked = await ledger.bookOnce(invoice(1000 + n), `inv-${n}`);
      references.add(booked.reference);
      if (n % 3 === 0) {
        references.add((await ledger.bookOnce(credit(booked.reference), `cr-${n}`)).reference);
      }
    }
    fortnox!.sim.faults.clear();
    expect(references.size).toBe(15 + 15 + 5);
    expect(company().vouchers).toHaveLength(15);
    expect(company().invoices).toHaveLength(20);
    expect(company().invoices.every((i) => i.Booked)).toBe(true);
    expect(company().customers).toHaveLength(1);
  });
});
