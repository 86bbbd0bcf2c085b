import { notFound } from '../errors';
import { ok, pageOf, type Route } from '../http';
import { fiscalYearOf, type Company, type Voucher } from '../state';
import { parseVoucher } from './voucher-input';

/** Manual vouchers (VoucherType 2) take the next number of series A in their fiscal year. */
const MANUAL = 2;

function inYear(company: Company, yearId: string | undefined): Voucher[] {
  if (yearId === undefined) return company.vouchers;
  if (!company.fiscalYears.some((y) => y.Id === yearId)) throw notFound('The fiscal year');
  return company.vouchers.filter(
    (v) => fiscalYearOf(company, v.VoucherDate.slice(0, 10))?.Id === yearId,
  );
}

export const voucherRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v2/vouchers',
    handle({ company, body, now }) {
      const input = parseVoucher(company, body);
      const number = inYear(company, input.year.Id).length + 1;
      const voucher: Voucher = {
        Id: crypto.randomUUID(),
        VoucherDate: `${input.date}T00:00:00`,
        VoucherText: input.VoucherText,
        Rows: input.Rows,
        NumberAndNumberSeries: `A${number}`,
        NumberSeries: 'A',
        VoucherType: MANUAL,
        CreatedUtc: now,
        ModifiedUtc: now,
      };
      company.vouchers.push(voucher);
      return ok(voucher);
    },
  },
  { method: 'GET', path: '/v2/vouchers', handle: (ctx) => pageOf(ctx.company.vouchers, ctx) },
  {
    method: 'GET',
    path: '/v2/vouchers/{fiscalyearId}',
    handle: (ctx) => pageOf(inYear(ctx.company, ctx.params.fiscalyearId), ctx),
  },
  {
    method: 'GET',
    path: '/v2/vouchers/{fiscalyearId}/{voucherId}',
    handle({ company, params }) {
      const voucher = inYear(company, params.fiscalyearId).find((v) => v.Id === params.voucherId);
      if (!voucher) throw notFound('The voucher');
      return ok(voucher);
    },
  },
];
