/** A small Swedish shop: VAT-inclusive prices in öre and the VAT rate each product carries. */
export interface Product {
  id: number;
  name: string;
  sku: string;
  /** öre, VAT included (prices_include_tax) */
  price: number;
  ratePercent: 25 | 12 | 6;
}

export const products: readonly Product[] = [
  { id: 101, name: 'Ullmössa', sku: 'MOSSA-01', price: 29900, ratePercent: 25 },
  { id: 102, name: 'Vantar i lammull', sku: 'VANTE-02', price: 34900, ratePercent: 25 },
  { id: 103, name: 'Termos 0,5 l', sku: 'TERMOS-05', price: 24900, ratePercent: 25 },
  { id: 104, name: 'Kaffe mellanrost 450 g', sku: 'KAFFE-450', price: 8950, ratePercent: 12 },
  { id: 105, name: 'Lingonsylt 400 g', sku: 'SYLT-400', price: 5490, ratePercent: 12 },
  { id: 106, name: 'Knäckebröd', sku: 'KNACK-01', price: 3290, ratePercent: 12 },
  { id: 107, name: 'Svampboken', sku: 'BOK-SVAMP', price: 27900, ratePercent: 6 },
  { id: 108, name: 'Fjällkarta Abisko', sku: 'KARTA-ABI', price: 14900, ratePercent: 6 },
];

/** Tax rate ids as WooCommerce numbers them in a store set up for Sweden. */
export const taxRates = [
  { rateId: 1, ratePercent: 25, label: 'Moms 25 %' },
  { rateId: 2, ratePercent: 12, label: 'Moms 12 %' },
  { rateId: 3, ratePercent: 6, label: 'Moms 6 %' },
] as const;

export const rateIdOf = (ratePercent: number): number =>
  taxRates.find((rate) => rate.ratePercent === ratePercent)?.rateId ?? 0;

/** Shipping at 25 % VAT and an invoice fee, VAT included, in öre. */
export const shippingMethods = [
  { id: 'flat_rate', title: 'PostNord Ombud', price: 4900 },
  { id: 'local_pickup', title: 'Hämta i butik', price: 0 },
  { id: 'flat_rate', title: 'Budbee Hem', price: 7900 },
] as const;

export const invoiceFee = { name: 'Fakturaavgift', price: 2900, ratePercent: 25 } as const;

export const coupons = [
  { code: 'vinter10', percent: 10 },
  { code: 'kund15', percent: 15 },
] as const;

/** Customers: first and last name, city, street address and its postal code. */
export const people = [
  ['Anna', 'Lindqvist', 'Uppsala', 'Svartbäcksgatan 12', '753 20'],
  ['Erik', 'Johansson', 'Göteborg', 'Kungsportsavenyen 21', '411 36'],
  ['Maja', 'Svensson', 'Malmö', 'Södra Förstadsgatan 40', '211 43'],
  ['Lars', 'Nilsson', 'Umeå', 'Storgatan 48', '903 26'],
  ['Sofia', 'Berg', 'Stockholm', 'Drottninggatan 53', '111 21'],
  ['Oskar', 'Holm', 'Luleå', 'Kungsgatan 17', '972 41'],
] as const;

/** Where a few orders ship instead of the buyer's address: a workplace, family abroad. */
export const otherDestinations = [
  {
    company: 'Solberg Bygg AB',
    address1: 'Industrivägen 12',
    postcode: '431 37',
    city: 'Mölndal',
    country: 'SE',
  },
  {
    company: '',
    address1: 'Thorvald Meyers gate 49',
    postcode: '0555',
    city: 'Oslo',
    country: 'NO',
  },
  {
    company: '',
    address1: 'Nørrebrogade 34, 2. th.',
    postcode: '2200',
    city: 'København N',
    country: 'DK',
  },
] as const;

export type Destination = (typeof otherDestinations)[number];

/** EUR prices: the SEK price at about 11.5 SEK per euro, to the cent. */
export const inCurrency = (sekMinor: number, currency: string): number =>
  currency === 'EUR' ? Math.round(sekMinor / 11.5) : sekMinor;
