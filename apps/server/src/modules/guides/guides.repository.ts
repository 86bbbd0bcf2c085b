import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogItems } from '../../db/schema/catalog';
import { guideImages, userGuides } from '../../db/schema/help';
import type { UserGuideRow } from '../../db/schema/help';

export type NewGuide = typeof userGuides.$inferInsert;

/** Who reads: in-house staff see every guide; a reader the published ones for their role. */
export type GuideReader = { kind: 'staff' } | { kind: 'reader'; role: string };

export interface GuideFilter {
  limit: number;
  offset: number;
  q?: string;
  app?: string;
  role?: string;
  locale?: string;
}

/** A title this close to the words searched for counts as a match (pg_trgm's word_similarity). */
const TITLE_SIMILARITY = 0.4;

/** The guide's text-search configuration: its own language's stemming. */
const searchConfig = sql`(CASE ${userGuides.locale} WHEN 'en' THEN 'english' ELSE 'swedish' END)::regconfig`;

/** Title, summary and the body's words (its tags dropped) as one document to search. */
const document = sql`${userGuides.title} || ' ' || ${userGuides.summary} || ' ' || regexp_replace(${userGuides.body}, '<[^>]*>', ' ', 'g')`;

function visibleTo(reader: GuideReader): SQL | undefined {
  if (reader.kind === 'staff') return undefined;
  return and(
    eq(userGuides.isPublished, true),
    sql`(cardinality(${userGuides.roles}) = 0 OR ${reader.role} = ANY(${userGuides.roles}))`,
  );
}

const matches = (q: string) =>
  sql`(to_tsvector(${searchConfig}, ${document}) @@ websearch_to_tsquery(${searchConfig}, ${q})
    OR word_similarity(${q}, ${userGuides.title}) >= ${TITLE_SIMILARITY})`;

const rank = (q: string) =>
  sql`ts_rank(to_tsvector(${searchConfig}, ${document}), websearch_to_tsquery(${searchConfig}, ${q}))
    + word_similarity(${q}, ${userGuides.title})`;

export async function listGuides(db: Db, reader: GuideReader, filter: GuideFilter) {
  const where = and(
    visibleTo(reader),
    filter.locale ? eq(userGuides.locale, filter.locale) : undefined,
    filter.app ? eq(userGuides.appSlug, filter.app) : undefined,
    filter.role
      ? sql`(cardinality(${userGuides.roles}) = 0 OR ${filter.role} = ANY(${userGuides.roles}))`
      : undefined,
    filter.q ? matches(filter.q) : undefined,
  );
  const order = filter.q
    ? [sql`${rank(filter.q)} DESC`, asc(userGuides.id)]
    : [asc(userGuides.sortOrder), asc(userGuides.title), asc(userGuides.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userGuides)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(userGuides)
      .where(where),
  ]);
  return { count: total?.count ?? 0, rows };
}

export async function findGuide(db: Db, reader: GuideReader, id: number) {
  const [row] = await db
    .select()
    .from(userGuides)
    .where(and(eq(userGuides.id, id), visibleTo(reader)));
  return row;
}

/** The same guide in another language, if the reader may read it. */
export async function findTranslation(db: Db, reader: GuideReader, guide: UserGuideRow) {
  const [row] = await db
    .select({ id: userGuides.id, locale: userGuides.locale, title: userGuides.title })
    .from(userGuides)
    .where(
      and(eq(userGuides.slug, guide.slug), ne(userGuides.locale, guide.locale), visibleTo(reader)),
    );
  return row;
}

/** The slugs of this language that begin with `base`, to pick a free one. */
export async function slugsLike(db: Db, locale: string, base: string) {
  const rows = await db
    .select({ slug: userGuides.slug })
    .from(userGuides)
    .where(
      and(eq(userGuides.locale, locale), sql`left(${userGuides.slug}, ${base.length}) = ${base}`),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function slugExists(db: Db, slug: string, locale: string) {
  const [row] = await db
    .select({ id: userGuides.id })
    .from(userGuides)
    .where(and(eq(userGuides.slug, slug), eq(userGuides.locale, locale)));
  return row !== undefined;
}

export async function insertGuide(db: Db, values: NewGuide) {
  const [row] = await db.insert(userGuides).values(values).returning();
  return row!;
}

export async function updateGuide(db: Db, id: number, values: Partial<NewGuide>) {
  const [row] = await db.update(userGuides).set(values).where(eq(userGuides.id, id)).returning();
  return row;
}

export async function deleteGuide(db: Db, id: number) {
  const rows = await db
    .delete(userGuides)
    .where(eq(userGuides.id, id))
    .returning({ id: userGuides.id });
  return rows.length > 0;
}

/** Whether the slug names an app or accounting system of the catalogue. */
export async function catalogueHas(db: Db, slug: string) {
  const [row] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.slug, slug), inArray(catalogItems.kind, ['app', 'accounting'])));
  return row !== undefined;
}

export async function insertGuideImage(db: Db, values: typeof guideImages.$inferInsert) {
  await db.insert(guideImages).values(values);
}

export async function findGuideImage(db: Db, token: string) {
  const [row] = await db
    .select({ mime: guideImages.mime, data: guideImages.data })
    .from(guideImages)
    .where(eq(guideImages.token, token));
  return row;
}
