import { CONNECTORS } from '@portal/connectors/registry';
import type { LedgerDocument } from '@portal/connectors/model/document';
import type { LedgerSession } from '@portal/connectors/sdk/connector';
import { stockholmDay } from '@portal/contracts/dates';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { shipments } from '../../db/schema/shipments';
import type { ShipmentRow } from '../../db/schema/shipments';
import { syncEntries } from '../../db/schema/sync';
import type { SyncEntryRow } from '../../db/schema/sync';
import { subscriptions } from '../../db/schema/subscriptions';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { notFound, withDetail } from '../../http/http-error';
import { connectionsOf } from '../engine/connections.repository';
import { entryFinish } from '../engine/context';
import { checkAndBook, plainTextLedger } from '../engine/ledger-post';
import { elementMarker } from '../engine/markers';
import { runtimeFor } from '../engine/open-env';
import { errorReason, reason } from '../engine/reason';
import { sieLedger } from '../engine/sie-ledger';
import { t } from '../../plugins/locale';
import { claimEntry, findEntry } from '../sync/sync.repository';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { settingsOf } from './settings.repository';
import { carrierName } from './settings.service';
import { findShown, updateShipment } from './shipments.repository';

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

/** What a shipment's freight bookings are: the label bought, and its reversal when cancelled. */
export type FreightKind = 'freight' | 'freight_reversal';

/**
 * The freight voucher: the freight account and input VAT against the supplier debt; its reversal
 * (the aggregator credits a label cancelled before the carrier had it) turns every row around.
 */
export function freightVoucher(
  row: ShipmentRow,
  account: string,
  date: string,
  kind: FreightKind = 'freight',
): LedgerDocument {
  const net = row.freightNet ?? 0;
  const vat = row.freightVat ?? freightVatOf(net);
  const params = {
    carrier: carrierName(row.carrier),
    tracking: row.trackingNumber ?? row.externalReference,
  };
  const description = t('sv', `shipments.server.${kind}_voucher`, params);
  const rows = [
    { account, debit: net, credit: 0, description },
    { account: INPUT_VAT_ACCOUNT, debit: vat, credit: 0, description },
    { account: SUPPLIER_DEBT_ACCOUNT, debit: 0, credit: net + vat, description },
  ];
  return {
    type: 'voucher',
    date,
    description,
    currency: 'SEK',
    rows: kind === 'freight' ? rows : rows.map((r) => ({ ...r, debit: r.credit, credit: r.debit })),
  };
}

/**
 * Books one of a shipment's freight vouchers exactly once, as the engine books an element: a sync
 * entry per shipment and kind claimed under its unique key, the ledger's checks, then the booking
 * under the engine's marker (looked up first). A failure is kept on the entry, never thrown.
 */
async function bookOnce(
  ctx: AppContext,
  subscription: SubscriptionRow,
  row: ShipmentRow,
  account: string,
  kind: FreightKind,
): Promise<SyncEntryRow> {
  const now = ctx.clock.now();
  const source = subscription.application;
  const { entry } = await claimEntry(ctx.db, {
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    source,
    sourceId: String(row.id),
    kind,
    eventType: kind,
    elementType: 'e7',
    referenceNumber: row.trackingNumber ?? row.externalReference,
    status: 'Pending',
    reason: '',
    createdAt: now,
    updatedAt: now,
  });
  if (kind === 'freight' && row.freightEntryId !== entry.id) {
    await updateShipment(ctx.db, row.id, { freightEntryId: entry.id });
  }
  if (entry.status === 'Success') return entry;
  const finish = entryFinish(ctx, entry.id, { eventType: kind });
  try {
    const ledger = await ledgerOf(ctx, subscription);
    const document = freightVoucher(row, account, stockholmDay(now), kind);
    const marker = elementMarker(subscription.id, source, kind, String(row.id));
    const booked = await checkAndBook(ledger, document, marker);
    if ('failed' in booked) await finish('Failed', booked.failed);
    else await finish('Success', null, booked.reference);
  } catch (error) {
    await finish('Failed', errorReason(error));
    ctx.log.warn({ err: error, shipmentId: row.id, kind }, 'freight booking failed');
  }
  return (await findEntry(ctx.db, subscription.id, source, String(row.id), kind))!;
}

