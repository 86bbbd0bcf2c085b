import type { CanonicalSale } from '@portal/connectors/model/sale';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { accountsOf } from '../bookkeeping/accounts';
import { postSale } from '../bookkeeping/post-sale';
import {
  claimEntry,
  insertBookedVoucher,
  lockSubscription,
  nextVoucherNumber,
  updateEntry,
} from './sync.repository';

/** Web-shop vouchers get their own series in the SIE file. */
export const SHOP_SERIES = 'W';

export interface BookingResult {
  status: 'Success' | 'Failed' | 'Ambiguous';
  /** true when the element had already been booked (a second delivery) */
  duplicate: boolean;
  reason: string;
  targetReference: string | null;
}

/**
 * Books one sale for a subscription whose accounting is SIE (the product keeps the vouchers), in
 * one transaction with its sync entry: a sale already booked is not booked again; a sale that
 * does not add up is recorded as Ambiguous with the reason and not booked.
 */
export async function bookSale(
  ctx: AppContext,
  subscription: SubscriptionRow,
  sale: CanonicalSale,
  eventType: string,
): Promise<BookingResult> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { entry, created } = await claimEntry(tx, {
      subscriptionId: subscription.id,
      companyId: subscription.companyId,
      source: sale.source,
      sourceId: sale.sourceId,
      kind: sale.kind,
      eventType,
      elementType: 'e7', // voucher to accounting (SPEC §9)
      referenceNumber: sale.reference,
      status: 'Failed',
      reason: 'not booked yet',
      createdAt: now,
      updatedAt: now,
    });
    if (!created && entry.status === 'Success') {
      return {
        status: 'Success',
        duplicate: true,
        reason: entry.reason,
        targetReference: entry.targetReference,
      };
    }
    let posting;
    try {
      posting = postSale(sale, accountsOf(subscription));
    } catch (error) {
      // a sale the rules cannot book (broken amounts): recorded, never half-booked
      const reason = error instanceof Error ? error.message : String(error);
      await updateEntry(tx, entry.id, { status: 'Failed', reason, updatedAt: now });
      return { status: 'Failed', duplicate: false, reason, targetReference: null };
    }
    const { documents, warnings } = posting;
    if (warnings.length) {
      const reason = warnings.map((w) => w.message).join(' · ');
      await updateEntry(tx, entry.id, { status: 'Ambiguous', reason, updatedAt: now });
      return { status: 'Ambiguous', duplicate: false, reason, targetReference: null };
    }
    await lockSubscription(tx, subscription.id);
    const number = await nextVoucherNumber(tx, subscription.id, SHOP_SERIES);
    const [voucher] = documents;
    await insertBookedVoucher(tx, {
      subscriptionId: subscription.id,
      syncEntryId: entry.id,
      series: SHOP_SERIES,
      number,
      date: voucher!.date,
      description: voucher!.description,
      currency: voucher!.currency,
      marker: `${sale.source}:${sale.kind}:${sale.sourceId}`,
      rows: voucher!.rows,
      createdAt: now,
    });
    const targetReference = `${SHOP_SERIES} ${number}`;
    await updateEntry(tx, entry.id, {
      status: 'Success',
      reason: '',
      targetReference,
      updatedAt: now,
    });
    return { status: 'Success', duplicate: false, reason: '', targetReference };
  });
}
