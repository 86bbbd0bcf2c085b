import { z } from 'zod';
import { MAX_ID, email as requiredEmail, id, isRealDate } from '../validation';

/** How the form shows a field and the table a cell (ADR 027). */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'percent',
  'boolean',
  'select',
  'date',
  'tags',
  'reference',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** What a reference field points at; the server checks the id exists, the form offers the rows. */
export const REFERENCE_TARGETS = ['accounting-firms'] as const;
export type ReferenceTarget = (typeof REFERENCE_TARGETS)[number];

/** One field of a resource: its validation, how it reads back, and what the form needs. */
export interface FieldDef {
  kind: FieldKind;
  required: boolean;
  /** a value as it may be written (POST, PATCH); required fields refuse empty ones */
  input: z.ZodType;
  /** a stored value as it reads back; anything else reads as `empty` */
  output: z.ZodType;
  /** the form's starting value, and what is stored when the field is left out */
  empty: unknown;
  /** select: the values; their labels are `…options.<field>.<value>` or, for `region`, the country */
  options?: readonly string[];
  optionLabels?: 'i18n' | 'region';
  /** select: each value is a colour; the table shows it as a badge of that colour */
  colour?: boolean;
  /** text and textarea: the longest value; number and percent: the bounds; tags: the most values */
  max?: number;
  min?: number;
  /** text: how the browser should treat it */
  format?: 'email' | 'url' | 'code';
  /** number: whole numbers only */
  integer?: boolean;
  target?: ReferenceTarget;
}

interface Common {
  required?: boolean;
}

const nothingOr = <T extends z.ZodType>(schema: T) => schema.nullable();

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
const isEmail = (value: string) => z.email().safeParse(value).success;

/** A one-line text; `pattern` refuses other shapes with "format is invalid" (SPEC §5). */
export function text(
  options: Common & { max?: number; pattern?: RegExp; format?: 'email' | 'url' | 'code' } = {},
): FieldDef {
  const { required = false, max = 200, pattern, format } = options;
  let input: z.ZodType;
  if (format === 'email' && required) {
    input = requiredEmail().pipe(z.string().max(max, { error: 'max' }));
  } else {
    const base = z.string({ error: 'required' }).trim();
    const sized = required
      ? base.min(1, { error: 'required' }).max(max, { error: 'max' })
      : base.max(max, { error: 'max' });
    input = sized
      .refine((v) => !pattern || v === '' || pattern.test(v), { error: 'format' })
      .refine((v) => format !== 'url' || v === '' || isHttpUrl(v), { error: 'url' })
      .refine((v) => format !== 'email' || v === '' || isEmail(v), { error: 'email' });
  }
  return { kind: 'text', required, input, output: z.string(), empty: '', max, format };
}

/** Several lines of text. */
export function textarea(options: Common & { max?: number } = {}): FieldDef {
  return { ...text({ max: 2000, ...options }), kind: 'textarea' };
}

function numeric(kind: 'number' | 'percent', required: boolean, min: number, max: number) {
  return (integer: boolean, initial: number | null = null) => {
    let base = z.number({ error: 'required' });
    if (integer) base = base.int({ error: 'integer' });
    const ranged = base.min(min, { error: 'number_min' }).max(max, { error: 'number_max' });
    return {
      kind,
      required,
      input: required ? ranged : nothingOr(ranged),
      output: z.number().nullable(),
      empty: initial,
      min,
      max,
      integer,
    } satisfies FieldDef;
  };
}

/** A number between `min` and `max` (whole by default); never past PostgreSQL's integer. */
export function number(
  options: Common & { min?: number; max?: number; integer?: boolean; initial?: number } = {},
): FieldDef {
  const { required = false, min = 0, max = MAX_ID, integer = true, initial = null } = options;
  return numeric('number', required, min, Math.min(max, MAX_ID))(integer, initial);
}

/** A percentage, 0–100, with at most two decimals (5.5, 25). */
export function percent(options: Common = {}): FieldDef {
  const field = numeric('percent', options.required ?? false, 0, 100)(false);
  const twoDecimals = (v: number | null) =>
    v === null || Number.isInteger(Math.round(v * 1e6) / 1e4);
  const input = (field.input as z.ZodType<number | null>).refine(twoDecimals, { error: 'format' });
  return { ...field, input };
}

/** Yes or no. */
export function boolean(options: { initial?: boolean } = {}): FieldDef {
  return {
    kind: 'boolean',
    required: false,
    input: z.boolean({ error: 'required' }),
    output: z.boolean(),
    empty: options.initial ?? false,
  };
}

/** One of `values`; labels from i18n, or country names (`region`) for ISO codes. */
export function select<const T extends readonly [string, ...string[]]>(
  values: T,
  options: Common & { labels?: 'i18n' | 'region'; colour?: boolean } = {},
): FieldDef {
  const { required = false, labels = 'i18n', colour = false } = options;
  const choice = z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : undefined),
  });
  return {
    kind: 'select',
    required,
    input: required ? choice : nothingOr(choice),
    output: z.string().nullable(),
    empty: null,
    options: values,
    optionLabels: labels,
    colour,
  };
}

/** A day that exists, YYYY-MM-DD. */
export function date(options: Common = {}): FieldDef {
  // the pattern tells OpenAPI readers the shape; the refinement refuses days that do not exist
  const day = z
    .string({ error: 'required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' })
    .refine(isRealDate, { error: 'date' });
  return {
    kind: 'date',
    required: options.required ?? false,
    input: options.required ? day : nothingOr(day),
    output: z.string().nullable(),
    empty: null,
  };
}

/** Short words (tags), registered with enter or space (SPEC §5); `pattern` per tag. */
export function tags(options: { max?: number; pattern?: RegExp; tagMax?: number } = {}): FieldDef {
  const { max = 20, pattern, tagMax = 40 } = options;
  const tag = z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(tagMax, { error: 'max' })
    .refine((v) => !pattern || pattern.test(v), { error: 'format' });
  return {
    kind: 'tags',
    required: false,
    input: z.array(tag, { error: 'required' }).max(max, { error: 'max_items' }),
    output: z.array(z.string()),
    empty: [],
    max,
  };
}

/** The id of a row elsewhere (an accounting firm); the server refuses ids of nothing. */
export function reference(target: ReferenceTarget, options: Common = {}): FieldDef {
  const required = options.required ?? false;
  return {
    kind: 'reference',
    required,
    input: required ? id() : nothingOr(id()),
    output: z.number().int().nullable(),
    empty: null,
    target,
  };
}
