import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
    /** the company chosen at sign-in, or the company a switch token acts in */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /**
     * Switch tokens (SPEC §4, ADR 010): the token they were issued from. A switch token dies with
     * its parent; `userId` is the identity acted as, `actorUserId` the real person behind it.
     */
    parentTokenId: integer('parent_token_id').references((): AnyPgColumn => authTokens.id, {
      onDelete: 'cascade',
    }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'user' | 'company' | 'firm' for switch tokens */
    switchKind: text('switch_kind'),
    /** the single role a company or firm switch acts in (Owner, MasterAccountant) */
    roleOverride: text('role_override'),
    firmId: integer('firm_id').references(() => accountingFirms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('auth_tokens_user_id_idx').on(t.userId),
    index('auth_tokens_parent_token_id_idx').on(t.parentTokenId),
    check('auth_tokens_switch_kind_check', sql`${t.switchKind} IN ('user', 'company', 'firm')`),
  ],
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
    /** what the invitee becomes: Owner of a new company, or Colleague of `companyId` */
    role: text('role').notNull().default('Owner'),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invitations_invited_by_idx').on(t.invitedBy),
    index('invitations_company_id_idx').on(t.companyId),
    check('invitations_role_check', sql`${t.role} IN ('Owner', 'Colleague')`),
  ],
);

/**
 * Browsers that signed in to an account before (ADR 014). Their sign-in attempts count on a
 * budget of their own, so guesses from elsewhere never lock the account's owner out.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's random key */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (t) => [index('trusted_devices_user_id_idx').on(t.userId)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