/** Books a bought label's freight; a label cancelled before it was booked books nothing. */
export async function bookFreight(
  ctx: AppContext,
  subscription: SubscriptionRow,
  row: ShipmentRow,
  account: string,
): Promise<void> {
  if (row.freightNet === null || row.purchase !== 'bought' || row.status === 'Cancelled') return;
  await bookOnce(ctx, subscription, row, account, 'freight');
}

/**
 * A cancelled label's freight: booked freight is reversed once; freight not yet booked (its entry
 * waiting or failed) is settled with nothing booked, so that no retry books it later.
 */
export async function reverseFreight(
  ctx: AppContext,
  subscription: SubscriptionRow,
  row: ShipmentRow,
  account: string,
): Promise<void> {
  if (row.freightEntryId === null) return;
  const [entry] = await ctx.db
    .select()
    .from(syncEntries)
    .where(eq(syncEntries.id, row.freightEntryId));
  if (!entry) return;
  if (entry.status === 'Success') {
    await bookOnce(ctx, subscription, row, account, 'freight_reversal');
    return;
  }
  await entryFinish(ctx, entry.id)(
    'Success',
    reason('freight_cancelled_unbooked', 'The label was cancelled before its freight was booked'),
  );
}

/**
 * Books again a shipment's freight entry that failed (from the sync entries' Retry): the shipment
 * as it is now decides, so a label cancelled since books nothing. Returns the entry's new status,
 * null when the entry names no shipment of the subscription.
 */
export async function retryFreight(
  ctx: AppContext,
  subscription: SubscriptionRow,
  entry: Pick<SyncEntryRow, 'id' | 'kind' | 'sourceId'>,
): Promise<SyncEntryRow['status'] | null> {
  const [row] = await ctx.db
    .select()
    .from(shipments)
    .where(
      and(eq(shipments.id, Number(entry.sourceId)), eq(shipments.subscriptionId, subscription.id)),
    );
  if (!row) return null;
  const settings = await settingsOf(ctx.db, row.companyId);
  const kind = entry.kind as FreightKind;
  if (kind === 'freight' && row.status === 'Cancelled') {
    await reverseFreight(ctx, subscription, row, settings.freightAccount);
  } else {
    await bookOnce(ctx, subscription, row, settings.freightAccount, kind);
  }
  const [after] = await ctx.db.select().from(syncEntries).where(eq(syncEntries.id, entry.id));
  return after?.status ?? null;
}

/** A shipment's freight entries: its freight and, once cancelled, the freight credited. */
export function freightEntriesOf(db: Db, row: ShipmentRow) {
  return db
    .select()
    .from(syncEntries)
    .where(
      and(
        eq(syncEntries.subscriptionId, row.subscriptionId),
        eq(syncEntries.sourceId, String(row.id)),
        inArray(syncEntries.kind, ['freight', 'freight_reversal']),
      ),
    );
}

/**
 * The owner's "Book again" on a shipment: its freight entries that failed are booked again as the
 * shipment is now. A 409 when none has failed.
 */
export async function retryShipmentFreight(ctx: AppContext, scope: Scope, id: number) {
  const companyId = activeCompanyOf(scope);
  const [row] = await findShown(ctx.db, companyId, [id]);
  if (!row) throw notFound();
  const failed = (await freightEntriesOf(ctx.db, row)).filter((e) => e.status === 'Failed');
  if (!failed.length) throw withDetail(409, 'conflict', 'shipments.server.freight_not_failed');
  const [subscription] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, row.subscriptionId));
  for (const entry of failed) await retryFreight(ctx, subscription!, entry);
}
