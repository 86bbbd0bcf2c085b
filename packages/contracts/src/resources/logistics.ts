import { boolean, text } from './fields';
import { defineResource } from './define';
import { CODE } from './finance';

/** Lagerställen: Fortnox Lager's stock point (code ≤ 10, name ≤ 25, delivery address). */
export const stockPoints = defineResource({
  key: 'stock-points',
  fields: {
    code: text({ required: true, max: 10, pattern: CODE, format: 'code' }),
    name: text({ required: true, max: 25 }),
    address: text({ max: 50 }),
    zip_code: text({ max: 10 }),
    city: text({ max: 50 }),
    country_code: text({ max: 2, pattern: /^[A-Z]{2}$/ }),
    active: boolean({ initial: true }),
  },
  columns: ['code', 'name', 'address', 'city', 'active'],
  search: ['code', 'name', 'address', 'city'],
  sort: ['code', 'name', 'city'],
  filters: ['active'],
  defaultSort: ['code'],
  unique: [['code']],
});

/** Leveranssätt: a way of delivery with its Swedish and English description, as Fortnox keeps. */
export const waysOfDelivery = defineResource({
  key: 'ways-of-delivery',
  fields: {
    code: text({ required: true, max: 50, pattern: CODE, format: 'code' }),
    name_sv: text({ required: true, max: 100 }),
    name_en: text({ max: 100 }),
  },
  search: ['code', 'name_sv', 'name_en'],
  sort: ['code', 'name_sv', 'name_en'],
  defaultSort: ['code'],
  unique: [['code']],
});
