import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const accountingFirms = pgTable(
  'accounting_firms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    firmNumber: text('firm_number').notNull().default(''),
    accountingPartnerId: integer('accounting_partner_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    affiliateCode: text('affiliate_code').notNull().default(''),
    affiliateType: text('affiliate_type'),
    bank: text('bank').notNull().default(''),
    bankgiroNumber: text('bankgiro_number').notNull().default(''),
    /** the firm's own company record, if it has one */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    primaryAccountantId: integer('primary_accountant_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    tierPlan: text('tier_plan').notNull().default('silver'),
    /** ADR 006 */
    newFeatures: boolean('new_features').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'accounting_firms_affiliate_type_check',
      sql`${t.affiliateType} IN ('discount', 'kickback')`,
    ),
    check('accounting_firms_tier_plan_check', sql`${t.tierPlan} IN ('silver', 'gold', 'platinum')`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** exposed as `company_id` in the API */
    organizationNumber: text('organization_number').notNull(),
    billingEmail: text('billing_email').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
    officePhone: text('office_phone').notNull().default(''),
    country: text('country').notNull().default('SE'),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    addressCo: text('address_co').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    acceptSms: boolean('accept_sms').notNull().default(false),
    accountingFirmId: integer('accounting_firm_id').references(() => accountingFirms.id, {
      onDelete: 'set null',
    }),
    invoiceEmail: text('invoice_email').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('companies_organization_number_idx').on(t.organizationNumber),
    index('companies_accounting_firm_id_idx').on(t.accountingFirmId),
  ],
);

export const companyMemberships = pgTable(
  'company_memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_memberships_user_company_key').on(t.userId, t.companyId),
    index('company_memberships_company_id_idx').on(t.companyId),
    check('company_memberships_role_check', sql`${t.role} IN ('Owner', 'Colleague')`),
  ],
);

export const firmMemberships = pgTable(
  'firm_memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => accountingFirms.id, { onDelete: 'cascade' }),
    /** canonical role value, one of the accountant roles */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('firm_memberships_user_firm_key').on(t.userId, t.firmId),
    index('firm_memberships_firm_id_idx').on(t.firmId),
  ],
);

export const accountantCompanyAssignments = pgTable(
  'accountant_company_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('accountant_company_assignments_key').on(t.userId, t.companyId),
    index('accountant_company_assignments_company_id_idx').on(t.companyId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type AccountingFirmRow = typeof accountingFirms.$inferSelect;
