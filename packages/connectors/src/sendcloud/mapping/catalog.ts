import type { ServicePoint, ShippingService } from '../../sdk/shipping';

export interface SendcloudMethod {
  id: number;
  name: string;
  carrier: string;
  min_weight: string;
  max_weight: string;
  service_point_input: 'none' | 'required' | string;
  countries: { iso_2: string; price: number; lead_time_hours?: number | null }[];
}

export interface SendcloudServicePoint {
  id: number;
  code?: string;
  name: string;
  street: string;
  house_number?: string;
  postal_code: string;
  city: string;
  carrier: string;
  country: string;
  distance?: number | null;
  formatted_opening_times?: Record<string, string[]>;
}

const CARRIER_NAMES: Record<string, string> = {
  postnord: 'PostNord',
  dhl: 'DHL',
  bring: 'Bring',
  budbee: 'Budbee',
  schenker: 'DB Schenker',
  dhl_express: 'DHL Express',
  ups: 'UPS',
  dpd: 'DPD',
  gls: 'GLS',
};

export const carrierName = (code: string) =>
  CARRIER_NAMES[code] ?? code.charAt(0).toUpperCase() + code.slice(1);

/**
 * Carriers that refuse a parcel without its length, width and height. Sendcloud's shipping
 * methods do not say so; DB Schenker's parcel and pallet products need them for every collo.
 */
const NEEDS_DIMENSIONS = new Set(['schenker', 'dbschenker', 'db_schenker']);

export const needsDimensions = (carrier: string) => NEEDS_DIMENSIONS.has(carrier);

const grams = (kg: string) => Math.round(Number(kg) * 1000);

/** Sendcloud's prices are in the account's currency (SEK here), with decimals. */
export const minorOf = (price: number) => Math.round(price * 100);

/** Working days from hand-over to delivery, from the lead time in hours (a day at least). */
export const transitDaysOf = (hours: number | null | undefined) =>
  Math.max(1, Math.ceil((hours ?? 48) / 24));

export function toService(method: SendcloudMethod, toCountry?: string): ShippingService {
  const there = method.countries.find((c) => c.iso_2 === toCountry) ?? method.countries[0];
  return {
    id: String(method.id),
    name: method.name,
    carrier: method.carrier,
    minWeightGrams: grams(method.min_weight),
    maxWeightGrams: grams(method.max_weight),
    servicePoint: method.service_point_input === 'required' ? 'required' : 'none',
    needsDimensions: needsDimensions(method.carrier),
    countries: method.countries.map((c) => ({ country: c.iso_2, price: minorOf(c.price) })),
    transitDays: transitDaysOf(there?.lead_time_hours),
  };
}

/** "09:00 - 20:00" → "09:00-20:00"; days without hours are left out (closed). */
function openingHours(times: Record<string, string[]> = {}): Record<string, string[]> {
  const hours: Record<string, string[]> = {};
  for (const [day, spans] of Object.entries(times))
    if (spans.length > 0) hours[day] = spans.map((span) => span.replace(/\s*-\s*/, '-'));
  return hours;
}

export function toServicePoint(point: SendcloudServicePoint): ServicePoint {
  return {
    id: String(point.id),
    carrier: point.carrier,
    name: point.name,
    street: point.street,
    ...(point.house_number ? { houseNumber: point.house_number } : {}),
    postalCode: point.postal_code,
    city: point.city,
    country: point.country,
    distance: Math.round(point.distance ?? 0),
    openingHours: openingHours(point.formatted_opening_times),
  };
}
