import { z } from 'zod';

/** A version name: the month it was published, `2026-11`. */
export const TermsVersionName = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'format' });

/** The terms and conditions of one version, in the caller's language. */
export const Terms = z.object({
  version: z.string(),
  published_at: z.iso.datetime(),
  locale: z.enum(['sv', 'en']),
  /** plain text: paragraphs separated by blank lines, headings start with `## ` */
  body: z.string(),
  current: z.boolean(),
});
export type Terms = z.infer<typeof Terms>;

export const TermsQuery = z.object({ version: TermsVersionName.optional() });

export const TermsVersion = z.object({
  version: z.string(),
  published_at: z.iso.datetime(),
  current: z.boolean(),
});
export type TermsVersion = z.infer<typeof TermsVersion>;
