import { z } from 'zod';
import { PageQuery, orderingOf } from '../pagination';
import { id, queryId } from '../validation';
import { accountNumber } from './configuration';

/**
 * SPEC §3 custom account mapping (ADR 026): the account a matching row of a company's bookings
 * goes to instead of the subscription's own mapping. The row flags say which rows it replaces; the
 * match, VAT rate and event type narrow it to the lines that fit. The most specific mapping wins.
 */

/** The BAS class of the account: sets the range an account is expected in (SPEC §5). */
export const CUSTOM_ACCOUNT_TYPES = ['asset', 'liability', 'revenue', 'expense'] as const;
export type CustomAccountType = (typeof CUSTOM_ACCOUNT_TYPES)[number];

export const CUSTOM_ACCOUNT_RANGES: Record<CustomAccountType, { min: number; max: number }> = {
  asset: { min: 1000, max: 1999 },
  liability: { min: 2000, max: 2999 },
  revenue: { min: 3000, max: 3999 },
  expense: { min: 4000, max: 8999 },
};

/** What part of a sale a mapping's `match_code` is compared with. */
export const MATCH_TYPES = ['any', 'sku', 'description', 'country', 'payment_method'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const MAPPING_EVENT_TYPES = ['order', 'refund', 'payout'] as const;
export const MAPPING_VAT_RATES = [25, 12, 6, 0] as const;

/** The rows a mapping may replace (at least one). */
export const MAPPING_ROWS = [
  'product',
  'shipping',
  'discount',
  'gift_cards',
  'fee_lines',
  'recurring_transactions',
] as const;
export type MappingRow = (typeof MAPPING_ROWS)[number];

/** Whether an account number lies outside the range of its type. */
export function outsideTypeRange(type: CustomAccountType, account: string): boolean {
  if (!/^\d{4}$/.test(account)) return false;
  const n = Number(account);
  const range = CUSTOM_ACCOUNT_RANGES[type];
  return n < range.min || n > range.max;
}

const flags = Object.fromEntries(MAPPING_ROWS.map((row) => [row, z.boolean()])) as Record<
  MappingRow,
  z.ZodBoolean
>;

const fields = z.object({
  /** the company's id (not its organisation number) */
  company: id(),
  /** one subscription of the company; null = all of them */
  subscription: id().nullable(),
  account_type: z.enum(CUSTOM_ACCOUNT_TYPES, { error: 'required' }),
  account_number: accountNumber(),
  match_type: z.enum(MATCH_TYPES, { error: 'required' }),
  match_code: z.string().trim().max(100, { error: 'max' }),
  vat_rate: z
    .union([z.literal(25), z.literal(12), z.literal(6), z.literal(0)], { error: 'format' })
    .nullable(),
  event_type: z.enum(MAPPING_EVENT_TYPES, { error: 'format' }).nullable(),
  /** the ledger's own id for the account where it differs from the number (e.g. Visma) */
  accounting_number: z.string().trim().max(50, { error: 'max' }),
  ...flags,
  /** the user confirmed an account outside its type's BAS range */
  confirmed: z.boolean().default(false),
});

type Fields = z.infer<typeof fields>;

/** Rules across fields, as messages on the field they concern. */
function coherent(value: Partial<Fields>, ctx: z.RefinementCtx) {
  if (MAPPING_ROWS.every((row) => value[row] === false))
    ctx.addIssue({ code: 'custom', path: ['product'], message: 'mapping_rows' });
  if (value.match_type && value.match_type !== 'any' && !value.match_code)
    ctx.addIssue({ code: 'custom', path: ['match_code'], message: 'required' });
  if (value.product && value.vat_rate === null)
    ctx.addIssue({ code: 'custom', path: ['vat_rate'], message: 'mapping_vat_rate' });
}

export const CustomAccountMappingInput = fields.superRefine(coherent);
export type CustomAccountMappingInput = z.input<typeof CustomAccountMappingInput>;

/** A change: any fields; the whole result is checked again as a mapping. */
export const CustomAccountMappingPatch = fields
  .partial()
  .extend({ confirmed: z.boolean().default(false) })
  .refine((value) => Object.keys(value).some((key) => key !== 'confirmed'), {
    error: 'nothing_to_change',
  });
export type CustomAccountMappingPatch = z.input<typeof CustomAccountMappingPatch>;

/** The whole of a mapping after a change, checked as one. */
export const wholeMapping = CustomAccountMappingInput;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const CustomAccountMapping = z.object({
  id: z.number().int(),
  company: z.number().int(),
  company_name: z.string(),
  subscription: z.number().int().nullable(),
  /** "Shopify → Fortnox", when the mapping is for one subscription */
  subscription_label: z.string().nullable(),
  account_type: z.enum(CUSTOM_ACCOUNT_TYPES),
  account_number: z.string(),
  match_type: z.enum(MATCH_TYPES),
  match_code: z.string(),
  vat_rate: z.number().int().nullable(),
  event_type: z.enum(MAPPING_EVENT_TYPES).nullable(),
  accounting_number: z.string(),
  for_company: z.boolean(),
  ...flags,
  created_by: Person,
  updated_by: Person,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CustomAccountMapping = z.infer<typeof CustomAccountMapping>;

export const CUSTOM_ACCOUNT_SORTS = [
  'company',
  'account_number',
  'account_type',
  'match_type',
  'updated_at',
] as const;

export const CustomAccountMappingQuery = PageQuery.extend({
  /** company name, account number or match code */
  search: z.string().trim().max(200).optional(),
  company: queryId().optional(),
  account_type: z.enum(CUSTOM_ACCOUNT_TYPES).optional(),
  event_type: z.enum(MAPPING_EVENT_TYPES).optional(),
  ordering: orderingOf(CUSTOM_ACCOUNT_SORTS),
}).strict();
export type CustomAccountMappingQuery = z.input<typeof CustomAccountMappingQuery>;
