import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ShippingWebhookEvent, ShippingWebhookSupport } from '../sdk/shipping';
import { shipmentReference } from './mapping/parcel';
import { stateOf, statusText } from './mapping/status';

const header = (headers: Record<string, string | undefined>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

interface StatusChanged {
  action?: string;
  timestamp?: number;
  parcel?: {
    id?: number;
    external_reference?: string | null;
    tracking_number?: string;
    status?: { id?: number; message?: string };
  };
}

/** Sendcloud's timestamps are epoch milliseconds; seconds are taken too. */
const isoOf = (timestamp: number) =>
  new Date(timestamp < 1e12 ? timestamp * 1000 : timestamp).toISOString();

/**
 * `Sendcloud-Signature`: the hex HMAC-SHA256 of the raw body with the integration's secret key.
 * Sendcloud sends no delivery id: the parcel, its status and the time name a delivery.
 */
export const sendcloudWebhooks: ShippingWebhookSupport = {
  secretField: 'secret_key',
  verify(headers, rawBody, secret) {
    const signature = header(headers, 'sendcloud-signature')?.trim();
    if (!signature || !secret || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = createHmac('sha256', secret).update(rawBody).digest();
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  },
  parse(_headers, body): ShippingWebhookEvent | null {
    const delivery = body as StatusChanged | null;
    const parcel = delivery?.parcel;
    const code = parcel?.status?.id;
    if (delivery?.action !== 'parcel_status_changed' || !parcel?.id || code === undefined)
      return null;
    const at = isoOf(delivery.timestamp ?? Date.now());
    return {
      deliveryId: `${parcel.id}:${code}:${delivery.timestamp ?? at}`,
      parcelId: String(parcel.id),
      ...(parcel.external_reference
        ? { externalReference: shipmentReference(parcel.external_reference) }
        : {}),
      ...(parcel.tracking_number ? { trackingNumber: parcel.tracking_number } : {}),
      event: {
        at,
        state: stateOf(code),
        statusCode: code,
        message: parcel.status?.message || statusText(code),
      },
    };
  },
};
