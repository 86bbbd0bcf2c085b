import type { ProviderShipment, TrackingEvent } from '../../sdk/shipping';
import type { HttpTransport } from '../../sdk/transport';
import { codeOfParentStatus, stateOf, statusText } from '../mapping/status';

interface TrackingAnswer {
  statuses?: {
    carrier_update_timestamp: string;
    parent_status: string;
    carrier_message?: string;
  }[];
}

/** Every parcel's status history from the tracking API, merged and oldest first. */
export async function trackingEvents(
  api: HttpTransport,
  shipment: ProviderShipment,
): Promise<TrackingEvent[]> {
  const events: TrackingEvent[] = [];
  for (const parcel of shipment.parcels) {
    const { body } = await api.request<TrackingAnswer>({
      path: `tracking/${encodeURIComponent(parcel.trackingNumber)}`,
    });
    for (const status of body.statuses ?? []) {
      const code = codeOfParentStatus(status.parent_status) ?? parcel.statusCode;
      events.push({
        at: new Date(status.carrier_update_timestamp).toISOString(),
        state: stateOf(code),
        statusCode: code,
        message: status.carrier_message || statusText(code),
      });
    }
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
