import { z } from 'zod';
import { PageQuery } from '../pagination';
import { queryId } from '../validation';

/**
 * SPEC §9: custom rule entry points e1–e8. A rule runs after the element's data is built:
 * e1 article to accounting, e2 article to app, e3 customer, e4 accrual, e5 invoice, e6 order,
 * e7 voucher to accounting; e8 decides whether an article must sync each time.
 */
export const ENTRY_POINTS = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8'] as const;
export type EntryPoint = (typeof ENTRY_POINTS)[number];

/** The apps and accounting systems a rule can be limited to; null applies it to all. */
export const RULE_APPS = ['shopify', 'woocommerce', 'stripe', 'klarna'] as const;
export const RULE_ACCOUNTINGS = ['fortnox', 'visma', 'sie'] as const;

/** Why a rule run failed; worded by `rules.failures.<code>`. */
export const RULE_FAILURES = [
  'syntax',
  'threw',
  'timeout',
  'memory',
  'stack',
  'missing_function',
  'not_json',
] as const;

export const RULE_CODE_MAX = 100_000;

const ruleCode = () =>
  z
    .string({ error: 'required' })
    .refine((code) => code.trim().length > 0, { error: 'required' })
    .pipe(z.string().max(RULE_CODE_MAX, { error: 'max' }));

export const CustomRuleInput = z.object({
  code: ruleCode(),
  entry_point: z.enum(ENTRY_POINTS, { error: 'required' }),
  app_name: z.enum(RULE_APPS).nullable(),
  accounting_name: z.enum(RULE_ACCOUNTINGS).nullable(),
  active: z.boolean(),
});
export type CustomRuleInput = z.infer<typeof CustomRuleInput>;

export const CustomRule = CustomRuleInput.extend({
  id: z.number().int(),
  code: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CustomRule = z.infer<typeof CustomRule>;

export const CustomRuleQuery = PageQuery.extend({
  /** part of the rule's code */
  search: z.string().max(200).optional(),
  entry_point: z.enum(ENTRY_POINTS).optional(),
});

/** Try a rule on sample data before saving it. */
export const RuleTestInput = z.object({
  code: ruleCode(),
  entry_point: z.enum(ENTRY_POINTS, { error: 'required' }),
  /** the JSON the rule receives as `data` */
  input: z.unknown(),
});
export type RuleTestInput = z.infer<typeof RuleTestInput>;

export const RuleTestResult = z.object({
  ok: z.boolean(),
  /** what the rule returned (ok) */
  output: z.unknown().optional(),
  failure: z.enum(RULE_FAILURES).optional(),
  /** why it failed, in the caller's language */
  reason: z.string().optional(),
  logs: z.array(z.string()),
  ms: z.number(),
});
export type RuleTestResult = z.infer<typeof RuleTestResult>;

/** One saved state of a rule: every create and change adds one, so a change can be undone. */
export const CustomRuleVersion = z.object({
  version: z.number().int(),
  code: z.string(),
  entry_point: z.enum(ENTRY_POINTS),
  app_name: z.enum(RULE_APPS).nullable(),
  accounting_name: z.enum(RULE_ACCOUNTINGS).nullable(),
  active: z.boolean(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
});
export type CustomRuleVersion = z.infer<typeof CustomRuleVersion>;

export const RuleVersionParams = z.object({ id: queryId(), version: queryId() });

/**
 * A real document the engine booked, as a rule at its entry point receives it (e7 vouchers, e5
 * invoices): to try a rule on before saving it, and see the document before and after.
 */
export const RuleDocument = z.object({
  id: z.number().int(),
  company: z.string(),
  reference: z.string(),
  description: z.string(),
  date: z.string(),
  entry_point: z.enum(['e5', 'e7']),
  data: z.unknown(),
});
export type RuleDocument = z.infer<typeof RuleDocument>;

export const RuleDocumentQuery = z
  .object({ search: z.string().trim().max(200).optional() })
  .strict();
