import { describe, expect, it } from 'vitest';
import { balancedVoucher, startSimulator } from './harness';

describe('Visma validation', () => {
  it('refuses unbalanced vouchers, unknown or inactive accounts and dates outside open years', async () => {
    const { sim, call } = await startSimulator();
    const rows = balancedVoucher().Rows;
    const cases: [Record<string, unknown>, number][] = [
      [{ Rows: rows.slice(0, 2) }, 4002],
      [{ Rows: [...rows.slice(0, 2), { ...rows[2], AccountNumber: 3011 }] }, 3002],
      [{ VoucherDate: '2024-12-31' }, 3001],
      [{ VoucherText: '' }, 2000],
    ];
    for (const [overrides, code] of cases) {
      const res = await call('POST', '/v2/vouchers', balancedVoucher(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        ErrorCode: code,
        DeveloperErrorMessage: expect.any(String),
      });
    }
    const company = sim.state.companies.get('token-a')!;
    const year2026 = company.fiscalYears[1]!.Id;
    company.accounts.get(year2026)!.get(6570)!.IsActive = false;
    expect((await call('POST', '/v2/vouchers', balancedVoucher())).body.ErrorCode).toBe(4002);
    company.settings.AccountingLockedTo = '2026-06-30T00:00:00';
    expect((await call('POST', '/v2/vouchers', balancedVoucher())).body.ErrorCode).toBe(4026);
    expect(sim.state.vouchers('token-a')).toEqual([]);
  });

  it('books a customer invoice and a partial credit, and refuses crediting past the total', async () => {
    const { sim, call } = await startSimulator();
    const company = sim.state.companies.get('token-a')!;
    const customer = await call('POST', '/v2/customers', {
      Name: 'Anna Andersson',
      InvoiceCity: 'Umeå',
      InvoicePostalCode: '90325',
      TermsOfPaymentId: company.settings.TermsOfPaymentId,
      IsPrivatePerson: true,
      IsActive: true,
    });
    const coding = company.codings.find((c) => c.DomesticSalesSubjectToVatAccountNumber === 3001)!;
    const article = await call('POST', '/v2/articles', {
      Number: 'A-3001',
      Name: 'Försäljning 25 %',
      CodingId: coding.Id,
      UnitId: company.unitId,
      IsActive: true,
    });
    const invoice = (rows: { UnitPrice: number; Quantity: number }[], extra = {}) => ({
      CustomerId: customer.body.Id,
      EuThirdParty: false,
      RotReducedInvoicingType: 0,
      InvoiceDate: '2026-06-10',
      Rows: rows.map((r) => ({ ArticleId: article.body.Id, ...r })),
      ...extra,
    });
    const booked = await call(
      'POST',
      '/v2/customerinvoices',
      invoice([{ UnitPrice: 100, Quantity: 2 }]),
    );
    expect(booked.body).toMatchObject({ InvoiceNumber: 1, TotalAmount: 250, TotalVatAmount: 50 });
    const credit = (price: number) =>
      invoice([{ UnitPrice: price, Quantity: -1 }], {
        IsCreditInvoice: true,
        ReferringInvoiceId: booked.body.Id,
      });
    expect((await call('POST', '/v2/customerinvoices', credit(150))).status).toBe(200);
    const over = await call('POST', '/v2/customerinvoices', credit(60));
    expect(over).toMatchObject({ status: 400, body: { ErrorCode: 4002 } });
    expect(sim.state.invoices('token-a').map((i) => i.TotalAmount)).toEqual([250, -187.5]);
  });
});
