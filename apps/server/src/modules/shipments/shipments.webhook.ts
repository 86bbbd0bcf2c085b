import { CONNECTORS } from '@portal/connectors/registry';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { notFound, refusal } from '../../http/http-error';
import { connectionsOf } from '../engine/connections.repository';
import { receiveShippingWebhook } from './tracking.service';

/**
 * A shipping app's status webhook (`POST /api/webhooks/{subscription id}/`): the signature over
 * the raw body is checked with the connection's secret (401, nothing recorded, when it does not
 * match); a parcel's status moves its shipment, a delivery seen before is answered and dropped.
 */
export async function shippingWebhook(
  ctx: AppContext,
  subscription: SubscriptionRow,
  request: FastifyRequest,
): Promise<{ accepted: boolean; duplicate: boolean }> {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  return takeShippingWebhook(
    ctx,
    subscription,
    request.headers as Record<string, string | undefined>,
    raw,
  );
}

/** One delivery's headers and exact bytes, verified, parsed and applied (also the demo's path). */
export async function takeShippingWebhook(
  ctx: AppContext,
  subscription: SubscriptionRow,
  headers: Record<string, string | undefined>,
  raw: Buffer,
): Promise<{ accepted: boolean; duplicate: boolean }> {
  const connector = CONNECTORS.shipping[subscription.application];
  const { app: connection } = await connectionsOf(ctx.db, subscription.id);
  if (!connector || !connection) throw notFound();
  const secret = connection.credentials[connector.webhooks.secretField] ?? '';
  if (!secret || !connector.webhooks.verify(headers, raw, secret)) {
    throw refusal(401, 'invalid_signature');
  }
  let body: unknown = null;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    body = raw.toString('utf8');
  }
  const report = connector.webhooks.parse(headers, body);
  if (!report) return { accepted: true, duplicate: false };
  const { duplicate } = await receiveShippingWebhook(ctx, subscription, report);
  return { accepted: true, duplicate };
}
