import type { HttpTransport } from '../../sdk/transport';
import type { ServicePointQuery } from '../../sdk/shipping';
import type { SendcloudMethod, SendcloudServicePoint } from '../mapping/catalog';
import { minorOf, transitDaysOf } from '../mapping/catalog';
import { isConnectorError } from '../transport';

/**
 * The account's shipping methods; `toCountry` keeps those delivering there and, with
 * `toPostalCode`, those whose carrier delivers to that postal code (Sendcloud's own check).
 */
export async function shippingMethods(
  api: HttpTransport,
  filter: { toCountry?: string; toPostalCode?: string } = {},
): Promise<SendcloudMethod[]> {
  const { body } = await api.request<{ shipping_methods: SendcloudMethod[] }>({
    path: 'shipping_methods',
    query: { to_country: filter.toCountry, to_postal_code: filter.toPostalCode },
  });
  return body.shipping_methods ?? [];
}

/** One shipping method; null when the account has no such method. */
export async function shippingMethod(
  api: HttpTransport,
  id: string,
): Promise<SendcloudMethod | null> {
  if (!/^\d+$/.test(id)) return null;
  try {
    const { body } = await api.request<{ shipping_method: SendcloudMethod }>({
      path: `shipping_methods/${id}`,
    });
    return body.shipping_method;
  } catch (error) {
    if (isConnectorError(error, 'not_found')) return null;
    throw error;
  }
}

export async function servicePoints(
  transport: HttpTransport,
  query: ServicePointQuery,
): Promise<SendcloudServicePoint[]> {
  const { body } = await transport.request<SendcloudServicePoint[]>({
    path: 'service-points',
    query: { country: query.country, postal_code: query.postalCode, carrier: query.carrier },
  });
  const nearest = [...(body ?? [])].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  return query.limit === undefined ? nearest : nearest.slice(0, query.limit);
}

/** One service point; null when there is none with this id. */
export async function servicePoint(
  transport: HttpTransport,
  id: string,
): Promise<SendcloudServicePoint | null> {
  if (!/^\d+$/.test(id)) return null;
  try {
    return (await transport.request<SendcloudServicePoint>({ path: `service-points/${id}` })).body;
  } catch (error) {
    if (isConnectorError(error, 'not_found')) return null;
    throw error;
  }
}

const DAY = 86_400_000;

/** The carrier's lead time from today, weekends skipped: YYYY-MM-DD. */
export function estimatedDelivery(leadTimeHours: number | null | undefined, from = Date.now()) {
  let day = from;
  for (let left = transitDaysOf(leadTimeHours); left > 0;) {
    day += DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(day).toISOString().slice(0, 10);
}

/** What one parcel costs with the method to the country, and when it should arrive. */
export async function pricing(api: HttpTransport, methodId: string, country: string) {
  const method = await shippingMethod(api, methodId);
  const there = method?.countries.find((c) => c.iso_2 === country);
  return there
    ? {
        pricePerParcel: minorOf(there.price),
        estimatedDelivery: estimatedDelivery(there.lead_time_hours),
      }
    : { pricePerParcel: 0 };
}
