import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { id, queryId, requiredString } from '../validation';

/**
 * /scheduled-reports (issue 16, ADR 040): a company's financial statements rendered as PDF or
 * XLSX and e-mailed on a schedule (SPEC §3 schedule, §9 frequencies and templates).
 */
export const REPORT_TEMPLATES = [
  'balance_sheet',
  'cash_flow',
  'profit_and_loss',
  'budget_analysis',
  'custom',
] as const;
export type ReportTemplate = (typeof REPORT_TEMPLATES)[number];

/** The parts a report is made of; a template other than custom is one of them. */
export const REPORT_SECTIONS = [
  'balance_sheet',
  'profit_and_loss',
  'cash_flow_indirect',
  'cash_flow_direct',
  'budget_analysis',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const DATA_PERIODS = ['last_month', 'last_quarter', 'year_to_date', 'last_year'] as const;
export type DataPeriod = (typeof DATA_PERIODS)[number];

/** SPEC §9 */
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const RUN_STATUSES = ['sent', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Day of month 1–28 exists in every month; later days are asked for as "last". */
export const LAST_DAY = 'last';
export const MAX_DAY_OF_MONTH = 28;
export const MAX_RECIPIENTS = 20;
export const SCHEDULE_NAME_MAX = 120;

/** The sections of a template; custom has the ones chosen. */
export function sectionsOf(template: ReportTemplate, chosen: readonly ReportSection[]) {
  switch (template) {
    case 'balance_sheet':
      return ['balance_sheet'] as ReportSection[];
    case 'profit_and_loss':
      return ['profit_and_loss'] as ReportSection[];
    case 'cash_flow':
      return ['cash_flow_indirect'] as ReportSection[];
    case 'budget_analysis':
      return ['budget_analysis'] as ReportSection[];
    case 'custom':
      return REPORT_SECTIONS.filter((s) => chosen.includes(s));
  }
}

export const needsBudget = (template: ReportTemplate, chosen: readonly ReportSection[]) =>
  sectionsOf(template, chosen).includes('budget_analysis');

const EMAIL = z.email();
export const isEmail = (value: string) => EMAIL.safeParse(value).success;

/** Addresses entered as tags; each must be an e-mail address (SPEC §5), repeats are dropped. */
const emailList = () =>
  z
    .array(z.string().trim().toLowerCase(), { error: 'required' })
    .transform((list) => [...new Set(list.filter(Boolean))])
    .superRefine((list, ctx) => {
      if (list.length > MAX_RECIPIENTS)
        ctx.addIssue({
          code: 'too_big',
          origin: 'array',
          maximum: MAX_RECIPIENTS,
          inclusive: true,
          message: 'max_items',
          input: list,
        });
      else if (!list.every(isEmail))
        ctx.addIssue({ code: 'custom', message: 'email', input: list });
    });

const dayOfMonth = z.union([z.int().min(1).max(MAX_DAY_OF_MONTH), z.literal(LAST_DAY)], {
  error: 'required',
});

export const ScheduleInput = z
  .object({
    name: requiredString(SCHEDULE_NAME_MAX),
    template: z.enum(REPORT_TEMPLATES, { error: 'required' }),
    sections: z.array(z.enum(REPORT_SECTIONS, { error: 'required' })).default([]),
    budget: id().nullable().default(null),
    format: z.enum(REPORT_FORMATS, { error: 'required' }),
    data_period: z.enum(DATA_PERIODS, { error: 'required' }),
    frequency: z.enum(SCHEDULE_FREQUENCIES, { error: 'required' }),
    /** HH:MM, Europe/Stockholm */
    time: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'format' }),
    /** ISO weekday, 1 = Monday; weekly only */
    day_of_week: z.int({ error: 'required' }).min(1).max(7).nullable().default(null),
    /** monthly, quarterly and yearly */
    day_of_month: dayOfMonth.nullable().default(null),
    to: emailList().refine((list) => list.length > 0, { error: 'required' }),
    cc: emailList().default([]),
    bcc: emailList().default([]),
    /** the language of the report and its e-mail */
    locale: z.enum(['sv', 'en'], { error: 'required' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const missing = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
    if (value.frequency === 'weekly' && value.day_of_week === null) missing('day_of_week');
    if (['monthly', 'quarterly', 'yearly'].includes(value.frequency) && value.day_of_month === null)
      missing('day_of_month');
    if (value.template === 'custom' && sectionsOf('custom', value.sections).length === 0)
      missing('sections');
    if (needsBudget(value.template, value.sections) && value.budget === null) missing('budget');
  });
export type ScheduleInput = z.input<typeof ScheduleInput>;
export type ScheduleValues = z.output<typeof ScheduleInput>;

/** Pause (false) or resume (true). */
export const SchedulePatch = z.object({ active: z.boolean({ error: 'required' }) }).strict();

const Named = z.object({ id: z.number().int(), name: z.string() });

export const Schedule = z.object({
  id: z.number().int(),
  company: Named,
  /** who made it; everyone who sees the company sees and manages it (ADR 040) */
  owner: Named,
  name: z.string(),
  template: z.enum(REPORT_TEMPLATES),
  sections: z.array(z.enum(REPORT_SECTIONS)),
  budget: Named.extend({ year: z.number().int() }).nullable(),
  format: z.enum(REPORT_FORMATS),
  data_period: z.enum(DATA_PERIODS),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  time: z.string(),
  day_of_week: z.number().int().nullable(),
  day_of_month: z.union([z.number().int(), z.literal(LAST_DAY)]).nullable(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  locale: z.enum(['sv', 'en']),
  active: z.boolean(),
  next_run_at: z.iso.datetime(),
  last_run_at: z.iso.datetime().nullable(),
  last_status: z.enum(RUN_STATUSES).nullable(),
  /** i18n key of why the last run failed */
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Schedule = z.infer<typeof Schedule>;

export const SCHEDULE_SORTS = ['name', 'next_run_at', 'last_run_at'] as const;

export const ScheduleQuery = PageQuery.extend({
  company: queryId(),
  search: z.string().trim().max(200).optional(),
  ordering: orderingOf(SCHEDULE_SORTS),
}).strict();

export const ScheduleCompanyQuery = z.object({ company: queryId() }).strict();

export const SchedulePage = paginated(Schedule);

/** One rendering and sending of a schedule. */
export const ScheduleRun = z.object({
  id: z.number().int(),
  /** the due time it was made for; "send now" runs are due when asked */
  due_at: z.iso.datetime(),
  status: z.enum(RUN_STATUSES),
  file_name: z.string().nullable(),
  /** i18n key of the failure */
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ScheduleRun = z.infer<typeof ScheduleRun>;

export const ScheduleRunPage = paginated(ScheduleRun);

/** A budget of the company, to choose for a budget analysis. */
export const ScheduleBudget = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
});
export type ScheduleBudget = z.infer<typeof ScheduleBudget>;
export const ScheduleBudgetList = z.object({ results: z.array(ScheduleBudget) });
