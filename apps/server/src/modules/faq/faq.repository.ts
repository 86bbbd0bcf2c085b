import { and, arrayOverlaps, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FaqLocale } from '@portal/contracts/schemas/faq';
import type { Db } from '../../db/client';
import { catalogItems, faqItems } from '../../db/schema/catalog';
import type { FaqItemRow } from '../../db/schema/catalog';
import { faqCategories } from '../../db/schema/help';
import { users } from '../../db/schema/users';

/**
 * Who reads the FAQ: in-house staff see every item (hidden ones flagged); customers (owners,
 * colleagues) the shown ones including those for customers only; everyone else the shown ones
 * meant for all.
 */
export interface FaqViewer {
  staff: boolean;
  customer: boolean;
}

/** Which app's items: undefined every app, null the general ones, a slug that app's. */
export type AppFilter = string | null | undefined;

export type FaqItemView = FaqItemRow & {
  categoryNameSv: string | null;
  categoryNameEn: string | null;
};

export function visibleTo(viewer: FaqViewer): SQL | undefined {
  if (viewer.staff) return undefined;
  const shown = eq(faqItems.isHidden, false);
  return viewer.customer ? shown : and(shown, eq(faqItems.visibleForCustomerOnly, false));
}

export function ofApp(app: AppFilter): SQL | undefined {
  if (app === undefined) return undefined;
  return app === null ? isNull(faqItems.appSlug) : eq(faqItems.appSlug, app);
}

const itemColumns = {
  item: faqItems,
  categoryNameSv: faqCategories.nameSv,
  categoryNameEn: faqCategories.nameEn,
};

const toView = (row: {
  item: FaqItemRow;
  categoryNameSv: string | null;
  categoryNameEn: string | null;
}): FaqItemView => ({
  ...row.item,
  categoryNameSv: row.categoryNameSv,
  categoryNameEn: row.categoryNameEn,
});

/** The items with these ids, in the order of `ids`. */
export async function findFaqItems(db: Db, ids: number[]): Promise<FaqItemView[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(itemColumns)
    .from(faqItems)
    .leftJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(inArray(faqItems.id, ids));
  const byId = new Map(rows.map((row) => [row.item.id, toView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findFaqItem(db: Db, id: number): Promise<FaqItemView | undefined> {
  return (await findFaqItems(db, [id]))[0];
}

export type FaqItemValues = Omit<typeof faqItems.$inferInsert, 'id'>;

export async function insertFaqItem(db: Db, values: FaqItemValues): Promise<number> {
  const [row] = await db.insert(faqItems).values(values).returning({ id: faqItems.id });
  return row!.id;
}

export async function updateFaqItem(db: Db, id: number, values: Partial<FaqItemValues>) {
  await db.update(faqItems).set(values).where(eq(faqItems.id, id));
}

export async function deleteFaqItem(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
  return rows.length > 0;
}

/** Shown items in a language answering any of these reason codes, an app's before general ones. */
export async function listFaqForReasons(
  db: Db,
  filter: { locale: FaqLocale; codes: string[]; app: AppFilter; viewer: FaqViewer },
): Promise<FaqItemView[]> {
  const app =
    filter.app === undefined
      ? undefined
      : or(
          isNull(faqItems.appSlug),
          filter.app === null ? undefined : eq(faqItems.appSlug, filter.app),
        );
  const rows = await db
    .select(itemColumns)
    .from(faqItems)
    .leftJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(
      and(
        eq(faqItems.locale, filter.locale),
        eq(faqItems.isHidden, false),
        visibleTo({ ...filter.viewer, staff: false }),
        arrayOverlaps(faqItems.reasonCodes, filter.codes),
        app,
      ),
    )
    .orderBy(sql`${faqItems.appSlug} IS NULL`, asc(faqItems.sortOrder), asc(faqItems.id))
    .limit(100);
  return rows.map(toView);
}

export async function isCatalogApp(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.slug, slug), eq(catalogItems.kind, 'app')));
  return row !== undefined;
}

export async function findUserContact(db: Db, id: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** In-house staff who are told about a question a customer sent in. */
export async function activeStaffIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Inhouse'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}
