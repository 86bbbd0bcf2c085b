import type { ShipmentBulkCancelResult } from '@portal/contracts/schemas/shipments';
import type { z } from 'zod';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { ShippingWebhookEvent, TrackingEvent } from '@portal/connectors/sdk/shipping';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema/engine';
import type { ShipmentRow } from '../../db/schema/shipments';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { HttpError, notFound, withDetail } from '../../http/http-error';
import { t } from '../../plugins/locale';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { reverseFreight } from './freight';
import { refusedWith, ShipmentRefused, withProvider, wordProblem } from './problems';
import { providerShipmentOf } from './provider-shipment';
import {
  findForReport,
  findShown,
  insertEvent,
  latestEventAt,
  updateShipment,
} from './shipments.repository';
import type { NewShipment } from './shipments.repository';
import { settingsOf } from './settings.repository';
import { shippingAppOf } from './shipping-app';

const WITH_THE_CARRIER = ['Shipped', 'In Transit', 'Delivered'];

/**
 * Adds one report to the shipment's timeline (the same report told twice is one) and, when it
 * is the newest, moves the shipment to its state: shipped and delivered times are stamped once.
 */
export async function applyReport(
  ctx: AppContext,
  db: Db,
  row: ShipmentRow,
  event: TrackingEvent,
  source: string,
): Promise<ShipmentRow> {
  const at = new Date(event.at);
  const added = await insertEvent(db, {
    shipmentId: row.id,
    at,
    status: event.state,
    providerStatusCode: event.statusCode || null,
    message: event.message.slice(0, 500),
    location: (event.location ?? '').slice(0, 200),
    source,
  });
  if (!added) return row;
  const latest = await latestEventAt(db, row.id);
  if (latest && at < latest) return row;
  const change: Partial<NewShipment> = {
    status: event.state,
    providerStatusCode: event.statusCode || row.providerStatusCode,
    providerStatus: event.message || row.providerStatus,
    updatedAt: ctx.clock.now(),
  };
  if (WITH_THE_CARRIER.includes(event.state) && !row.shippedAt) change.shippedAt = at;
  if (event.state === 'Delivered' && !row.deliveredAt) change.deliveredAt = at;
  if (event.state === 'Cancelled' && !row.cancelledAt) change.cancelledAt = at;
  return updateShipment(db, row.id, change);
}

/**
 * A verified status webhook of a shipping subscription: a delivery seen before is dropped; a
 * new one moves the shipment it names. False when it names no shipment of the subscription.
 */
export async function receiveShippingWebhook(
  ctx: AppContext,
  subscription: SubscriptionRow,
  report: ShippingWebhookEvent,
): Promise<{ duplicate: boolean }> {
  const fresh = await ctx.db
    .insert(webhookDeliveries)
    .values({
      subscriptionId: subscription.id,
      deliveryId: report.deliveryId,
      topic: 'parcel_status',
      receivedAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (!fresh.length) return { duplicate: true };
  const row = await findForReport(ctx.db, subscription.id, report);
  if (row) {
    const after = await ctx.db.transaction((tx) =>
      applyReport(ctx, tx, row, report.event, 'webhook'),
    );
    await whenCancelled(ctx, subscription, row, after);
  } else {
    ctx.log.info(
      { subscriptionId: subscription.id, parcel: report.parcelId },
      'webhook for no shipment',
    );
  }
  return { duplicate: false };
}

async function shownOne(ctx: AppContext, companyId: number, id: number) {
  const [row] = await findShown(ctx.db, companyId, [id]);
  if (!row) throw notFound();
  return row;
}

/** Reads the tracking again and adds what the webhooks missed. */
export async function refreshTracking(ctx: AppContext, scope: Scope, id: number) {
  const companyId = activeCompanyOf(scope);
  let row = await shownOne(ctx, companyId, id);
  const app = await shippingAppOf(ctx, companyId);
  if (!app) throw refusedWith('no_shipping_app');
  const events = await withProvider(() => app.session.tracking(providerShipmentOf(row)));
  const before = row;
  for (const event of events) {
    row = await ctx.db.transaction((tx) => applyReport(ctx, tx, row, event, 'refresh'));
  }
  await whenCancelled(ctx, app.subscription, before, row);
}

/** A label just cancelled (here, or in the aggregator's own panel): its freight is credited. */
async function whenCancelled(
  ctx: AppContext,
  subscription: SubscriptionRow,
  before: ShipmentRow,
  after: ShipmentRow,
) {
  if (before.status === 'Cancelled' || after.status !== 'Cancelled') return;
  const settings = await settingsOf(ctx.db, after.companyId);
  await reverseFreight(ctx, subscription, after, settings.freightAccount);
}

const conflict = (key: string) => withDetail(409, 'conflict', key);

/**
 * Cancels a label not yet with the carrier: the aggregator is asked first, and says whether it
 * still can be; a cancelled label keeps its row and timeline.
 */
export async function cancelShipment(ctx: AppContext, scope: Scope, id: number) {
  const companyId = activeCompanyOf(scope);
  const row = await shownOne(ctx, companyId, id);
  if (row.status === 'Cancelled') throw conflict('shipments.server.already_cancelled');
  if (row.status !== 'Pending') throw conflict('shipments.server.not_cancellable');
  const app = await shippingAppOf(ctx, companyId);
  if (!app) throw refusedWith('no_shipping_app');
  const cancelled = await withProvider(() => app.session.cancel(providerShipmentOf(row)));
  if (!cancelled) throw conflict('shipments.server.not_cancellable');
  const event = {
    at: ctx.clock.now().toISOString(),
    state: 'Cancelled' as const,
    statusCode: 0,
    message: '',
  };
  const after = await ctx.db.transaction((tx) => applyReport(ctx, tx, row, event, 'cancelled'));
  await whenCancelled(ctx, app.subscription, row, after);
}

/** Cancels each named shipment on its own; one that cannot be says why, the others go on. */
export async function bulkCancel(
  ctx: AppContext,
  scope: Scope,
  ids: number[],
  locale: AppLocale,
): Promise<z.infer<typeof ShipmentBulkCancelResult>> {
  const companyId = activeCompanyOf(scope);
  const unique = [...new Set(ids)];
  if ((await findShown(ctx.db, companyId, unique)).length !== unique.length) throw notFound();
  const results = [];
  for (const id of unique) {
    try {
      await cancelShipment(ctx, scope, id);
      results.push({ id, cancelled: true, message: null });
    } catch (error) {
      results.push({ id, cancelled: false, message: messageOf(error, locale) });
    }
  }
  return { results };
}

function messageOf(error: unknown, locale: AppLocale): string {
  if (error instanceof HttpError && error.init.detail) {
    return t(locale, error.init.detail.key, error.init.detail.params ?? {});
  }
  if (error instanceof ShipmentRefused && error.problems[0]) {
    return wordProblem(locale, error.problems[0]).message;
  }
  throw error;
}
