/**
 * The engine's reference for a document, written into the ledger with it and looked up before
 * booking, so a crash between "the ledger took it" and "we recorded it" never books it twice.
 */
export function elementMarker(subscriptionId: number, source: string, kind: string, id: string) {
  return `portal:${subscriptionId}:${source}:${kind}:${id}`;
}

export function summaryMarker(subscriptionId: number, key: string) {
  return `portal:${subscriptionId}:summary:${key}`;
}
