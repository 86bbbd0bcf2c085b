import { z } from 'zod';
import { POSTING_MODELS } from './subscriptions';

/** e2 (ADR 024): what the ledger writes back to the shop's articles. */
export const ARTICLE_WRITE_BACKS = ['none', 'price', 'stock', 'both'] as const;
export type ArticleWriteBack = (typeof ARTICLE_WRITE_BACKS)[number];

/** Only shops that keep articles, booked into ledgers that keep them, can be written back to. */
export const articleWriteBackAvailable = (application: string, accounting: string): boolean =>
  ['shopify', 'woocommerce'].includes(application) && ['fortnox', 'visma'].includes(accounting);

/** The accounts of SPEC §3's custom account mapping that the engine books to. */
export const MAPPED_ACCOUNTS = [
  'clearing',
  'bank',
  'fees',
  'suspense',
  'disputes',
  'shipping',
  'discount',
  'rounding',
  'giftCardLiability',
  'exchangeGain',
  'exchangeLoss',
  'revenue25',
  'revenue12',
  'revenue6',
  'revenue0',
  'vat25',
  'vat12',
  'vat6',
] as const;
export type MappedAccount = (typeof MAPPED_ACCOUNTS)[number];

/**
 * The range of the BAS chart an account of each kind is expected in (SPEC §5: an account outside
 * it asks for confirmation, showing minimum and maximum).
 */
export const BAS_RANGES: Record<MappedAccount, { min: number; max: number }> = {
  clearing: { min: 1500, max: 1699 },
  bank: { min: 1900, max: 1999 },
  fees: { min: 6000, max: 6999 },
  suspense: { min: 1600, max: 1799 },
  disputes: { min: 6000, max: 6999 },
  shipping: { min: 3000, max: 3999 },
  discount: { min: 3000, max: 3999 },
  rounding: { min: 3000, max: 3999 },
  giftCardLiability: { min: 2400, max: 2499 },
  exchangeGain: { min: 3900, max: 3999 },
  exchangeLoss: { min: 7900, max: 7999 },
  revenue25: { min: 3000, max: 3999 },
  revenue12: { min: 3000, max: 3999 },
  revenue6: { min: 3000, max: 3999 },
  revenue0: { min: 3000, max: 3999 },
  vat25: { min: 2600, max: 2699 },
  vat12: { min: 2600, max: 2699 },
  vat6: { min: 2600, max: 2699 },
};

export const accountNumber = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'mandatory_account' })
    .regex(/^\d{4}$/, { error: 'account_number' });

export const Configuration = z.object({
  posting_model: z.enum(POSTING_MODELS),
  accounts: z.record(z.enum(MAPPED_ACCOUNTS), z.string()),
  defaults: z.record(z.enum(MAPPED_ACCOUNTS), z.string()),
  /** BAS names of the accounts shown, where known */
  names: z.record(z.string(), z.string()),
  article_write_back: z.enum(ARTICLE_WRITE_BACKS),
  /** whether the app and the ledger both keep articles, so the choice applies */
  article_write_back_available: z.boolean(),
});
export type Configuration = z.infer<typeof Configuration>;

export const SaveConfiguration = z.object({
  posting_model: z.enum(POSTING_MODELS),
  accounts: z.object(
    Object.fromEntries(MAPPED_ACCOUNTS.map((key) => [key, accountNumber()])) as Record<
      MappedAccount,
      ReturnType<typeof accountNumber>
    >,
  ),
  /** accounts outside their BAS range that the user has confirmed */
  confirmed: z.array(z.enum(MAPPED_ACCOUNTS)).max(MAPPED_ACCOUNTS.length).default([]),
  /** left out: the saved choice stays */
  article_write_back: z.enum(ARTICLE_WRITE_BACKS).optional(),
});
export type SaveConfiguration = z.input<typeof SaveConfiguration>;

/** The accounts of a mapping that lie outside their expected range. */
export function outOfRange(accounts: Partial<Record<MappedAccount, string>>): MappedAccount[] {
  return MAPPED_ACCOUNTS.filter((key) => {
    const value = accounts[key];
    if (!value || !/^\d{4}$/.test(value)) return false;
    const n = Number(value);
    return n < BAS_RANGES[key].min || n > BAS_RANGES[key].max;
  });
}
