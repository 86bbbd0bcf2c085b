import { plainDocument } from '@portal/connectors/model/document';
import type { LedgerDocument } from '@portal/connectors/model/document';
import type { BookedReference, LedgerSession } from '@portal/connectors/sdk/connector';
import { joinReasons, refusalReason } from './reason';
import type { Reason } from './reason';

/**
 * The ledger's constraints first, then booking under the marker: the reasons it would refuse
 * (joined, for the entry) instead of a booking, or where it was booked.
 */
export async function checkAndBook(
  ledger: LedgerSession,
  document: LedgerDocument,
  marker: string,
): Promise<{ failed: Reason } | BookedReference> {
  const refused = joinReasons((await ledger.check(document)).map(refusalReason));
  if (refused) return { failed: refused };
  return ledger.bookOnce(document, marker);
}

/**
 * A ledger that only ever sees one-line texts: a customer's name, a shop's line text or what a
 * custom rule wrote loses its control characters before a ledger, an invoice or a SIE file gets it.
 */
export function plainTextLedger(ledger: LedgerSession): LedgerSession {
  return {
    test: () => ledger.test(),
    check: (document) => ledger.check(plainDocument(document)),
    bookOnce: (document, marker) => ledger.bookOnce(plainDocument(document), marker),
  };
}
