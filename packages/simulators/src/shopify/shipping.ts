import type { Customer, ShippingAddress } from './model';

/**
 * Where the simulated shop's parcels go and how. Everything derives from record ids, never from
 * the shop's random numbers, so a seed makes the same orders it made before shipping existed.
 */

/** Swedish street addresses with the postal codes of their towns: where customers live. */
export const HOME_ADDRESSES: readonly [address1: string, zip: string, city: string][] = [
  ['Drottninggatan 53', '111 21', 'Stockholm'],
  ['Kungsportsavenyen 21', '411 36', 'Göteborg'],
  ['Södra Förstadsgatan 40', '211 43', 'Malmö'],
  ['Svartbäcksgatan 12', '753 20', 'Uppsala'],
  ['Storgatan 48', '903 26', 'Umeå'],
  ['Kungsgatan 17', '972 41', 'Luleå'],
  ['Vasagatan 7', '722 15', 'Västerås'],
  ['Drottninggatan 22', '252 21', 'Helsingborg'],
  ['Ågatan 14', '582 22', 'Linköping'],
  ['Hamngatan 5', '602 32', 'Norrköping'],
  ['Östra Storgatan 9', '553 21', 'Jönköping'],
  ['Stortorget 3', '831 30', 'Östersund'],
  ['Långgatan 18', '621 57', 'Visby'],
];

/** A few orders go elsewhere: to a workplace, or to family in Norway or Denmark. */
const OTHER_DESTINATIONS: readonly Omit<ShippingAddress, 'name' | 'firstName' | 'lastName'>[] = [
  {
    company: 'Solberg Bygg AB',
    address1: 'Industrivägen 12',
    address2: 'Godsmottagningen',
    zip: '431 37',
    city: 'Mölndal',
    country: 'SE',
    phone: '+46 31 27 45 00',
  },
  {
    company: null,
    address1: 'Thorvald Meyers gate 49',
    address2: null,
    zip: '0555',
    city: 'Oslo',
    country: 'NO',
    phone: '+47 412 34 567',
  },
  {
    company: null,
    address1: 'Nørrebrogade 34, 2. th.',
    address2: null,
    zip: '2200',
    city: 'København N',
    country: 'DK',
    phone: '+45 20 12 34 56',
  },
  {
    company: null,
    address1: 'Kongens gate 14',
    address2: null,
    zip: '7011',
    city: 'Trondheim',
    country: 'NO',
    phone: '+47 934 56 789',
  },
];

/** Every sixth order ships somewhere other than the buyer's home. */
export function shipToOf(orderId: number, customer: Customer): ShippingAddress {
  const person = {
    name: `${customer.firstName} ${customer.lastName}`,
    firstName: customer.firstName,
    lastName: customer.lastName,
  };
  if (orderId % 6 === 0) {
    return { ...person, ...OTHER_DESTINATIONS[(orderId / 6) % OTHER_DESTINATIONS.length]! };
  }
  return {
    ...person,
    company: null,
    address1: customer.address.address1,
    address2: null,
    zip: customer.address.zip,
    city: customer.address.city,
    country: customer.address.country,
    phone: customer.phone,
  };
}

/** The shop's shipping methods as checkout names them; abroad only the carriers that go there. */
const METHODS = [
  { title: 'PostNord Ombud', code: 'postnord-ombud', abroad: true },
  { title: 'PostNord Hemleverans', code: 'postnord-hem', abroad: false },
  { title: 'Budbee Hem', code: 'budbee-hem', abroad: false },
  { title: 'DHL Service Point', code: 'dhl-service-point', abroad: true },
] as const;

export function methodFor(orderId: number, country: string): { title: string; code: string } {
  const offered = country === 'SE' ? METHODS : METHODS.filter((m) => m.abroad);
  const { title, code } = offered[Math.floor(orderId / 7) % offered.length]!;
  return { title, code };
}
