import { z } from 'zod';
import { reasonMessages } from '../i18n/sv/engine';
import { PageQuery, paginated } from '../pagination';
import { id, patchOf, queryId, requiredString } from '../validation';

/**
 * SPEC §3 FAQ: question, answer (sanitized rich text), category, hidden, visible for customer
 * only, and the customer's name and e-mail when a customer sent the question in. One item per
 * language; `app` is the catalogue slug it is about, null for general questions.
 */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
export const FAQ_CATEGORY_NAME_MAX = 80;
export const FAQ_SEARCH_MAX = 200;
export const FAQ_LOCALES = ['sv', 'en'] as const;
export type FaqLocale = (typeof FAQ_LOCALES)[number];

/** Engine reason codes an item may answer (a person's own decisions are no problem to answer). */
export const FAQ_REASON_CODES = Object.keys(reasonMessages).filter(
  (code) => !code.startsWith('decided_') && code !== 'remark',
) as [keyof typeof reasonMessages, ...(keyof typeof reasonMessages)[]];
export type FaqReasonCode = (typeof FAQ_REASON_CODES)[number];

/** The engine reason code of a sync entry's `reason_key` (`engine.<frame>[_and_more].<code>`). */
export function reasonCodeOf(reasonKey: string | null | undefined): string | null {
  const match = /^engine\.[a-z_]+\.([a-z_]+)$/.exec(reasonKey ?? '');
  return match ? match[1]! : null;
}

const appSlug = () =>
  z
    .string()
    .max(60, { error: 'max' })
    .regex(/^[a-z0-9_-]+$/, { error: 'format' });

const fields = {
  question: requiredString(FAQ_QUESTION_MAX),
  /** rich text HTML; the server sanitizes it and refuses one without words */
  answer: z.string({ error: 'required' }).max(FAQ_ANSWER_MAX, { error: 'max' }),
  category: id().nullable(),
  app: appSlug().nullable(),
  locale: z.enum(FAQ_LOCALES, { error: 'required' }),
  reason_codes: z
    .array(z.enum(FAQ_REASON_CODES, { error: 'format' }))
    .max(20, { error: 'max_items' }),
  is_hidden: z.boolean({ error: 'required' }),
  visible_for_customer_only: z.boolean({ error: 'required' }),
};

/** A full item written by in-house staff. */
export const FaqItemInput = z
  .object({
    ...fields,
    category: fields.category.default(null),
    app: fields.app.default(null),
    reason_codes: fields.reason_codes.default([]),
    is_hidden: fields.is_hidden.default(false),
    visible_for_customer_only: fields.visible_for_customer_only.default(false),
  })
  .strict();
export type FaqItemInput = z.input<typeof FaqItemInput>;

/** The edit form: every field present. */
export const FaqItemForm = z.object(fields);
export type FaqItemForm = z.input<typeof FaqItemForm>;

/** Edit, hide/unhide, answer (edit + unhide) an item. */
export const FaqItemPatch = patchOf(z.object(fields).partial().strict());
export type FaqItemPatch = z.input<typeof FaqItemPatch>;

/** A customer (owner) sends a question in: stored hidden until in-house staff answer it. */
export const FaqQuestionInput = z
  .object({
    question: requiredString(FAQ_QUESTION_MAX),
    app: appSlug().nullable().optional(),
  })
  .strict();
export type FaqQuestionInput = z.input<typeof FaqQuestionInput>;

export const FaqEntry = z.object({
  id: z.number().int(),
  question: z.string(),
  /** sanitized HTML ('' for a question not answered yet) */
  answer: z.string(),
  category: z.number().int().nullable(),
  category_name: z.string(),
  app: z.string().nullable(),
  locale: z.enum(FAQ_LOCALES),
  reason_codes: z.array(z.string()),
  is_hidden: z.boolean(),
  visible_for_customer_only: z.boolean(),
  /** only for in-house staff; '' for everyone else */
  customer_name: z.string(),
  customer_email: z.string(),
  /** a question a customer sent in that has no answer yet */
  unanswered: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

/** `category`: an id, or `none` for the uncategorised; `app`: a slug, or `general`. */
export const FaqListQuery = PageQuery.extend({
  q: z.string().trim().max(FAQ_SEARCH_MAX, { error: 'max' }).optional(),
  category: z.union([z.literal('none'), queryId()]).optional(),
  app: appSlug().optional(),
  /** in-house staff choose; everyone else reads their interface language */
  locale: z.enum(FAQ_LOCALES).optional(),
  /** open one item (a notice links to it) */
  question: queryId().optional(),
}).strict();
export type FaqListQuery = z.infer<typeof FaqListQuery>;

/** How many of the matches each category holds (`category` null: uncategorised). */
export const FaqFacet = z.object({ category: z.number().int().nullable(), count: z.number() });
export type FaqFacet = z.infer<typeof FaqFacet>;

export const FaqPage = paginated(FaqEntry).extend({ facets: z.array(FaqFacet) });
export type FaqPage = z.infer<typeof FaqPage>;

export const FaqReasonsQuery = z
  .object({
    codes: z
      .string()
      .max(1000, { error: 'max' })
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z_]{1,60}$/, { error: 'format' })).max(50)),
    app: appSlug().optional(),
  })
  .strict();

const categoryFields = {
  name_sv: requiredString(FAQ_CATEGORY_NAME_MAX),
  name_en: requiredString(FAQ_CATEGORY_NAME_MAX),
  sort_order: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(0, { error: 'number_min' })
    .max(10_000, { error: 'number_max' }),
};

export const FaqCategoryInput = z
  .object({ ...categoryFields, sort_order: categoryFields.sort_order.default(0) })
  .strict();
export type FaqCategoryInput = z.input<typeof FaqCategoryInput>;

export const FaqCategoryPatch = patchOf(z.object(categoryFields).partial().strict());
export type FaqCategoryPatch = z.input<typeof FaqCategoryPatch>;

export const FaqCategory = z.object({
  id: z.number().int(),
  key: z.string(),
  name_sv: z.string(),
  name_en: z.string(),
  /** in the caller's language */
  name: z.string(),
  sort_order: z.number().int(),
  /** items filed under it, every language, hidden ones too */
  item_count: z.number().int(),
});
export type FaqCategory = z.infer<typeof FaqCategory>;
