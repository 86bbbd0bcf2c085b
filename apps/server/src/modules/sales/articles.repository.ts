import type { CanonicalArticle } from '@portal/connectors/model/article';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncedArticles } from '../../db/schema/sales';
import type { SyncedArticleRow } from '../../db/schema/sales';

/** The article row of one app variant: subscription, source and the variant's id. */
export interface ArticleKey {
  subscriptionId: number;
  source: string;
  variantId: string;
}

const byKey = (key: ArticleKey) =>
  and(
    eq(syncedArticles.subscriptionId, key.subscriptionId),
    eq(syncedArticles.source, key.source),
    eq(syncedArticles.sourceId, key.variantId),
  );

export async function findArticle(db: Db, key: ArticleKey): Promise<SyncedArticleRow | undefined> {
  const [row] = await db.select().from(syncedArticles).where(byKey(key));
  return row;
}

/** Another variant of the subscription already synced under this article number, if any. */
export async function otherVariantWithNumber(db: Db, key: ArticleKey, number: string) {
  const [row] = await db
    .select({ variantId: syncedArticles.sourceId, name: syncedArticles.name })
    .from(syncedArticles)
    .where(
      and(
        eq(syncedArticles.subscriptionId, key.subscriptionId),
        eq(syncedArticles.productNumber, number),
        ne(syncedArticles.sourceId, key.variantId),
      ),
    )
    .limit(1);
  return row;
}

/** The subscription's variants synced under an article number of the ledger (e2). */
export async function articlesWithNumber(db: Db, subscriptionId: number, number: string) {
  return db
    .select()
    .from(syncedArticles)
    .where(
      and(
        eq(syncedArticles.subscriptionId, subscriptionId),
        eq(syncedArticles.productNumber, number),
      ),
    );
}

/** What the shop says of the variant now: written on every read, so the row shows it. */
function shopValues(article: CanonicalArticle) {
  return {
    productId: article.productId,
    productNumber: article.number,
    name: article.name,
    sku: article.sku,
    quantity: article.stock,
    price: article.price,
    vatRate: String(article.vatRate),
    unit: article.unit,
    currency: article.currency,
    lastUpdated: new Date(article.updatedAt),
    updatedAt: new Date(),
  };
}

/**
 * Keeps what the engine read of a variant. With `entry`, the row follows that sync entry from
 * now on (its state comes through the trigger of migration 0011); without, only the shop's
 * values change. A new variant always comes with its entry.
 */
export async function saveArticleRead(
  db: Db,
  key: ArticleKey & { companyId: number },
  article: CanonicalArticle,
  entry?: { id: number; status: string; reason: string },
): Promise<void> {
  const values = shopValues(article);
  const follow = entry
    ? { syncEntryId: entry.id, syncStatus: entry.status, reason: entry.reason }
    : undefined;
  await db
    .insert(syncedArticles)
    .values({
      subscriptionId: key.subscriptionId,
      companyId: key.companyId,
      source: key.source,
      sourceId: key.variantId,
      ...values,
      syncStatus: 'Pending',
      ...follow,
    })
    .onConflictDoUpdate({
      target: [syncedArticles.subscriptionId, syncedArticles.source, syncedArticles.sourceId],
      set: { ...values, ...follow },
    });
}

/** The ledger holds the article as hashed (e1): its number there and the hash synced. */
export async function markArticleSynced(
  db: Db,
  key: ArticleKey,
  synced: { hash: string; numberInAccounting: string },
): Promise<void> {
  await db
    .update(syncedArticles)
    .set({ syncedHash: synced.hash, numberInAccounting: synced.numberInAccounting })
    .where(byKey(key));
}

/** The shop's price and stock after e2 wrote them back. */
export async function setArticleShopValues(
  db: Db,
  key: ArticleKey,
  values: { price?: number; quantity?: number },
): Promise<void> {
  if (values.price === undefined && values.quantity === undefined) return;
  await db
    .update(syncedArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(byKey(key));
}
