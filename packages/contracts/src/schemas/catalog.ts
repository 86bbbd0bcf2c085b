import { z } from 'zod';
import { PageQuery } from '../pagination';
import { id, requiredString } from '../validation';

/** SPEC §3: the catalogue has three lists. */
export const CATALOG_KINDS = ['app', 'accounting', 'product'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

export const CATALOG_CATEGORIES = [
  'webshop',
  'payment',
  'shipping',
  'accounting',
  'service',
] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** SPEC §9 billing intervals, the keys of a catalogue item's prices. */
export const PRICE_INTERVALS = ['monthly', 'quarterly', 'semiannual', 'yearly'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];
/** A product's price is per unit (a consultation hour) rather than per interval. */
export const PRICE_KEYS = [...PRICE_INTERVALS, 'unit'] as const;

/** SEK excluding VAT with two decimals ("299.00"). */
const Sek = z.string().regex(/^\d+\.\d{2}$/);

/** One catalogue row as the caller sees it: the description is in the caller's language. */
export const CatalogItem = z.object({
  id: z.number().int(),
  kind: z.enum(CATALOG_KINDS),
  slug: z.string(),
  name: z.string(),
  /** a path under the portal's own origin */
  logo: z.string(),
  description: z.string(),
  category: z.string(),
  /** price per billing interval (products: per unit), SEK excluding VAT; any may be missing */
  prices: z.partialRecord(z.enum(PRICE_KEYS), Sek),
  /** what the app syncs: orders, refunds, payouts, … */
  entities: z.array(z.string()),
  /** slugs of the accountings an app works with */
  accountings: z.array(z.string()),
  is_payment: z.boolean(),
  standalone: z.boolean(),
});
export type CatalogItem = z.infer<typeof CatalogItem>;

export const CatalogQuery = PageQuery.extend({
  /** part of the name or the description */
  search: z.string().max(200).optional(),
  category: z.enum(CATALOG_CATEGORIES).optional(),
});
export type CatalogQuery = z.input<typeof CatalogQuery>;

/** The FAQ of one app (`app`), or the general questions without it. */
export const FaqQuery = z.object({
  app: z
    .string()
    .max(60)
    .regex(/^[a-z0-9_-]+$/, { error: 'format' })
    .optional(),
});

export const FaqItem = z.object({
  id: z.number().int(),
  app_slug: z.string().nullable(),
  category: z.string(),
  question: z.string(),
  /** sanitized rich text HTML */
  answer: z.string(),
});
export type FaqItem = z.infer<typeof FaqItem>;

/** POST subscriptions/: connect `application` to `accounting` for a company (Pending). */
export const CreateSubscriptionRequest = z.object({
  application: requiredString(60),
  accounting: requiredString(60),
  /** the company's id; the active company when left out */
  company_id: id().optional(),
});
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequest>;
