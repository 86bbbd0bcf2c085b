import type { Db } from '../../db/client';
import { catalogItems } from '../../db/schema/catalog';

type NewCatalogItem = typeof catalogItems.$inferInsert;

/** SPEC §9: yearly billing saves SEK 100 (10 000 öre) per month per subscription. */
const YEARLY_SAVING_PER_MONTH = 10_000;

/** Prices in öre excluding VAT per billing interval, from the monthly price. */
export function intervalPrices(monthly: number): Record<string, number> {
  return {
    monthly,
    quarterly: 3 * monthly,
    semiannual: 6 * monthly,
    yearly: monthly === 0 ? 0 : 12 * (monthly - YEARLY_SAVING_PER_MONTH),
  };
}

const SHOP_LEDGERS = ['fortnox', 'visma', 'sie'];
// The payment providers' payouts settle a shop's clearing account in a ledger the engine posts to.
const PAYMENT_LEDGERS = ['fortnox', 'visma'];

const app = (item: Omit<NewCatalogItem, 'kind' | 'logo' | 'connectorId'>): NewCatalogItem => ({
  ...item,
  kind: 'app',
  logo: `/logos/${item.slug}.svg`,
  connectorId: item.slug,
});

const APPS: NewCatalogItem[] = [
  app({
    slug: 'shopify',
    name: 'Shopify',
    category: 'webshop',
    descriptionSv:
      'Bokför varje order, retur och Shopify Payments-utbetalning med avgifter. Försäljningen hamnar på ett avräkningskonto som utbetalningen nollar.',
    descriptionEn:
      'Books every order, refund and Shopify Payments payout with its fees. Sales go to a clearing account that the payout brings back to zero.',
    prices: intervalPrices(29_900),
    entities: ['orders', 'refunds', 'payouts', 'fees', 'articles', 'customers'],
    accountings: SHOP_LEDGERS,
    sortOrder: 10,
  }),
  app({
    slug: 'woocommerce',
    name: 'WooCommerce',
    category: 'webshop',
    descriptionSv:
      'Bokför ordrar och returer från din WordPress-butik med rätt moms per rad. Betalningar via Stripe eller Klarna stäms av mot deras utbetalningar.',
    descriptionEn:
      'Books orders and refunds from your WordPress shop with the right VAT on each line. Payments through Stripe or Klarna are reconciled against their payouts.',
    prices: intervalPrices(29_900),
    entities: ['orders', 'refunds', 'articles', 'customers'],
    accountings: SHOP_LEDGERS,
    sortOrder: 20,
  }),
  app({
    slug: 'stripe',
    name: 'Stripe',
    category: 'payment',
    descriptionSv:
      'Bokför Stripes utbetalningar till banken med avgifter, returer och återkrav, och stämmer av dem mot butikens försäljning.',
    descriptionEn:
      "Books Stripe's payouts to your bank with fees, refunds and chargebacks, and reconciles them against the shop's sales.",
    prices: intervalPrices(19_900),
    entities: ['payouts', 'fees', 'refunds', 'chargebacks'],
    accountings: PAYMENT_LEDGERS,
    isPayment: true,
    sortOrder: 30,
  }),
  app({
    slug: 'klarna',
    name: 'Klarna',
    category: 'payment',
    descriptionSv:
      'Bokför Klarnas avräkningar: utbetalning, avgifter och returer, och stämmer av dem mot butikens ordrar.',
    descriptionEn:
      "Books Klarna's settlements: the payout, its fees and refunds, and reconciles them against the shop's orders.",
    prices: intervalPrices(19_900),
    entities: ['payouts', 'fees', 'refunds'],
    accountings: PAYMENT_LEDGERS,
    isPayment: true,
    sortOrder: 40,
  }),
  app({
    slug: 'sendcloud',
    name: 'Sendcloud',
    category: 'shipping',
    descriptionSv:
      'Köp fraktetiketter hos PostNord, DHL, Bring, Budbee och DB Schenker direkt från dina ordrar, med ombud, spårning och utskrift. Fraktkostnaden kan bokföras med ingående moms.',
    descriptionEn:
      'Buy shipping labels from PostNord, DHL, Bring, Budbee and DB Schenker straight from your orders, with service points, tracking and printing. The freight cost can be booked with its input VAT.',
    prices: intervalPrices(14_900),
    entities: ['shipments', 'labels', 'tracking', 'freight'],
    // freight is booked through a ledger's API (ADR 042): not a standalone app beside the SIE file
    accountings: ['fortnox', 'visma'],
    sortOrder: 50,
  }),
];

