import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerRefusal } from '../../sdk/connector';
import { fortnoxConnector } from '../connector';
import { credit, invoice, startFortnox, voucher } from './simulated-fortnox';
import type { SimulatedFortnox } from './simulated-fortnox';

let fortnox: SimulatedFortnox | undefined;
afterEach(async () => {
  await fortnox?.sim.close();
  fortnox = undefined;
});

const texts = (reasons: LedgerRefusal[]) => reasons.map((r) => r.text);

async function session() {
  fortnox = await startFortnox();
  const { sim, credentials } = fortnox;
  return fortnoxConnector.open({ baseUrl: sim.url, credentials }, fortnox.runtime());
}

describe('Fortnox check', () => {
  it('finds nothing wrong with a bookable voucher, invoice and credit', async () => {
    const ledger = await session();
    expect(await ledger.check(voucher(1))).toEqual([]);
    expect(await ledger.check(invoice())).toEqual([]);
    const booked = await ledger.bookOnce(invoice(), 'inv-1');
    expect(await ledger.check(credit(booked.reference))).toEqual([]);
  });

  it('names missing and inactive accounts, the financial year and the row limit', async () => {
    const ledger = await session();
    fortnox!.sim.state.tenants.get('company-token')!.accounts.get(1580)!.Active = false;
    const rows = voucher(1).rows.map((r) => (r.account === '3001' ? { ...r, account: '3011' } : r));
    const filler = Array.from({ length: 609 }, () => ({
      account: '1930',
      debit: 0,
      credit: 0,
      description: 'filler',
    }));
    const reasons = await ledger.check(
      voucher(1, { date: '2019-03-01', rows: [...rows, ...filler], currency: 'EUR' }),
    );
    expect(texts(reasons)).toEqual([
      'Account 1580 is inactive in Fortnox',
      'Account 3011 does not exist in Fortnox',
      'No financial year covers 2019-03-01',
      'The voucher has 612 rows; Fortnox takes at most 500',
      'Fortnox vouchers are in SEK; convert this EUR voucher first',
    ]);
    // each reason also comes as a code with what it names, for the reader's language
    expect(reasons.map((r) => [r.code, r.params])).toEqual([
      ['account_inactive', { account: '1580', ledger: 'Fortnox' }],
      ['account_missing', { account: '3011', ledger: 'Fortnox' }],
      ['no_financial_year', { date: '2019-03-01', ledger: 'Fortnox' }],
      ['voucher_too_many_rows', { rows: 612, max: 500, ledger: 'Fortnox' }],
      ['voucher_not_sek', { currency: 'EUR', ledger: 'Fortnox' }],
    ]);
  });

  it('reads accounts, currencies and financial years once per session', async () => {
    const ledger = await session();
    await ledger.check(invoice());
    const before = fortnox!.sim.requests();
    await ledger.check(invoice());
    await ledger.check(voucher(2));
    expect(fortnox!.sim.requests()).toBe(before);
  });

  it('names an unknown currency, a missing customer and VAT Fortnox would compute otherwise', async () => {
    const ledger = await session();
    const wrongVat = invoice(1001, { currency: 'XYZ', customer: null });
    wrongVat.rows = wrongVat.rows.map((r) =>
      r.account === '3003' ? { ...r, account: '3004' } : r,
    );
    const reasons = await ledger.check(wrongVat);
    expect(texts(reasons)).toEqual([
      'Currency XYZ does not exist in Fortnox',
      'The invoice has no customer',
      expect.stringContaining('VAT 6 %: the document has XYZ 5.64 but Fortnox computes XYZ 0.00'),
    ]);
    expect(reasons[2]).toMatchObject({
      code: 'vat_differs_vat_codes',
      params: { rate: 6, booked: 'XYZ 5.64', computed: 'XYZ 0.00', ledger: 'Fortnox' },
    });
  });

  it('names a missing invoice; a second or partial credit is refused when booking, as conflict', async () => {
    const ledger = await session();
    const booked = await ledger.bookOnce(invoice(), 'inv-1');
    const partial = credit(booked.reference);
    partial.rows = [
      { account: '3001', debit: 10000, credit: 0, description: 'Tröja' },
      { account: '2611', debit: 2500, credit: 0, description: 'Moms' },
      { account: '1580', debit: 0, credit: 12500, description: 'Refund' },
    ];
    expect(await ledger.check(partial)).toEqual([]);
    await expect(ledger.bookOnce(partial, 'credit-partial')).rejects.toMatchObject({
      code: 'conflict',
      message: 'Fortnox credits whole invoices: invoice 1 totals 646.39, the refund 125.00',
    });
    const done = await ledger.bookOnce(credit(booked.reference), 'credit-1');
    // our own credit passes the check again (a retry after a crash must not be blocked)
    expect(await ledger.check(credit(booked.reference))).toEqual([]);
    expect(await ledger.bookOnce(credit(booked.reference), 'credit-1')).toEqual({
      reference: done.reference,
      recovered: true,
    });
    await expect(ledger.bookOnce(credit(booked.reference), 'credit-2')).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await ledger.check(credit('77'))).toEqual([
      {
        code: 'credited_invoice_missing',
        params: { invoice: '77', ledger: 'Fortnox' },
        text: 'Invoice 77 does not exist in Fortnox',
      },
    ]);
  });
});
