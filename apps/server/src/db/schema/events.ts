import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { accountingFirms } from './companies';
import { users } from './users';

/**
 * The event log (SPEC §3): who changed a company, firm, user or setting, when, and from what to
 * what. `doneBy` is the real person, also while switched; `actingAs` the identity they acted as.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    actingAs: integer('acting_as').references(() => users.id, { onDelete: 'set null' }),
    actingRole: text('acting_role'),
    firmId: integer('firm_id').references(() => accountingFirms.id, { onDelete: 'set null' }),
    oldData: jsonb('old_data'),
    newData: jsonb('new_data'),
    at: createdAt(),
  },
  (t) => [
    index('event_log_at_idx').on(t.at),
    index('event_log_entity_idx').on(t.entity, t.entityId),
    index('event_log_firm_id_idx').on(t.firmId),
  ],
);

export type EventLogRow = typeof eventLog.$inferSelect;
