import { z } from 'zod';
import { ACCOUNTANT_ROLES, ROLES } from '../roles';
import { email, id, queryId, requiredString } from '../validation';
import { CompanyRef, FirmRef, RoleValue, User } from './users';

const optionalText = (max = 255) => z.string().trim().max(max, { error: 'max' });
const searchQuery = z.string().trim().max(100).optional();

/** SPEC §3 company record. `company_id` is the organisation number, as in sign-in (ADR 008). */
export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  company_id: z.string(),
  billing_email: z.string(),
  mobile_phone: z.string(),
  office_phone: z.string(),
  country: z.string(),
  city: z.string(),
  zip_code: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  address_co: z.string(),
  is_active: z.boolean(),
  accept_sms: z.boolean(),
  accounting_firm: FirmRef.nullable(),
  created_at: z.iso.datetime(),
});
export type Company = z.infer<typeof Company>;

/** Company fields as the API takes them; what is left out keeps its value (or the default). */
const companyFields = z.object({
  name: requiredString(200),
  company_id: requiredString(20).pipe(z.string().regex(/^\d{6}-?\d{4}$/, { error: 'org_number' })),
  billing_email: z.union([z.literal(''), z.email({ error: 'email' })]),
  mobile_phone: optionalText(32),
  office_phone: optionalText(32),
  country: optionalText(2),
  city: optionalText(100),
  zip_code: optionalText(10),
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  address_co: optionalText(200),
  is_active: z.boolean(),
  accept_sms: z.boolean(),
  accounting_firm_id: id().nullable(),
});
export const CompanyPatch = companyFields.partial();
export type CompanyPatch = z.input<typeof CompanyPatch>;
export const CompanyInput = CompanyPatch.required({ name: true, company_id: true });
export type CompanyInput = z.input<typeof CompanyInput>;

export const CompanyListQuery = z.object({
  search: searchQuery,
  accounting_firm_id: queryId().optional(),
});

export const TIER_PLANS = ['silver', 'gold', 'platinum'] as const;
export const AFFILIATE_TYPES = ['discount', 'kickback'] as const;

/** SPEC §3 accounting firm record. */
export const AccountingFirm = z.object({
  id: z.number().int(),
  name: z.string(),
  firm_number: z.string(),
  accounting_partner_id: z.number().int().nullable(),
  affiliate_code: z.string(),
  affiliate_type: z.enum(AFFILIATE_TYPES).nullable(),
  bank: z.string(),
  bankgiro_number: z.string(),
  company_id: z.number().int().nullable(),
  primary_accountant_id: z.number().int().nullable(),
  tier_plan: z.enum(TIER_PLANS),
  /** ADR 006: flagged accountant tools open only when in-house staff have switched this on */
  new_features: z.boolean(),
  client_count: z.number().int(),
  accountant_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type AccountingFirm = z.infer<typeof AccountingFirm>;

const firmFields = z.object({
  name: requiredString(200),
  firm_number: optionalText(20),
  affiliate_code: optionalText(50),
  affiliate_type: z.enum(AFFILIATE_TYPES).nullable(),
  bank: optionalText(100),
  bankgiro_number: z
    .string()
    .trim()
    .regex(/^(\d{3,4}-\d{4})?$/, { error: 'bankgiro' }),
  primary_accountant_id: id().nullable(),
  tier_plan: z.enum(TIER_PLANS),
  new_features: z.boolean(),
});
export const FirmPatch = firmFields.partial();
export type FirmPatch = z.input<typeof FirmPatch>;
export const FirmInput = FirmPatch.required({ name: true });
export type FirmInput = z.input<typeof FirmInput>;

/** A person connected to a company: its owner and colleagues, and the accountants assigned to it. */
export const ConnectedUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleValue.nullable(),
  /** how they are connected */
  connection: z.enum(['Owner', 'Colleague', 'Accountant']),
  is_active: z.boolean(),
});
export type ConnectedUser = z.infer<typeof ConnectedUser>;

/** An accountant of a firm, with the client companies assigned to them. */
export const FirmAccountant = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ACCOUNTANT_ROLES),
  is_active: z.boolean(),
  companies: z.array(CompanyRef),
});
export type FirmAccountant = z.infer<typeof FirmAccountant>;

export const AddFirmAccountant = z.object({
  email: email(),
  role: z.enum(ACCOUNTANT_ROLES),
});
export type AddFirmAccountant = z.input<typeof AddFirmAccountant>;

