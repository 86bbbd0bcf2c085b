/**
 * Where the demo's in-process simulators listen (outside production only): a connection made
 * in the demo points at them, so a newcomer can connect a shop and a ledger without accounts
 * at the real providers.
 */
const endpoints = new Map<string, string>();

export function setDemoEndpoint(connectorId: string, url: string) {
  endpoints.set(connectorId, url);
}

export function demoEndpoint(connectorId: string): string | undefined {
  return endpoints.get(connectorId);
}
