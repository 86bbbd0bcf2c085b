/** The carriers a Swedish Sendcloud account has enabled, and what their services allow. */

export type CarrierCode = 'postnord' | 'dhl' | 'bring' | 'budbee' | 'schenker';

export const CARRIERS: Record<CarrierCode, string> = {
  postnord: 'PostNord',
  dhl: 'DHL',
  bring: 'Bring',
  budbee: 'Budbee',
  schenker: 'DB Schenker',
};

export const COUNTRIES: Record<string, { name: string; iso3: string }> = {
  SE: { name: 'Sweden', iso3: 'SWE' },
  NO: { name: 'Norway', iso3: 'NOR' },
  DK: { name: 'Denmark', iso3: 'DNK' },
  FI: { name: 'Finland', iso3: 'FIN' },
};

export interface ShippingMethod {
  id: number;
  name: string;
  carrier: CarrierCode;
  minKg: number;
  maxKg: number;
  servicePoint: 'none' | 'required';
  /** the carrier refuses a parcel without length, width and height */
  needsDimensions: boolean;
  /** country → price in SEK excluding VAT and hours from hand-over to delivery */
  countries: Record<string, { price: number; leadTimeHours: number }>;
}

const nordic = (se: number, no: number, dk: number, fi: number, hours = [24, 72, 72, 72]) => ({
  SE: { price: se, leadTimeHours: hours[0]! },
  NO: { price: no, leadTimeHours: hours[1]! },
  DK: { price: dk, leadTimeHours: hours[2]! },
  FI: { price: fi, leadTimeHours: hours[3]! },
});

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  {
    id: 1101,
    name: 'PostNord MyPack Collect 0-20kg',
    carrier: 'postnord',
    minKg: 0.001,
    maxKg: 20,
    servicePoint: 'required',
    needsDimensions: false,
    countries: nordic(59, 179, 169, 169, [48, 72, 72, 96]),
  },
  {
    id: 1102,
    name: 'PostNord MyPack Home 0-20kg',
    carrier: 'postnord',
    minKg: 0.001,
    maxKg: 20,
    servicePoint: 'none',
    needsDimensions: false,
    countries: nordic(89, 219, 199, 199, [24, 72, 72, 96]),
  },
  {
    id: 1201,
    name: 'DHL Service Point 0-20kg',
    carrier: 'dhl',
    minKg: 0.001,
    maxKg: 20,
    servicePoint: 'required',
    needsDimensions: false,
    countries: nordic(55, 169, 159, 159, [48, 96, 96, 96]),
  },
  {
    id: 1202,
    name: 'DHL Paket 0-31.5kg',
    carrier: 'dhl',
    minKg: 0.001,
    maxKg: 31.5,
    servicePoint: 'none',
    needsDimensions: false,
    countries: nordic(95, 239, 219, 219, [24, 72, 72, 72]),
  },
  {
    id: 1301,
    name: 'Bring Business Parcel 0-35kg',
    carrier: 'bring',
    minKg: 0.001,
    maxKg: 35,
    servicePoint: 'none',
    needsDimensions: false,
    countries: nordic(119, 149, 189, 199, [48, 24, 72, 72]),
  },
  {
    id: 1401,
    name: 'Budbee Home 0-15kg',
    carrier: 'budbee',
    minKg: 0.001,
    maxKg: 15,
    servicePoint: 'none',
    needsDimensions: false,
    countries: { SE: { price: 69, leadTimeHours: 24 } },
  },
  {
    id: 1501,
    name: 'DB Schenker System 0-1000kg',
    carrier: 'schenker',
    minKg: 0.001,
    maxKg: 1000,
    servicePoint: 'none',
    needsDimensions: true,
    countries: nordic(249, 449, 429, 449, [48, 96, 96, 120]),
  },
];

export const methodById = (id: number) => SHIPPING_METHODS.find((m) => m.id === id);

const POSTAL_FORMATS: Record<string, RegExp> = {
  SE: /^\d{5}$/,
  FI: /^\d{5}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
};

/** "123 45" and "12345" alike; null when the country's format is not met. */
export function normalPostalCode(country: string, postalCode: string): string | null {
  const compact = postalCode.replace(/\s+/g, '');
  const format = POSTAL_FORMATS[country];
  if (format) return format.test(compact) ? compact : null;
  return compact.length > 0 ? compact : null;
}

/** Budbee delivers at home only in Stockholm (1xx xx), Malmö (2xx xx) and Göteborg (4xx xx). */
export function carrierServes(carrier: CarrierCode, country: string, postalCode: string): boolean {
  if (carrier !== 'budbee') return true;
  return country === 'SE' && /^[124]/.test(postalCode);
}

/** Where a postal code lies, for service points and label sorting codes. */
export function cityOf(country: string, postalCode: string): string {
  if (country === 'NO') return postalCode < '1300' ? 'Oslo' : 'Bergen';
  if (country === 'DK') return postalCode < '3000' ? 'København' : 'Aarhus';
  if (country === 'FI') return postalCode < '10000' ? 'Helsinki' : 'Tampere';
  const cities: Record<string, string> = {
    '1': 'Stockholm',
    '2': 'Malmö',
    '3': 'Växjö',
    '4': 'Göteborg',
    '5': 'Jönköping',
    '6': 'Norrköping',
    '7': 'Uppsala',
    '8': 'Sundsvall',
    '9': 'Umeå',
  };
  return cities[postalCode[0] ?? ''] ?? 'Stockholm';
}
