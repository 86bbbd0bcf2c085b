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

/** What a marker names: the element's kind and id, or `summary` and the summary's key. */
export function parseMarker(marker: string): { kind: string; sourceId: string } {
  const parts = marker.replace(/:corrective$/, '').split(':');
  if (parts[2] === 'summary') return { kind: 'summary', sourceId: parts.slice(3).join(':') };
  return { kind: parts[3] ?? '', sourceId: parts.slice(4).join(':') };
}
