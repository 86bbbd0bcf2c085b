import { asc, count, eq, ne, and, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqItems } from '../../db/schema/catalog';
import { faqCategories } from '../../db/schema/help';
import type { FaqCategoryRow } from '../../db/schema/help';

export type FaqCategoryView = FaqCategoryRow & { itemCount: number };

/** Every category with how many items (any language, hidden ones too) are filed under it. */
export async function listFaqCategories(db: Db): Promise<FaqCategoryView[]> {
  const rows = await db
    .select({ category: faqCategories, itemCount: count(faqItems.id) })
    .from(faqCategories)
    .leftJoin(faqItems, eq(faqItems.categoryId, faqCategories.id))
    .groupBy(faqCategories.id)
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.nameSv), asc(faqCategories.id));
  return rows.map((row) => ({ ...row.category, itemCount: Number(row.itemCount) }));
}

export async function findFaqCategory(db: Db, id: number): Promise<FaqCategoryView | undefined> {
  return (await listFaqCategories(db)).find((category) => category.id === id);
}

/** A category other than `exceptId` already named so (either language, any case). */
export async function categoryNameTaken(
  db: Db,
  names: { nameSv: string; nameEn: string },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(
      and(
        or(
          sql`lower(${faqCategories.nameSv}) = lower(${names.nameSv})`,
          sql`lower(${faqCategories.nameEn}) = lower(${names.nameEn})`,
        ),
        exceptId === undefined ? undefined : ne(faqCategories.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function categoryKeyTaken(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.key, key));
  return row !== undefined;
}

export async function insertFaqCategory(
  db: Db,
  values: { key: string; nameSv: string; nameEn: string; sortOrder: number },
): Promise<number> {
  const [row] = await db.insert(faqCategories).values(values).returning({ id: faqCategories.id });
  return row!.id;
}

export async function updateFaqCategory(
  db: Db,
  id: number,
  values: Partial<{ nameSv: string; nameEn: string; sortOrder: number }>,
  at: Date,
) {
  await db
    .update(faqCategories)
    .set({ ...values, updatedAt: at })
    .where(eq(faqCategories.id, id));
}

/** Deletes a category; its items stay, uncategorised (the foreign key sets them to null). */
export async function deleteFaqCategory(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(faqCategories)
    .where(eq(faqCategories.id, id))
    .returning({ id: faqCategories.id });
  return rows.length > 0;
}
