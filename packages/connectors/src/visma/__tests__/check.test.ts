import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerRefusal } from '../../sdk/connector';
import { vismaConnector } from '../connector';
import { COMPANY, credit, invoice, startVisma, voucher } from './simulated-visma';
import type { SimulatedVisma } from './simulated-visma';

let visma: SimulatedVisma | undefined;
afterEach(async () => {
  await visma?.sim.close();
  visma = undefined;
});

const texts = (reasons: LedgerRefusal[]) => reasons.map((r) => r.text);

async function session() {
  visma = await startVisma();
  const { sim, credentials } = visma;
  return vismaConnector.open({ baseUrl: sim.url, credentials }, visma.runtime());
}

const company = () => visma!.sim.state.companies.get(COMPANY)!;

describe('Visma check', () => {
  it('finds nothing wrong with a bookable voucher, invoice and credit', async () => {
    const ledger = await session();
    expect(await ledger.check(voucher(1))).toEqual([]);
    expect(await ledger.check(invoice())).toEqual([]);
    const booked = await ledger.bookOnce(invoice(), 'inv-1');
    expect(await ledger.check(credit(booked.reference))).toEqual([]);
  });

  it('names missing and inactive accounts, the balance and the currency', async () => {
    const ledger = await session();
    const year2026 = company().fiscalYears[1]!.Id;
    company().accounts.get(year2026)!.get(1580)!.IsActive = false;
    const rows = voucher(1).rows.map((r) => (r.account === '3001' ? { ...r, account: '3011' } : r));
    const reasons = await ledger.check(
      voucher(1, {
        rows: [...rows, { account: '1930', debit: 1, credit: 0, description: 'x' }],
        currency: 'EUR',
      }),
    );
    expect(texts(reasons)).toEqual([
      'The document does not balance: debit EUR 125.02, credit EUR 125.01',
      'Account 1580 is inactive in Visma',
      'Account 3011 does not exist in Visma',
      'The connector books Visma documents in SEK; convert this EUR document first',
    ]);
    // each reason also comes as a code with what it names, for the reader's language
    expect(reasons.map((r) => [r.code, r.params])).toEqual([
      ['unbalanced', { debit: 'EUR 125.02', credit: 'EUR 125.01' }],
      ['account_inactive', { account: '1580', ledger: 'Visma' }],
      ['account_missing', { account: '3011', ledger: 'Visma' }],
      ['document_not_sek', { currency: 'EUR', ledger: 'Visma' }],
    ]);
  });

  it('names a date outside the fiscal years and one in a locked period', async () => {
    const ledger = await session();
    expect(texts(await ledger.check(voucher(1, { date: '2024-03-01' })))).toEqual([
      'No fiscal year in Visma covers 2024-03-01',
    ]);
    company().settings.AccountingLockedTo = '2026-11-30T00:00:00';
    const { sim, credentials } = visma!;
    const locked = vismaConnector.open({ baseUrl: sim.url, credentials }, visma!.runtime());
    expect(await locked.check(voucher(1))).toEqual([
      {
        code: 'period_locked',
        params: { date: '2026-11-20', ledger: 'Visma' },
        text: 'The bookkeeping period of 2026-11-20 is locked in Visma',
      },
    ]);
  });

  it('reads reference data once per session', async () => {
    const ledger = await session();
    await ledger.check(invoice());
    const before = visma!.sim.requests();
    await ledger.check(invoice());
    await ledger.check(voucher(2));
    expect(visma!.sim.requests()).toBe(before);
  });

  it('names a missing customer, an account no coding books, VAT Visma computes otherwise, a missing invoice', async () => {
    const ledger = await session();
    const wrong = invoice(1001, { customer: null });
    wrong.rows = wrong.rows.map((r) => (r.account === '3003' ? { ...r, account: '3004' } : r));
    wrong.rows.push({ account: '3730', debit: 0, credit: 0, description: 'Rabatt' });
    const reasons = await ledger.check(wrong);
    expect(texts(reasons)).toEqual([
      'The invoice has no customer',
      'No article account coding in Visma books sales on account 3730',
      expect.stringContaining('VAT 6 %: the document has SEK 5.64 but Visma computes SEK 0.00'),
    ]);
    expect(reasons.map((r) => r.code)).toEqual([
      'invoice_no_customer',
      'account_uncoded',
      'vat_differs_codings',
    ]);
    expect(texts(await ledger.check(credit('77')))).toEqual(['Invoice 77 does not exist in Visma']);
  });
});
