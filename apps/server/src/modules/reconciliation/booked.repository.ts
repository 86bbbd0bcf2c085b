import type { LedgerDocument } from '@portal/connectors/model/document';
import type { BookedReference, LedgerSession } from '@portal/connectors/sdk/connector';
import type { Db } from '../../db/client';
import { bookedDocuments } from '../../db/schema/engine';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { parseMarker } from '../engine/markers';

/** Keeps a copy of what was booked; a document found already booked is kept too (once). */
export async function keepBooked(
  db: Db,
  subscription: Pick<SubscriptionRow, 'id' | 'companyId'>,
  document: LedgerDocument,
  marker: string,
  booked: BookedReference,
) {
  const { kind, sourceId } = parseMarker(marker);
  await db
    .insert(bookedDocuments)
    .values({
      subscriptionId: subscription.id,
      companyId: subscription.companyId,
      marker,
      kind,
      sourceId,
      reference: booked.reference,
      type: document.type,
      date: document.date,
      description: document.description,
      currency: document.currency,
      rows: document.rows,
    })
    .onConflictDoNothing();
}

/** A ledger whose every booking is also kept in booked_documents, for reconciliation. */
export function keepingLedger(
  db: Db,
  subscription: Pick<SubscriptionRow, 'id' | 'companyId'>,
  ledger: LedgerSession,
): LedgerSession {
  return {
    test: () => ledger.test(),
    check: (document) => ledger.check(document),
    async bookOnce(document, marker) {
      const booked = await ledger.bookOnce(document, marker);
      await keepBooked(db, subscription, document, marker, booked);
      return booked;
    },
  };
}