export const AssignAccountant = z.object({ user_id: id() });

/** GET users (SPEC §7, query params). */
export const UserListQuery = z.object({
  search: searchQuery,
  role: z.enum(ROLES).optional(),
  company_id: queryId().optional(),
  firm_id: queryId().optional(),
  is_active: z.enum(['true', 'false']).optional(),
});

/** POST users: in-house staff create a user directly (active, with a role and optionally a home). */
export const CreateUser = z.object({
  email: email(),
  first_name: requiredString(100),
  last_name: requiredString(100),
  role: RoleValue,
  password: z.string().min(8, { error: 'password_short' }).max(128).optional(),
  company_id: id().optional(),
  firm_id: id().optional(),
});
export type CreateUser = z.input<typeof CreateUser>;

export const Invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['Owner', 'Colleague']),
  invited_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  company: CompanyRef.nullable(),
  firm: FirmRef.nullable(),
  created_at: z.iso.datetime(),
  used_at: z.iso.datetime().nullable(),
  status: z.enum(['pending', 'accepted']),
});
export type Invitation = z.infer<typeof Invitation>;

/** The identity behind a switched session (SPEC §4). */
export const SwitchState = z.object({
  kind: z.enum(['user', 'company', 'firm']),
  actor: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  role: RoleValue.nullable(),
  company: CompanyRef.nullable(),
  firm: FirmRef.nullable(),
});
export type SwitchState = z.infer<typeof SwitchState>;

/** users/me: the user acted as, the switch behind it, and the active company and firm. */
export const Me = User.extend({
  switched: SwitchState.nullable(),
  active_company: CompanyRef.nullable(),
  active_firm: FirmRef.nullable(),
});
export type Me = z.infer<typeof Me>;

export const SwitchToUser = z.object({ user_id: id() });
export const SwitchToCompany = z.object({ company_id: id() });
export const SwitchToFirm = z.object({ firm_id: id() });

/** A switch answers with a new key; the client keeps its own as originalKey (SPEC §4). */
export const SwitchResponse = z.object({
  key: z.string(),
  expiry: z.iso.datetime(),
  user: Me,
});
export type SwitchResponse = z.infer<typeof SwitchResponse>;

export const EVENT_ENTITIES = [
  'company',
  'accounting_firm',
  'user',
  'setting',
  'plugin',
  'custom_rule',
  'subscription',
  'generic_resource',
  'custom_account_mapping',
  'firm_payout',
  'sync_entry',
  'system_notification',
  'project',
  'project_board',
  'board_column',
  'project_task',
] as const;

/** SPEC §3 event log: done by, at, firm id, old data, new data. */
export const EventLogEntry = z.object({
  id: z.number().int(),
  entity: z.enum(EVENT_ENTITIES),
  entity_id: z.string(),
  action: z.string(),
  done_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  acting_as: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  acting_role: z.string().nullable(),
  firm_id: z.number().int().nullable(),
  old_data: z.record(z.string(), z.unknown()).nullable(),
  new_data: z.record(z.string(), z.unknown()).nullable(),
  at: z.iso.datetime(),
});
export type EventLogEntry = z.infer<typeof EventLogEntry>;

export const EventLogQuery = z.object({
  entity: z.enum(EVENT_ENTITIES).optional(),
  entity_id: z.string().max(40).optional(),
  done_by: queryId().optional(),
  firm_id: queryId().optional(),
});

/** Runtime routes (SPEC §2): a sandboxed frame of an https URL, for the listed roles. */
export const Plugin = z.object({
  id: z.number().int(),
  path: z.string(),
  title_sv: z.string(),
  title_en: z.string(),
  roles: z.array(RoleValue),
  url: z.string(),
  show_in_menu: z.boolean(),
});
export type Plugin = z.infer<typeof Plugin>;

export const PluginInput = z.object({
  path: requiredString(80).pipe(
    z.string().regex(/^\/plugins\/[a-z0-9-]+$/, { error: 'plugin_path' }),
  ),
  title_sv: requiredString(80),
  title_en: requiredString(80),
  roles: z.array(RoleValue).min(1, { error: 'required' }),
  url: requiredString(500).pipe(z.url({ protocol: /^https?$/, error: 'url' })),
  show_in_menu: z.boolean().optional(),
});
export type PluginInput = z.input<typeof PluginInput>;
