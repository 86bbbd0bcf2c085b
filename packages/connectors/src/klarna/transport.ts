import { paginate } from '../sdk/pagination';
import { HttpTransport } from '../sdk/transport';
import type { TransportOptions } from '../sdk/transport';
import type { KlarnaPayout, KlarnaTransaction } from './mapping/payout';

export interface KlarnaConnection {
  /** https://api.klarna.com (EU), api-na / api-oc, the playground, or the local simulator */
  baseUrl: string;
  username: string;
  password: string;
}

/** Klarna's Settlements API allows at most 500 per page (`size`). */
export const KLARNA_MAX_SIZE = 500;

interface KlarnaPage {
  pagination: { count: number; total?: number; offset?: number; next?: string };
}

const API = 'settlements/v1';

/** HTTP Basic with the API username and password; the password and the header are masked. */
export function klarnaTransport(
  connection: KlarnaConnection,
  options: Omit<TransportOptions, 'baseUrl' | 'headers' | 'secrets'> = {},
): HttpTransport {
  const basic = Buffer.from(`${connection.username}:${connection.password}`).toString('base64');
  return new HttpTransport({
    ...options,
    baseUrl: connection.baseUrl,
    headers: () => ({ authorization: `Basic ${basic}` }),
    secrets: [connection.password, basic],
  });
}

/**
 * Every item of a Klarna collection. Follows `pagination.next`, never `prev`, reading only its
 * offset: the request stays on this connection's base URL, whatever host Klarna writes there.
 */
function collection<T>(
  transport: HttpTransport,
  path: string,
  key: string,
  query: Record<string, string | number | undefined>,
): AsyncGenerator<T> {
  return paginate<T>(async (offset) => {
    const { body } = await transport.request<KlarnaPage & Record<string, T[]>>({
      path: `${API}/${path}`,
      query: { ...query, offset: offset ?? 0 },
    });
    const next = body.pagination?.next;
    const nextOffset = next
      ? (new URL(next, 'https://x').searchParams.get('offset') ?? undefined)
      : undefined;
    return { items: body[key] ?? [], next: nextOffset };
  });
}

/** Payouts whose payout date is in [start, end], Klarna's own (inclusive) filter. */
export function payoutsBetween(transport: HttpTransport, start: string, end: string, size: number) {
  return collection<KlarnaPayout>(transport, 'payouts', 'payouts', {
    start_date: start,
    end_date: end,
    size,
  });
}

export async function payoutTransactions(
  transport: HttpTransport,
  paymentReference: string,
  size: number,
): Promise<KlarnaTransaction[]> {
  const all: KlarnaTransaction[] = [];
  const items = collection<KlarnaTransaction>(transport, 'transactions', 'transactions', {
    payment_reference: paymentReference,
    size,
  });
  for await (const transaction of items) all.push(transaction);
  return all;
}

export async function getPayout(transport: HttpTransport, paymentReference: string) {
  const path = `${API}/payouts/${encodeURIComponent(paymentReference)}`;
  return (await transport.request<KlarnaPayout>({ path })).body;
}

/** The cheapest authenticated call: one payout. */
export async function ping(transport: HttpTransport): Promise<void> {
  await transport.request({ path: `${API}/payouts`, query: { size: 1 } });
}
