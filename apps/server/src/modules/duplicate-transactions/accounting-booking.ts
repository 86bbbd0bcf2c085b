import { ConnectorError } from '@portal/connectors/errors';
import type { LedgerDocument } from '@portal/connectors/model/document';
import { CONNECTORS } from '@portal/connectors/registry';
import type { AppContext } from '../../context';
import { withDetail } from '../../http/http-error';
import { runtimeFor } from '../engine/open-env';
import { accountingConnectionOf, type RemoteLedger } from '../ledger/ledger-readers';
import type { VoucherWithRows } from './duplicate-transactions.repository';

/** How people know the accounting systems a reversal is posted to. */
const SYSTEM_NAMES: Record<RemoteLedger, string> = { fortnox: 'Fortnox', visma: 'Visma eEkonomi' };

/**
 * The reference written into the accounting system with a reversal and looked for before
 * posting it: a retried merge (or a second click) finds the reversal already there.
 */
export const reversalMarker = (companyId: number, duplicateVoucherId: number) =>
  `portal:duplicate:${companyId}:${duplicateVoucherId}`;

export const reversalText = (duplicate: Pick<VoucherWithRows, 'series' | 'number'>) =>
  `Återföring av dubblett ${duplicate.series} ${duplicate.number}`;

/** The duplicate's rows with debit and credit swapped, dated as the duplicate. */
export function reversalDocument(duplicate: VoucherWithRows): LedgerDocument {
  return {
    type: 'voucher',
    date: duplicate.date,
    description: reversalText(duplicate),
    currency: 'SEK',
    rows: duplicate.rows.map((r) => ({
      account: String(r.account),
      debit: Math.max(-r.amount, 0),
      credit: Math.max(r.amount, 0),
      description: r.text,
    })),
  };
}

/** "A 57" (Fortnox), "A57" (Visma): the series and number the system gave. */
export function parseReference(reference: string): { series: string; number: string } | null {
  const letters = /^\s*([^\d\s]+)\s*(\d+)\s*$/.exec(reference);
  if (letters) return { series: letters[1]!, number: letters[2]! };
  const digits = /^\s*(\d+)\s*([^\d\s]+)\s*$/.exec(reference);
  return digits ? { series: digits[2]!, number: digits[1]! } : null;
}

const failed = (key: string, system: string, voucher: string) =>
  withDetail(409, 'conflict', `detection.duplicates.errors.${key}`, { system, voucher });

/**
 * Posts the reversal of `duplicate` to the company's accounting system exactly once, through
 * the engine's transport (the company's shared rate budget, the API log, tokens refreshed and
 * stored): the system is asked first whether it already holds a voucher with our marker. What
 * the system refuses or cannot take now becomes a message in the person's language.
 */
export async function postReversal(
  ctx: AppContext,
  companyId: number,
  kind: RemoteLedger,
  duplicate: VoucherWithRows,
): Promise<string> {
  const system = SYSTEM_NAMES[kind];
  const voucher = `${duplicate.series} ${duplicate.number}`;
  const found = await accountingConnectionOf(ctx.db, companyId);
  const connector = CONNECTORS.ledgers[kind];
  if (!found || found.kind !== kind || !connector) throw failed('no_connection', system, voucher);
  const { connection, subscription } = found;
  const session = connector.open(
    { baseUrl: connection.baseUrl, credentials: connection.credentials },
    {
      ...runtimeFor(ctx, connection, subscription, connector.rateLimit),
      // someone waits on the screen: a short timeout and two retries, not the engine's patience
      timeoutMs: Math.min(ctx.config.syncRequestTimeoutMs, 15_000),
      retries: 2,
    },
  );
  const document = reversalDocument(duplicate);
  try {
    const [refused] = await session.check(document);
    if (refused) throw withDetail(409, 'conflict', `engine.reason.${refused.code}`, refused.params);
    const booked = await session.bookOnce(document, reversalMarker(companyId, duplicate.id));
    return booked.reference;
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    ctx.log.warn({ err: error, companyId, voucher: duplicate.id }, 'reversal not posted');
    if (error.code === 'auth') throw failed('system_auth', system, voucher);
    if (error.retryable) throw failed('system_busy', system, voucher);
    throw failed('system_refused', system, voucher);
  }
}
