import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { accountingFirms, companies } from './companies';
import { users } from './users';

/** Bearer tokens; only the SHA-256 of the key is stored (ADR 005). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the company chosen at sign-in, if any */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('one_time_codes_purpose_check', sql`${t.purpose} IN ('activation', 'reset')`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    email: text('email').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    firmId: integer('firm_id').references(() => accountingFirms.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('invitations_invited_by_idx').on(t.invitedBy)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
