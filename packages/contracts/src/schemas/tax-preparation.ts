import { z } from 'zod';
import { PageQuery, orderingOf } from '../pagination';
import { queryId } from '../validation';

/**
 * /tax-preparation (issue 15): per client the VAT returns of its VAT period and the yearly
 * income tax return, with Swedish due dates (ADR 034), the SPEC §9 due-soon window of 30 days,
 * and the VAT figures read from what the engine booked.
 */
export const VAT_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type VatFrequency = (typeof VAT_FREQUENCIES)[number];

export const TAX_RETURN_KINDS = ['vat', 'income'] as const;
export type TaxReturnKind = (typeof TAX_RETURN_KINDS)[number];

/** SPEC §4: open, in progress, filed. */
export const TAX_RETURN_STATUSES = ['open', 'in_progress', 'filed'] as const;
export type TaxReturnStatus = (typeof TAX_RETURN_STATUSES)[number];

/** SPEC §9: a return due within 30 days is due soon. */
export const DUE_SOON_DAYS = 30;

export const TAX_DUE = ['soon', 'overdue'] as const;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();
/** SEK with two decimals ("1250.00") */
const Money = z.string();

/** The VAT return's boxes (momsdeklarationens rutor) the figures fill in. */
export const VAT_BOXES = ['05', '10', '11', '12', '42', '48', '49'] as const;

export const VatFigures = z.object({
  /** box 05: sales subject to VAT, excluding VAT */
  taxable_sales: Money,
  /** box 42: sales without VAT */
  exempt_sales: Money,
  rates: z.array(z.object({ rate: z.string(), sales: Money, vat: Money })),
  /** boxes 10–12 together */
  output_vat: Money,
  /** box 48: input VAT booked in the period */
  input_vat: Money,
  /** box 49: to pay (negative: to get back) */
  vat_to_pay: Money,
  boxes: z.array(z.object({ box: z.enum(VAT_BOXES), amount: Money })),
});
export type VatFigures = z.infer<typeof VatFigures>;

export const TaxReturn = z.object({
  id: z.number().int(),
  company: z.number().int(),
  company_name: z.string(),
  kind: z.enum(TAX_RETURN_KINDS),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string(),
  status: z.enum(TAX_RETURN_STATUSES),
  /** days from today to the due date; negative when past */
  days_left: z.number().int(),
  due_soon: z.boolean(),
  overdue: z.boolean(),
  /** the period is over: the return can be filed */
  period_ended: z.boolean(),
  filed_at: z.iso.datetime().nullable(),
  filed_by: Person,
  note: z.string(),
});
export type TaxReturn = z.infer<typeof TaxReturn>;

/**
 * One return with its VAT figures: as filed (a snapshot, later bookings do not change it), or
 * as booked now. Income tax returns have none.
 */
export const TaxReturnDetail = TaxReturn.extend({
  figures: VatFigures.nullable(),
  figures_source: z.enum(['filed', 'booked']).nullable(),
});
export type TaxReturnDetail = z.infer<typeof TaxReturnDetail>;

export const TAX_SORTS = ['due_date', 'period_start', 'company', 'status'] as const;

export const TaxReturnQuery = PageQuery.extend({
  company: queryId().optional(),
  kind: z.enum(TAX_RETURN_KINDS).optional(),
  status: z.enum(TAX_RETURN_STATUSES).optional(),
  due: z.enum(TAX_DUE).optional(),
  search: z.string().trim().max(200).optional(),
  ordering: orderingOf(TAX_SORTS),
}).strict();

export const TaxReturnCounts = z.object({
  due_soon: z.number().int(),
  overdue: z.number().int(),
  filed: z.number().int(),
});

export const TaxReturnPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(TaxReturn),
  /** over every return the person may see, whatever the filters */
  counts: TaxReturnCounts,
});

/** Open ↔ in progress by hand; filing has its own call. */
export const TaxReturnPatch = z
  .object({
    status: z.enum(['open', 'in_progress'], { error: 'required' }).optional(),
    note: z.string().trim().max(1000, { error: 'max' }).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: 'nothing_to_change' });
export type TaxReturnPatch = z.input<typeof TaxReturnPatch>;

/**
 * Filing, after the person confirmed the figures shown: `vat_to_pay` is what they saw, so a
 * booking that arrived in between is noticed instead of filed unseen.
 */
export const FileTaxReturn = z
  .object({
    vat_to_pay: z
      .string()
      .trim()
      .regex(/^-?\d{1,12}\.\d{2}$/, { error: 'amount' })
      .nullable()
      .optional(),
  })
  .strict();
export type FileTaxReturn = z.input<typeof FileTaxReturn>;

export const ClientTaxSettings = z.object({
  company: z.number().int(),
  company_name: z.string(),
  vat_frequency: z.enum(VAT_FREQUENCIES),
  fiscal_year_end_month: z.number().int(),
  /** null while the defaults apply */
  updated_at: z.iso.datetime().nullable(),
});
export type ClientTaxSettings = z.infer<typeof ClientTaxSettings>;

export const ClientTaxSettingsInput = z
  .object({
    vat_frequency: z.enum(VAT_FREQUENCIES, { error: 'required' }),
    fiscal_year_end_month: z.coerce
      .number({ error: 'required' })
      .int({ error: 'integer' })
      .min(1, { error: 'number_min' })
      .max(12, { error: 'number_max' }),
  })
  .strict();
export type ClientTaxSettingsInput = z.input<typeof ClientTaxSettingsInput>;

export const TaxSettingsQuery = PageQuery.extend({
  search: z.string().trim().max(200).optional(),
}).strict();
