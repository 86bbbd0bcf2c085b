import { z } from 'zod';
import { PageQuery, paginated } from '../pagination';
import { id, patchOf, requiredString } from '../validation';

/**
 * User guides (/guides, issue 17): written by in-house staff in Swedish and English. The two
 * language versions of a guide share its `slug`; `roles` is its audience (empty: every reader).
 */
export const GUIDE_LOCALES = ['sv', 'en'] as const;
export type GuideLocale = (typeof GUIDE_LOCALES)[number];

/** The roles that open /guides to read (SPEC §2), so the audiences a guide can have. */
export const GUIDE_AUDIENCE = [
  'Owner',
  'Colleague',
  'MasterAccountant',
  'PartnerAccountant',
] as const;
export type GuideAudience = (typeof GUIDE_AUDIENCE)[number];

export const GUIDE_TITLE_MAX = 200;
export const GUIDE_SUMMARY_MAX = 500;
/** The body's length as stored, after sanitizing. */
export const GUIDE_BODY_MAX = 100_000;
/** What may be sent before sanitizing: the editor's markup costs a little more than it keeps. */
const GUIDE_BODY_INPUT_MAX = 2 * GUIDE_BODY_MAX;
/** Images in a guide (PNG, JPEG, GIF or WebP, by content): at most 5 MB. */
export const GUIDE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const GUIDE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A catalogue item's slug: the app or accounting system the guide is about. */
const appSlug = () =>
  z
    .string({ error: 'required' })
    .trim()
    .regex(/^[a-z0-9_-]{1,64}$/, { error: 'no_such' });

const GuideFields = z.object({
  title: requiredString(GUIDE_TITLE_MAX),
  summary: z.string({ error: 'required' }).trim().max(GUIDE_SUMMARY_MAX, { error: 'max' }),
  body: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(GUIDE_BODY_INPUT_MAX, { error: 'max' }),
  app: appSlug().nullable(),
  roles: z
    .array(z.enum(GUIDE_AUDIENCE, { error: 'no_such' }), { error: 'required' })
    .max(GUIDE_AUDIENCE.length, { error: 'max' }),
  published: z.boolean({ error: 'required' }),
});

export const GuideInput = GuideFields.extend({
  locale: z.enum(GUIDE_LOCALES, { error: 'required' }),
  /** the other language's version: the new guide shares its slug ("Add English version") */
  translation_of: id().optional(),
});
export type GuideInput = z.input<typeof GuideInput>;

/** The editor's fields; the language is fixed once the guide exists. */
export const GuideForm = GuideFields.extend({
  locale: z.enum(GUIDE_LOCALES, { error: 'required' }),
});
export type GuideForm = z.input<typeof GuideForm>;

export const GuidePatch = patchOf(GuideFields.partial());
export type GuidePatch = z.input<typeof GuidePatch>;

const GuideLink = z.object({
  id: z.number().int(),
  locale: z.enum(GUIDE_LOCALES),
  title: z.string(),
});

/** A guide in a list: everything but its body. */
export const GuideSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  locale: z.enum(GUIDE_LOCALES),
  title: z.string(),
  summary: z.string(),
  app: z.string().nullable(),
  roles: z.array(z.enum(GUIDE_AUDIENCE)),
  published: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type GuideSummary = z.infer<typeof GuideSummary>;

export const Guide = GuideSummary.extend({
  /** sanitized rich text HTML */
  body: z.string(),
  /** the other language's version, when there is one the caller may read */
  translation: GuideLink.nullable(),
  created_at: z.iso.datetime(),
});
export type Guide = z.infer<typeof Guide>;

export const GuideQuery = PageQuery.extend({
  /** words of the title, summary or body; a typo in the title still finds it */
  q: z.string().trim().max(200, { error: 'max' }).optional(),
  app: appSlug().optional(),
  /** in-house staff: guides for this audience */
  role: z.enum(GUIDE_AUDIENCE, { error: 'no_such' }).optional(),
  /** in-house staff: one language (readers always get their own) */
  locale: z.enum(GUIDE_LOCALES, { error: 'no_such' }).optional(),
}).strict();
export type GuideQuery = z.infer<typeof GuideQuery>;

export const GuidePage = paginated(GuideSummary);

export const GuideImage = z.object({ url: z.string() });
export type GuideImage = z.infer<typeof GuideImage>;
