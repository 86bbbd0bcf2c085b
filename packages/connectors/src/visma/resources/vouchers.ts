import type { LedgerDocument } from '../../model/document';
import type { BookedReference } from '../../sdk/connector';
import { repeatOnTransient } from '../../sdk/repeat';
import { listAll, odataText } from '../client';
import type { VismaApi } from '../client';
import { markerTag, toVismaVoucher } from '../mapping/voucher';

export interface VoucherRef {
  Id: string;
  VoucherDate: string;
  VoucherText: string;
  NumberAndNumberSeries: string;
}

/** Every voucher of every fiscal year matching the OData `filter`, page by page. */
export function listVouchers(api: VismaApi, filter?: string, pageSize?: number) {
  return listAll<VoucherRef>(api, 'v2/vouchers', { $filter: filter }, pageSize);
}

/**
 * The voucher carrying our marker, if an earlier attempt created it: Visma filters VoucherText
 * with `contains`, and the bracketed tag at the end of the text tells `m-1` from `m-10`.
 */
export async function findVoucherByMarker(
  api: VismaApi,
  marker: string,
): Promise<VoucherRef | undefined> {
  const tag = markerTag(marker);
  for await (const voucher of listVouchers(api, `contains(VoucherText,${odataText(tag)})`)) {
    if (voucher.VoucherText.endsWith(tag)) return voucher;
  }
  return undefined;
}

/**
 * Posts a voucher exactly once: looks for its marker first (a crash after Visma took it but
 * before we recorded it must not book it twice) and creates it only when it is not there; the
 * create is never repeated blindly, the whole look-then-create is (`repeatOnTransient`).
 */
export function bookVoucherOnce(
  api: VismaApi,
  document: LedgerDocument,
  marker: string,
): Promise<BookedReference> {
  return repeatOnTransient(async () => {
    const existing = await findVoucherByMarker(api, marker);
    if (existing) return { reference: existing.NumberAndNumberSeries, recovered: true };
    const res = await api.request<VoucherRef>({
      method: 'POST',
      path: 'v2/vouchers',
      body: toVismaVoucher(document, marker),
      retry: 'rate_limited',
    });
    return { reference: res.body.NumberAndNumberSeries, recovered: false };
  });
}
