import { ACCOUNTINGS, APPLICATIONS } from '../schemas/subscriptions';
import { date, select, text, textarea } from './fields';
import { defineResource } from './define';

export const INTEGRATIONS = [...APPLICATIONS, ...ACCOUNTINGS] as const;

/**
 * Integrationsinställningar: a named value per connector (an API version, a page size). Secrets
 * never go here: credentials live encrypted with each connection.
 */
export const integrationSettings = defineResource({
  key: 'integration-settings',
  fields: {
    app: select(INTEGRATIONS, { required: true }),
    key: text({ required: true, max: 80, pattern: /^[a-z][a-z0-9_.-]*$/, format: 'code' }),
    value: text({ max: 500 }),
    description: textarea({ max: 1000 }),
  },
  columns: ['app', 'key', 'value', 'description'],
  search: ['key', 'value', 'description'],
  sort: ['app', 'key'],
  filters: ['app'],
  defaultSort: ['app', 'key'],
  unique: [['app', 'key']],
});

/**
 * Modelländringar: announced changes of the data a sync reads or writes (a field added, a
 * mapping changed), from the day they take effect; written by staff (ADR 027).
 */
export const modelChanges = defineResource({
  key: 'model-changes',
  fields: {
    model: text({ required: true, max: 80 }),
    field: text({ max: 80 }),
    description: textarea({ required: true, max: 2000 }),
    effective_date: date({ required: true }),
  },
  search: ['model', 'field', 'description'],
  sort: ['model', 'field', 'effective_date'],
  defaultSort: ['-effective_date', 'model'],
});
