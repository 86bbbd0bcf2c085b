import { and, eq } from 'drizzle-orm';
import type { LedgerDocument } from '@portal/connectors/model/document';
import { formatMinor } from '@portal/connectors/money';
import { refusal } from '@portal/connectors/sdk/connector';
import type { LedgerRefusal, LedgerSession } from '@portal/connectors/sdk/connector';
import type { Db } from '../../db/client';
import { bookedVouchers } from '../../db/schema/sync';
import type { Clock } from '../../lib/clock';
import { balanceOf } from '../bookkeeping/documents';
import { insertBookedVoucher, lockSubscription, nextVoucherNumber } from '../sync/sync.repository';

/** Web-shop vouchers get their own series in the SIE file. */
export const SHOP_SERIES = 'W';

/**
 * The SIE "ledger": the product keeps the booked vouchers itself and exports them as SIE 4
 * (`GET /api/subscriptions/{id}/sie/`). Same contract as a remote ledger, so the engine does
 * not care which it books into.
 */
export function sieLedger(db: Db, subscriptionId: number, clock: Clock): LedgerSession {
  return {
    async test() {},
    async check(document: LedgerDocument) {
      const reasons: LedgerRefusal[] = [];
      const ledger = 'SIE';
      if (document.type !== 'voucher') {
        reasons.push(refusal('vouchers_only', 'SIE files hold vouchers only', { ledger }));
      }
      if (balanceOf(document) !== 0) {
        const sum = (side: 'debit' | 'credit') =>
          `${formatMinor(
            document.rows.reduce((total, r) => total + r[side], 0),
            document.currency,
          )} ${document.currency}`;
        const params = { debit: sum('debit'), credit: sum('credit') };
        reasons.push(refusal('unbalanced', 'The voucher does not balance', params));
      }
      const { currency } = document;
      if (currency !== 'SEK') {
        const text = `SIE vouchers are in SEK; this one is in ${currency}`;
        reasons.push(refusal('voucher_not_sek', text, { ledger, currency }));
      }
      return reasons;
    },
    async bookOnce(document: LedgerDocument, marker: string) {
      return db.transaction(async (tx) => {
        await lockSubscription(tx, subscriptionId);
        const [existing] = await tx
          .select({ series: bookedVouchers.series, number: bookedVouchers.number })
          .from(bookedVouchers)
          .where(
            and(
              eq(bookedVouchers.subscriptionId, subscriptionId),
              eq(bookedVouchers.marker, marker),
            ),
          );
        if (existing)
          return { reference: `${existing.series} ${existing.number}`, recovered: true };
        const number = await nextVoucherNumber(tx, subscriptionId, SHOP_SERIES);
        await insertBookedVoucher(tx, {
          subscriptionId,
          series: SHOP_SERIES,
          number,
          marker,
          date: document.date,
          description: document.description,
          currency: document.currency,
          rows: document.rows,
          createdAt: clock.now(),
        });
        return { reference: `${SHOP_SERIES} ${number}`, recovered: false };
      });
    },
  };
}
