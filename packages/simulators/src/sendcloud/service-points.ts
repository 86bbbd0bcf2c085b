import { mulberry32 } from '../common/prng';
import { CARRIERS, cityOf, normalPostalCode } from './catalog';
import type { CarrierCode } from './catalog';

/** A service point as Sendcloud's service point API describes it. */
export interface ServicePointJson {
  id: number;
  code: string;
  is_active: boolean;
  shop_type: string;
  general_shop_type: 'servicepoint' | 'locker' | 'post_office';
  extra_data: Record<string, unknown>;
  name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  latitude: string;
  longitude: string;
  email: string;
  phone: string;
  homepage: string;
  carrier: CarrierCode;
  country: string;
  /** "0" Monday … "6" Sunday → ["09:00 - 20:00"]; an empty list: closed that day */
  formatted_opening_times: Record<string, string[]>;
  open_tomorrow: boolean;
  open_upcoming_week: boolean;
  distance: number;
}

const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];
const COUNTRY_CODES = ['SE', 'NO', 'DK', 'FI'];
export const POINTS_PER_AREA = 8;

const SHOPS = [
  { name: 'ICA Nära', type: 'servicepoint', hours: ['08:00 - 21:00', '09:00 - 19:00'] },
  { name: 'Coop', type: 'servicepoint', hours: ['08:00 - 22:00', '09:00 - 22:00'] },
  { name: 'Pressbyrån', type: 'servicepoint', hours: ['06:30 - 22:00', '08:00 - 22:00'] },
  { name: 'Circle K', type: 'servicepoint', hours: ['06:00 - 23:00', '07:00 - 23:00'] },
  { name: 'Hemköp', type: 'servicepoint', hours: ['07:00 - 22:00', '08:00 - 22:00'] },
  { name: 'Willys', type: 'servicepoint', hours: ['08:00 - 22:00', '08:00 - 22:00'] },
  { name: 'Paketbox', type: 'locker', hours: ['00:00 - 23:59', '00:00 - 23:59'] },
  { name: 'Postombud Direkten', type: 'post_office', hours: ['10:00 - 19:00', '11:00 - 16:00'] },
] as const;

const STREETS = [
  'Storgatan',
  'Drottninggatan',
  'Kungsgatan',
  'Järnvägsgatan',
  'Hornsgatan',
  'Götgatan',
  'Södra vägen',
  'Industrivägen',
  'Skolgatan',
  'Parkvägen',
];

/** The area a postal code lies in: its first three digits (all four in Norway and Denmark). */
function areaOf(country: string, postalCode: string): number {
  return Number(postalCode.slice(0, country === 'NO' || country === 'DK' ? 4 : 3));
}

/**
 * Ids carry where the point is, so any id the API handed out can be read back without a
 * lookup table: ((carrier × 4 + country) × 10 000 + area) × 10 + index, plus an offset.
 */
const OFFSET = 10_000_000;

function idOf(carrier: CarrierCode, country: string, area: number, index: number) {
  const c = CARRIER_CODES.indexOf(carrier) * COUNTRY_CODES.length + COUNTRY_CODES.indexOf(country);
  return OFFSET + (c * 10_000 + area) * 10 + index;
}

function decode(id: number) {
  const rest = id - OFFSET;
  if (!Number.isInteger(rest) || rest < 0) return undefined;
  const index = rest % 10;
  const area = Math.floor(rest / 10) % 10_000;
  const c = Math.floor(rest / 100_000);
  const carrier = CARRIER_CODES[Math.floor(c / COUNTRY_CODES.length)];
  const country = COUNTRY_CODES[c % COUNTRY_CODES.length];
  if (!carrier || !country || index >= POINTS_PER_AREA) return undefined;
  return { carrier, country, area, index };
}

function point(
  seed: number,
  carrier: CarrierCode,
  country: string,
  area: number,
  index: number,
): ServicePointJson {
  const random = mulberry32(seed * 7919 + idOf(carrier, country, area, index));
  const shop = SHOPS[(index + area + CARRIER_CODES.indexOf(carrier)) % SHOPS.length]!;
  const street = STREETS[Math.floor(random() * STREETS.length)]!;
  const digits = country === 'NO' || country === 'DK' ? 4 : 5;
  const postalCode = String(area)
    .padStart(3, '0')
    .padEnd(digits, String(index % 10))
    .slice(0, digits);
  const city = cityOf(country, postalCode);
  const [weekday, weekend] = shop.hours;
  const closedSunday = shop.type === 'post_office';
  const opening: Record<string, string[]> = {};
  for (let day = 0; day < 7; day++)
    opening[String(day)] = day < 5 ? [weekday] : day === 6 && closedSunday ? [] : [weekend];
  const lat = 55.6 + (area % 100) / 25 + random() / 50;
  const lon = 12.9 + (area % 60) / 12 + random() / 50;
  return {
    id: idOf(carrier, country, area, index),
    code: `${carrier.slice(0, 2).toUpperCase()}${String(area).padStart(4, '0')}${index}`,
    is_active: true,
    shop_type: shop.type,
    general_shop_type: shop.type,
    extra_data: {},
    name: `${shop.name} ${street}`,
    street,
    house_number: String(1 + Math.floor(random() * 80)),
    postal_code: postalCode,
    city,
    latitude: lat.toFixed(6),
    longitude: lon.toFixed(6),
    email: '',
    phone: '',
    homepage: '',
    carrier,
    country,
    formatted_opening_times: opening,
    open_tomorrow: true,
    open_upcoming_week: true,
    distance: 120 + index * 240 + Math.floor(random() * 180),
  };
}

/** The carrier's points nearest the postal code, nearest first; none where it has none. */
export function servicePointsNear(
  seed: number,
  carrier: CarrierCode,
  country: string,
  postalCode: string,
): ServicePointJson[] {
  const code = normalPostalCode(country, postalCode);
  if (!code || !COUNTRY_CODES.includes(country)) return [];
  // Budbee and DB Schenker deliver to the door only
  if (carrier === 'budbee' || carrier === 'schenker') return [];
  const area = areaOf(country, code);
  return Array.from({ length: POINTS_PER_AREA }, (_, i) => point(seed, carrier, country, area, i));
}

export function servicePointById(seed: number, id: number): ServicePointJson | undefined {
  const where = decode(id);
  if (!where || where.carrier === 'budbee' || where.carrier === 'schenker') return undefined;
  return point(seed, where.carrier, where.country, where.area, where.index);
}
