import { vatInGross, vatOnNet } from '../money';

/**
 * A shop's product variant as an article (SPEC §9 e1, e2). A product without variants is one
 * article whose variant id is the product's. Amounts are integer minor units of `currency`.
 */
export interface CanonicalArticle {
  /** e.g. 'shopify', 'woocommerce' */
  source: string;
  /** the variant's id in the app (a product without variants: the product's own) */
  variantId: string;
  productId: string;
  /** the article number in the ledger: the SKU, or one made from the variant id */
  number: string;
  /** the SKU as the shop has it ('' when none) */
  sku: string;
  /** product and variant title, as a customer reads it */
  name: string;
  /** price including VAT */
  price: number;
  /** price excluding VAT */
  netPrice: number;
  /** whole percent (25, 12, 6, 0) */
  vatRate: number;
  unit: string;
  /** stock in the shop; null when the shop does not track it */
  stock: number | null;
  currency: string;
  /** the later of the product's and the variant's update times, ISO 8601 */
  updatedAt: string;
}

/** What the ledger holds of an article, as e2 writes it back to the shop. */
export interface LedgerArticle {
  number: string;
  name: string;
  /** price excluding VAT, minor units of SEK */
  netPrice: number;
  vatRate: number;
  unit: string;
  /** null when the ledger keeps no stock for it */
  stock: number | null;
}

/** What the engine asks a ledger to hold under an article number (e1). */
export interface LedgerArticleInput {
  number: string;
  name: string;
  /** excluding VAT, minor units of SEK */
  netPrice: number;
  /** including VAT, for ledgers that keep both (Visma) */
  price: number;
  vatRate: number;
  unit: string;
  /** the revenue account sales of the article are booked on (its VAT rate's) */
  salesAccount: string;
  /** given on creation only; null leaves the ledger's stock alone */
  stock: number | null;
  /**
   * What the ledger is the master of (the subscription writes it back to the shop, e2): sent
   * when the article is created, never changed afterwards.
   */
  ledgerOwns: readonly ('price' | 'stock')[];
}

export interface ArticleUpsert {
  outcome: 'created' | 'updated' | 'unchanged';
  /** the article's number in the ledger */
  number: string;
}

/** Net from a VAT-inclusive price: gross − the VAT inside it. */
export const netOfGross = (gross: number, vatRate: number) => gross - vatInGross(gross, vatRate);

/** Gross from a net price: net + VAT on it. */
export const grossOfNet = (net: number, vatRate: number) => net + vatOnNet(net, vatRate);
