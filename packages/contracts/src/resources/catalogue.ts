import { CATALOG_CATEGORIES, CATALOG_KINDS } from '../schemas/catalog';
import { boolean, number, select, tags, text, textarea } from './fields';
import { defineResource } from './define';

const SLUG = /^[a-z0-9_-]+$/;

/**
 * Katalogen: the existing `catalog_items` rows (ADR 015) behind the app catalogue. Prices stay
 * with billing, which invoices by them; a row in use by a subscription is deactivated, not
 * deleted.
 */
export const catalogue = defineResource({
  key: 'catalogue',
  store: 'catalog_items',
  fields: {
    kind: select(CATALOG_KINDS, { required: true }),
    slug: text({ required: true, max: 60, pattern: SLUG, format: 'code' }),
    name: text({ required: true, max: 100 }),
    category: select(CATALOG_CATEGORIES, { required: true }),
    description_sv: textarea({ max: 2000 }),
    description_en: textarea({ max: 2000 }),
    logo: text({ max: 300, pattern: /^\/[\w./-]*$/ }),
    entities: tags({ max: 20, pattern: SLUG }),
    accountings: tags({ max: 10, pattern: SLUG }),
    is_payment: boolean(),
    standalone: boolean(),
    active: boolean({ initial: true }),
    sort_order: number({ min: 0, max: 9999, initial: 0 }),
  },
  columns: ['name', 'kind', 'slug', 'category', 'active', 'sort_order'],
  search: ['name', 'slug', 'description_sv', 'description_en'],
  sort: ['name', 'kind', 'slug', 'category', 'sort_order'],
  filters: ['kind', 'category', 'active'],
  defaultSort: ['sort_order', 'name'],
  unique: [['kind', 'slug']],
});
