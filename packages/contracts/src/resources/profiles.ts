import { reference, text, textarea } from './fields';
import { defineResource } from './define';

/** Representantprofiler: the portal's own people customers meet (sales, support, partners). */
export const representativeProfiles = defineResource({
  key: 'representative-profiles',
  fields: {
    name: text({ required: true, max: 100 }),
    email: text({ required: true, max: 254, format: 'email' }),
    phone: text({ max: 32, pattern: /^\+?[0-9 ()-]{5,}$/ }),
    title: text({ max: 100 }),
  },
  search: ['name', 'email', 'phone', 'title'],
  sort: ['name', 'email', 'title'],
  defaultSort: ['name'],
  unique: [['email']],
});

/** Byråprofiler: how an accounting firm presents itself to clients; one per firm. */
export const firmProfiles = defineResource({
  key: 'firm-profiles',
  fields: {
    firm_id: reference('accounting-firms', { required: true }),
    description: textarea({ max: 2000 }),
    website: text({ max: 300, format: 'url' }),
    logo_url: text({ max: 500, format: 'url' }),
  },
  columns: ['firm_id', 'website', 'description'],
  search: ['description', 'website'],
  sort: ['website'],
  filters: ['firm_id'],
  defaultSort: ['firm_id'],
  unique: [['firm_id']],
});
