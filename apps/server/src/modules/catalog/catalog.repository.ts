import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { catalogItems, faqItems } from '../../db/schema/catalog';
import { faqCategories } from '../../db/schema/help';
import type { CatalogItemRow, FaqItemRow } from '../../db/schema/catalog';

export interface CatalogFilter {
  kind: string;
  locale: AppLocale;
  search?: string;
  category?: string;
  limit: number;
  offset: number;
}

/** Active items of one kind; `search` matches the name or the description in the locale. */
export async function listCatalogItems(db: Db, filter: CatalogFilter) {
  const description =
    filter.locale === 'en' ? catalogItems.descriptionEn : catalogItems.descriptionSv;
  const conditions = [eq(catalogItems.kind, filter.kind), eq(catalogItems.active, true)];
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(catalogItems.name, pattern), ilike(description, pattern))!);
  }
  if (filter.category) conditions.push(eq(catalogItems.category, filter.category));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(catalogItems).where(where);
  const rows = await db
    .select()
    .from(catalogItems)
    .where(where)
    .orderBy(asc(catalogItems.sortOrder), asc(catalogItems.name), asc(catalogItems.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** One active item by kind and slug. */
export async function findCatalogItem(
  db: Db,
  kind: string,
  slug: string,
): Promise<CatalogItemRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogItems)
    .where(
      and(eq(catalogItems.kind, kind), eq(catalogItems.slug, slug), eq(catalogItems.active, true)),
    );
  return row;
}

export interface FaqFilter {
  /** an app's slug; undefined for the general questions */
  appSlug?: string;
  locale: AppLocale;
  /** include the items meant for customers (owners and colleagues) */
  customer: boolean;
}

/** The FAQ items shown: not hidden, in the locale, customer-only ones only to customers. */
export async function listFaqItems(
  db: Db,
  filter: FaqFilter,
): Promise<(FaqItemRow & { categoryKey: string | null })[]> {
  const conditions = [
    eq(faqItems.locale, filter.locale),
    eq(faqItems.isHidden, false),
    filter.appSlug === undefined ? isNull(faqItems.appSlug) : eq(faqItems.appSlug, filter.appSlug),
  ];
  if (!filter.customer) conditions.push(eq(faqItems.visibleForCustomerOnly, false));
  const rows = await db
    .select({ item: faqItems, categoryKey: faqCategories.key })
    .from(faqItems)
    .leftJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(and(...conditions))
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
  return rows.map((r) => ({ ...r.item, categoryKey: r.categoryKey }));
}
