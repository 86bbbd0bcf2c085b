import { boolean, date, number, percent, select, tags, text, textarea } from './fields';
import { defineResource } from './define';

/** Codes as the accounting systems take them: letters, digits, `-` and `_`. */
export const CODE = /^[A-Za-z0-9_-]+$/;

/** Kostnadsställen: Fortnox's cost centre (code of at most 6 characters, a name, active). */
export const costCenters = defineResource({
  key: 'cost-centers',
  fields: {
    code: text({ required: true, max: 6, pattern: CODE, format: 'code' }),
    name: text({ required: true, max: 100 }),
    note: textarea({ max: 1000 }),
    active: boolean({ initial: true }),
  },
  columns: ['code', 'name', 'active'],
  search: ['code', 'name', 'note'],
  sort: ['code', 'name', 'active'],
  filters: ['active'],
  defaultSort: ['code'],
  unique: [['code']],
});

/** Egna betalningsvillkor: a terms-of-payment code, the days until due, and what it says. */
export const customPaymentTerms = defineResource({
  key: 'custom-payment-terms',
  fields: {
    code: text({ required: true, max: 25, pattern: CODE, format: 'code' }),
    days: number({ required: true, min: 0, max: 365 }),
    description: text({ max: 200 }),
  },
  search: ['code', 'description'],
  sort: ['code', 'days'],
  defaultSort: ['days', 'code'],
  unique: [['code']],
});

/** The 27 member states by ISO 3166-1 alpha-2 (Greece is GR, though its VAT numbers say EL). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

/** A VAT rate as written in a list of reduced rates: 0–99 with at most two decimals. */
export const RATE = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * EU-momssatser (OSS): a member state's standard and reduced rates from a day on; a country keeps
 * its earlier rates as history, so (country, valid from) is what must be unique.
 */
export const euVatRates = defineResource({
  key: 'eu-vat-rates',
  fields: {
    country_code: select(EU_COUNTRIES, { required: true, labels: 'region' }),
    standard_rate: percent({ required: true }),
    reduced_rates: tags({ max: 5, pattern: RATE, tagMax: 5 }),
    valid_from: date({ required: true }),
  },
  search: ['country_code'],
  sort: ['country_code', 'standard_rate', 'valid_from'],
  filters: ['country_code'],
  defaultSort: ['country_code', '-valid_from'],
  unique: [['country_code', 'valid_from']],
});
