import { repeatOnTransient } from '../../sdk/repeat';
import { nextLink, paginate } from '../../sdk/pagination';
import type { FortnoxApi } from '../client';
import { toFortnoxVoucher } from '../mapping/voucher';
import type { VoucherDraft } from '../mapping/voucher';

interface VoucherRef {
  VoucherSeries: string;
  VoucherNumber: number;
  Comments?: string;
  TransactionDate: string;
}

interface VoucherList {
  Vouchers: VoucherRef[];
  MetaInformation: { '@TotalPages': number; '@CurrentPage': number };
}

export interface BookedVoucher {
  series: string;
  number: number;
  /** true when it was found already there rather than created now */
  recovered: boolean;
}

/** Every voucher matching `query`, page by page (`page` from 1, `limit` ≤ 500). */
export function listVouchers(
  transport: FortnoxApi,
  query: Record<string, string | number | undefined>,
  limit = 500,
): AsyncGenerator<VoucherRef> {
  return paginate<VoucherRef>(async (next) => {
    const page = Number(next ?? 1);
    const res = await transport.request<VoucherList>({
      path: '3/vouchers',
      query: { ...query, page, limit },
    });
    const meta = res.body.MetaInformation;
    const more = meta['@CurrentPage'] < meta['@TotalPages'];
    return {
      items: res.body.Vouchers,
      next: more ? String(page + 1) : nextLink(res.headers.get('link')),
    };
  });
}

/** The voucher of that day carrying our marker, if an earlier attempt created it. */
export async function findVoucherByMarker(
  transport: FortnoxApi,
  date: string,
  marker: string,
): Promise<VoucherRef | undefined> {
  const vouchers = listVouchers(transport, { fromdate: date, todate: date });
  for await (const voucher of vouchers) if (voucher.Comments === marker) return voucher;
  return undefined;
}

/**
 * Posts a voucher exactly once: looks for its marker first (a crash after Fortnox took it but
 * before we recorded it must not book it twice), and creates it only when it is not there.
 */
export async function bookVoucherOnce(
  transport: FortnoxApi,
  draft: VoucherDraft,
  marker: string,
): Promise<BookedVoucher> {
  return repeatOnTransient(async () => {
    const existing = await findVoucherByMarker(transport, draft.date, marker);
    if (existing) {
      return { series: existing.VoucherSeries, number: existing.VoucherNumber, recovered: true };
    }
    const res = await transport.request<{ Voucher: VoucherRef }>({
      method: 'POST',
      path: '3/vouchers',
      body: { Voucher: toFortnoxVoucher(draft, marker) },
      retry: 'rate_limited',
    });
    return {
      series: res.body.Voucher.VoucherSeries,
      number: res.body.Voucher.VoucherNumber,
      recovered: false,
    };
  });
}
