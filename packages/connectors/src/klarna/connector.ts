import { ConnectorError } from '../errors';
import type {
  AppConnector,
  AppSession,
  ChangeWindow,
  ConnectionSettings,
  ConnectorRuntime,
  SourceItem,
} from '../sdk/connector';
import type { HttpTransport } from '../sdk/transport';
import { klarnaCredentials } from './credentials';
import { mapKlarnaPayout } from './mapping/payout';
import type { KlarnaPayout } from './mapping/payout';
import {
  getPayout,
  KLARNA_MAX_SIZE,
  klarnaTransport,
  payoutsBetween,
  payoutTransactions,
  ping,
} from './transport';

export interface KlarnaConnectorOptions {
  /** payouts and transactions per page, 1–500; 500 in production, smaller in tests */
  pageSize?: number;
}

const isoOf = (date: string) => {
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
};

/** Klarna's date filter to the second, widened outwards: the exact window is kept here. */
const toSecond = (iso: string, round: (seconds: number) => number) =>
  new Date(round(Date.parse(iso) / 1000) * 1000).toISOString().replace('.000Z', 'Z');

const payoutTime = (payout: KlarnaPayout) =>
  Date.parse(payout.payout_date) || Number.MAX_SAFE_INTEGER;

async function payoutItem(
  transport: HttpTransport,
  payout: KlarnaPayout,
  size: number,
  fallbackTime: string,
): Promise<SourceItem> {
  const head = {
    kind: 'payout' as const,
    id: String(payout.payment_reference),
    updatedAt: isoOf(payout.payout_date) ?? fallbackTime,
  };
  if (!payout.payment_reference)
    return { ...head, error: 'Klarna payout without payment_reference', raw: payout };
  const transactions = await payoutTransactions(transport, payout.payment_reference, size);
  const raw = { payout, transactions };
  try {
    return { ...head, payout: mapKlarnaPayout(payout, transactions), raw };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ...head, error: `Payout ${payout.payment_reference}: ${reason}`, raw };
  }
}

/**
 * Klarna filters on payout date with inclusive bounds; the connector keeps exactly
 * since < payout_date ≤ until itself and yields the payouts oldest first.
 */
async function* changes(
  transport: HttpTransport,
  size: number,
  window: ChangeWindow,
): AsyncGenerator<SourceItem> {
  const since = isoOf(window.since);
  const until = isoOf(window.until);
  if (!since || !until)
    throw new ConnectorError('validation', `Not a change window: ${window.since}–${window.until}`);
  const inWindow: KlarnaPayout[] = [];
  const start = toSecond(since, Math.floor);
  const end = toSecond(until, Math.ceil);
  for await (const payout of payoutsBetween(transport, start, end, size)) {
    const at = isoOf(payout.payout_date);
    // a payout without a readable date is still reported, never dropped in silence
    if (at === undefined || (since < at && at <= until)) inWindow.push(payout);
  }
  inWindow.sort((a, b) => payoutTime(a) - payoutTime(b));
  for (const payout of inWindow) yield payoutItem(transport, payout, size, until);
}

async function element(
  transport: HttpTransport,
  size: number,
  kind: SourceItem['kind'],
  id: string,
): Promise<SourceItem> {
  if (kind !== 'payout') throw new ConnectorError('validation', `Klarna settles no ${kind}s`);
  return payoutItem(transport, await getPayout(transport, id), size, new Date().toISOString());
}

/** The merchant's transport: HTTP Basic, the runtime's budget and log. */
function openTransport(settings: ConnectionSettings, runtime: ConnectorRuntime = {}) {
  const { username, password } = settings.credentials;
  if (!username || !password)
    throw new ConnectorError('auth', 'Klarna needs an API username and password');
  return klarnaTransport(
    { baseUrl: settings.baseUrl, username, password },
    {
      budget: runtime.budget,
      log: runtime.log,
      timeoutMs: runtime.timeoutMs,
      retries: runtime.retries,
      sleep: runtime.sleep,
    },
  );
}

function openSession(
  settings: ConnectionSettings,
  runtime: ConnectorRuntime,
  size: number,
): AppSession {
  const transport = openTransport(settings, runtime);
  return {
    test: () => ping(transport),
    changes: (window) => changes(transport, size, window),
    element: (kind, id) => element(transport, size, kind, id),
  };
}

/**
 * Klarna payouts (Settlements API v1), read only. Klarna publishes no request limit for the
 * Settlements API; a sync reads one page of payouts and one of transactions per payout, so a
 * bucket of 10 with 5 per second regained is far more than it needs and gentle on Klarna. A 429
 * is waited out by the transport all the same.
 */
export function createKlarnaConnector(options: KlarnaConnectorOptions = {}): AppConnector {
  const size = options.pageSize ?? KLARNA_MAX_SIZE;
  return {
    id: 'klarna',
    name: 'Klarna',
    kind: 'app',
    settles: true,
    credentials: klarnaCredentials,
    entities: { read: ['payouts'], write: [] },
    rateLimit: { capacity: 10, perSecond: 5 },
    defaultBaseUrl: 'https://api.klarna.com',
    open: (settings, runtime = {}) => openSession(settings, runtime, size),
    console: {
      resources: {
        payouts: 'settlements/v1/payouts/{id}',
        transactions: 'settlements/v1/transactions?payment_reference={id}',
      },
      api: openTransport,
    },
  };
}

export const klarnaConnector: AppConnector = createKlarnaConnector();
