import { encodePc8 } from '@portal/connectors/sie/encoding';
import { writeSie } from '@portal/connectors/sie/write';
import type { AppContext } from '../../context';
import { BAS_NAMES } from '../bookkeeping/accounts';
import { vouchersBetween } from './sync.repository';

export interface SieRange {
  /** YYYY-MM-DD */
  from: string;
  to: string;
}

const compact = (isoDate: string) => isoDate.replace(/-/g, '');

/**
 * The booked vouchers of a period as a SIE 4 file (PC8): the header, the year, a #KONTO for every
 * account used and one #VER per voucher — what Swedish accounting programs import.
 */
export async function sieExport(
  ctx: AppContext,
  subscription: { id: number; company: string; organizationNumber: string },
  range: SieRange,
): Promise<Buffer> {
  const vouchers = await vouchersBetween(ctx.db, subscription.id, range.from, range.to);
  const accounts = new Map<string, string>();
  for (const voucher of vouchers)
    for (const r of voucher.rows)
      accounts.set(r.account, BAS_NAMES[r.account] ?? `Konto ${r.account}`);
  const text = writeSie({
    program: { name: 'Bokföringsportalen', version: '1.0' },
    generatedOn: compact(ctx.clock.now().toISOString().slice(0, 10)),
    companyName: subscription.company,
    orgNumber: subscription.organizationNumber,
    year: { from: compact(range.from), to: compact(range.to) },
    accounts,
    vouchers: vouchers.map((v) => ({
      series: v.series,
      number: String(v.number),
      date: compact(v.date),
      text: v.description,
      transactions: v.rows.map((r) => ({
        account: r.account,
        objects: [],
        amount: r.debit - r.credit,
      })),
    })),
  });
  return encodePc8(text);
}
