import { notFound } from '../errors';
import { created, ok, paginate, requireObject, type Route, type RouteContext } from '../http';
import type { Tenant, Voucher } from '../state';
import { parseVoucher } from './voucher-input';

const voucherUrl = (baseUrl: string, v: Voucher): string =>
  `${baseUrl}/3/vouchers/${encodeURIComponent(v.VoucherSeries)}/${v.VoucherNumber}?financialyear=${v.Year}`;

const withUrl = (baseUrl: string, v: Voucher) => ({ '@url': voucherUrl(baseUrl, v), ...v });

function listItem(baseUrl: string, v: Voucher) {
  const { VoucherRows: _rows, CostCenter: _cc, Project: _p, ...item } = withUrl(baseUrl, v);
  return item;
}

/** Without `financialyear` Fortnox lists the current (latest) financial year. */
function selectYear(tenant: Tenant, query: URLSearchParams): number | undefined {
  const param = query.get('financialyear');
  if (param !== null) return Number(param);
  if (query.has('fromdate') || query.has('todate')) return undefined;
  return Math.max(...tenant.financialYears.map((year) => year.Id));
}

function listVouchers({ tenant, query, baseUrl }: RouteContext, series?: string) {
  const year = selectYear(tenant, query);
  const from = query.get('fromdate');
  const to = query.get('todate');
  const matching = tenant.vouchers.filter(
    (v) =>
      (year === undefined || v.Year === year) &&
      (series === undefined || v.VoucherSeries === series) &&
      (from === null || v.TransactionDate >= from) &&
      (to === null || v.TransactionDate <= to),
  );
  const page = paginate(matching, query);
  return ok({
    MetaInformation: page.meta,
    Vouchers: page.items.map((v) => listItem(baseUrl, v)),
  });
}

export const voucherRoutes: Route[] = [
  {
    method: 'POST',
    path: '/3/vouchers',
    handle({ tenant, body, query, baseUrl }) {
      const input = parseVoucher(
        tenant,
        requireObject(body, 'Voucher'),
        query.get('financialyear'),
      );
      const key = `${input.yearId}:${input.VoucherSeries}`;
      const number = (tenant.voucherNumbers.get(key) ?? 0) + 1;
      tenant.voucherNumbers.set(key, number);
      const { yearId, rows, ...fields } = input;
      const voucher: Voucher = {
        ...fields,
        VoucherNumber: number,
        Year: yearId,
        ApprovalState: 0,
        VoucherRows: rows,
      };
      tenant.vouchers.push(voucher);
      return created({ Voucher: withUrl(baseUrl, voucher) });
    },
  },
  { method: 'GET', path: '/3/vouchers', handle: (ctx) => listVouchers(ctx) },
  { method: 'GET', path: '/3/vouchers/sublist', handle: (ctx) => listVouchers(ctx) },
  {
    method: 'GET',
    path: '/3/vouchers/sublist/{VoucherSeries}',
    handle: (ctx) => listVouchers(ctx, ctx.params.VoucherSeries),
  },
  {
    method: 'GET',
    path: '/3/vouchers/{VoucherSeries}/{VoucherNumber}',
    handle({ tenant, params, query, baseUrl }) {
      const year = selectYear(tenant, query);
      const voucher = tenant.vouchers.find(
        (v) =>
          v.VoucherSeries === params.VoucherSeries &&
          String(v.VoucherNumber) === params.VoucherNumber &&
          (year === undefined || v.Year === year),
      );
      if (!voucher) throw notFound('verifikationen');
      return ok({ Voucher: withUrl(baseUrl, voucher) });
    },
  },
];