const ledger = (item: Omit<NewCatalogItem, 'kind' | 'logo' | 'category' | 'prices'>) => ({
  ...item,
  kind: 'accounting',
  logo: `/logos/${item.slug}.svg`,
  category: 'accounting',
  prices: intervalPrices(0),
});

const ACCOUNTINGS: NewCatalogItem[] = [
  ledger({
    slug: 'fortnox',
    name: 'Fortnox',
    connectorId: 'fortnox',
    descriptionSv:
      'Verifikationer och kundfakturor skrivs direkt i Fortnox via deras API. Du ansluter med ditt Fortnox-konto.',
    descriptionEn:
      'Vouchers and customer invoices are written straight into Fortnox through its API. You connect with your Fortnox account.',
    entities: ['vouchers', 'invoices', 'customers', 'articles'],
    sortOrder: 110,
  }),
  ledger({
    slug: 'visma',
    name: 'Visma eEkonomi',
    connectorId: 'visma',
    descriptionSv:
      'Verifikationer och kundfakturor skrivs direkt i Visma eEkonomi via deras API. Du ansluter med ditt Visma-konto.',
    descriptionEn:
      'Vouchers and customer invoices are written straight into Visma eEkonomi through its API. You connect with your Visma account.',
    entities: ['vouchers', 'invoices', 'customers', 'articles'],
    sortOrder: 120,
  }),
  ledger({
    slug: 'sie',
    name: 'SIE 4-fil',
    connectorId: 'sie',
    descriptionSv:
      'Portalen bokför själv och ger dig verifikationerna som en SIE 4-fil per period, som du läser in i valfritt bokföringsprogram. Inget eget system behövs.',
    descriptionEn:
      'The portal keeps the books itself and gives you the vouchers as a SIE 4 file per period, to import into any accounting program. No system of your own is needed.',
    entities: ['vouchers'],
    standalone: true,
    sortOrder: 130,
  }),
];

const PRODUCTS: NewCatalogItem[] = [
  {
    kind: 'product',
    slug: 'history_import',
    name: 'Historikimport',
    logo: '',
    category: 'service',
    descriptionSv:
      'Import av äldre ordrar och utbetalningar än de 7 dagar som ingår. Kostar appens månadspris per månad historik och betalas med kort vid aktiveringen.',
    descriptionEn:
      "Import of orders and payouts older than the 7 days included. Costs the app's monthly price per month of history, paid by card on activation.",
    // the price per month of history is the app's own monthly price
    prices: {},
    sortOrder: 210,
  },
  {
    kind: 'product',
    slug: 'consultation_hour',
    name: 'Konsulttimme',
    logo: '',
    category: 'service',
    descriptionSv:
      'Hjälp av våra redovisningskonsulter med kontoplan, avstämning eller en särskild import. SEK 1 200 per timme exkl. moms.',
    descriptionEn:
      'Help from our accountants with the chart of accounts, reconciliation or a special import. SEK 1,200 per hour excl. VAT.',
    // SPEC §9: SEK 1,200 per hour excluding VAT
    prices: { unit: 120_000 },
    sortOrder: 220,
  },
];

export const CATALOG_SEED: readonly NewCatalogItem[] = [...APPS, ...ACCOUNTINGS, ...PRODUCTS];

/** The catalogue's eight working systems and its two products; rows that exist are kept. */
export async function seedCatalog(db: Db): Promise<void> {
  await db
    .insert(catalogItems)
    .values([...CATALOG_SEED])
    .onConflictDoNothing({ target: [catalogItems.kind, catalogItems.slug] });
}
