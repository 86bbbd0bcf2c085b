import { CONNECTORS } from '@portal/connectors/registry';
import type { LedgerDocument } from '@portal/connectors/model/document';
import type { LedgerSession } from '@portal/connectors/sdk/connector';
import { stockholmDay } from '@portal/contracts/dates';
import type { AppContext } from '../../context';
import type { ShipmentRow } from '../../db/schema/shipments';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { connectionsOf } from '../engine/connections.repository';
import { entryFinish } from '../engine/context';
import { checkAndBook, plainTextLedger } from '../engine/ledger-post';
import { elementMarker } from '../engine/markers';
import { runtimeFor } from '../engine/open-env';
import { errorReason } from '../engine/reason';
import { sieLedger } from '../engine/sie-ledger';
import { t } from '../../plugins/locale';
import { claimEntry } from '../sync/sync.repository';
import { carrierName } from './settings.service';
import { updateShipment } from './shipments.repository';

/** Input VAT on freight bought in Sweden (ADR 042). */
export const FREIGHT_VAT_PERCENT = 25;
const INPUT_VAT_ACCOUNT = '2641';
const SUPPLIER_DEBT_ACCOUNT = '2440';

export const freightVatOf = (net: number) => Math.round((net * FREIGHT_VAT_PERCENT) / 100);

/** The shipping subscription's ledger: its accounting connection, or the portal's SIE books. */
async function ledgerOf(ctx: AppContext, subscription: SubscriptionRow): Promise<LedgerSession> {
  if (subscription.accounting === 'sie') {
    return plainTextLedger(sieLedger(ctx.db, subscription.id, ctx.clock));
  }
  const connector = CONNECTORS.ledgers[subscription.accounting];
  const { accounting } = await connectionsOf(ctx.db, subscription.id);
  if (!connector || !accounting) {
    throw new Error(`No ${subscription.accounting} connection is set up for the shipping app`);
  }
  const session = connector.open(
    { baseUrl: accounting.baseUrl, credentials: accounting.credentials },
    runtimeFor(ctx, accounting, subscription, connector.rateLimit),
  );
  return plainTextLedger(session);
}

/** The freight voucher: the freight account and input VAT against the supplier debt. */
export function freightVoucher(row: ShipmentRow, account: string, date: string): LedgerDocument {
  const net = row.freightNet ?? 0;
  const vat = row.freightVat ?? freightVatOf(net);
  const description = t('sv', 'shipments.server.freight_voucher', {
    carrier: carrierName(row.carrier),
    tracking: row.trackingNumber ?? row.externalReference,
  });
  return {
    type: 'voucher',
    date,
    description,
    currency: 'SEK',
    rows: [
      { account, debit: net, credit: 0, description },
      { account: INPUT_VAT_ACCOUNT, debit: vat, credit: 0, description },
      { account: SUPPLIER_DEBT_ACCOUNT, debit: 0, credit: net + vat, description },
    ],
  };
}

/**
 * Books a bought label's freight exactly once, as the engine books an element: a sync entry per
 * shipment (kind `freight`) claimed under its unique key, the ledger's checks, then the booking
 * under the engine's marker (looked up first). A failure is kept on the entry, never thrown.
 */
export async function bookFreight(
  ctx: AppContext,
  subscription: SubscriptionRow,
  row: ShipmentRow,
  account: string,
): Promise<void> {
  if (row.freightNet === null || row.purchase !== 'bought') return;
  const now = ctx.clock.now();
  const source = subscription.application;
  const { entry } = await claimEntry(ctx.db, {
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    source,
    sourceId: String(row.id),
    kind: 'freight',
    eventType: 'freight',
    elementType: 'e7',
    referenceNumber: row.trackingNumber ?? row.externalReference,
    status: 'Pending',
    reason: '',
    createdAt: now,
    updatedAt: now,
  });
  if (row.freightEntryId !== entry.id) {
    await updateShipment(ctx.db, row.id, { freightEntryId: entry.id });
  }
  if (entry.status === 'Success') return;
  const finish = entryFinish(ctx, entry.id, { eventType: 'freight' });
  try {
    const ledger = await ledgerOf(ctx, subscription);
    const document = freightVoucher(row, account, stockholmDay(now));
    const marker = elementMarker(subscription.id, source, 'freight', String(row.id));
    const booked = await checkAndBook(ledger, document, marker);
    if ('failed' in booked) await finish('Failed', booked.failed);
    else await finish('Success', null, booked.reference);
  } catch (error) {
    await finish('Failed', errorReason(error));
    ctx.log.warn({ err: error, shipmentId: row.id }, 'freight booking failed');
  }
}
