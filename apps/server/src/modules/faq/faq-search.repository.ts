import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FaqLocale } from '@portal/contracts/schemas/faq';
import type { Db } from '../../db/client';
import { faqItems } from '../../db/schema/catalog';
import { alikeIn, vocabularyOf } from './faq-search';
import type { Vocabulary } from './faq-search';
import { ofApp, visibleTo } from './faq.repository';
import type { AppFilter, FaqViewer } from './faq.repository';

/** Both drivers' `execute` results as rows. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/** The text-search configuration of each FAQ language (both ship with PostgreSQL and PGlite). */
const CONFIG: Record<FaqLocale, SQL> = {
  sv: sql.raw(`'swedish'::regconfig`),
  en: sql.raw(`'english'::regconfig`),
};

/** An answer's words: its HTML tags left out. */
const plainAnswer = sql`regexp_replace(${faqItems.answer}, '<[^>]+>', ' ', 'g')`;

/** Question and answer as one document, the question's words weighing more. */
const document = (locale: FaqLocale) =>
  sql`(setweight(to_tsvector(${CONFIG[locale]}, ${faqItems.question}), 'A') || setweight(to_tsvector(${CONFIG[locale]}, ${plainAnswer}), 'B'))`;

/** How long a language's vocabulary is reused before it is read again (another server's edits). */
const VOCABULARY_TTL_MS = 60_000;
const vocabularies = new WeakMap<Db, Map<FaqLocale, { at: number; vocabulary: Vocabulary }>>();

/** Forgets the vocabularies read from this database: an item was written. */
export function forgetVocabulary(db: Db): void {
  vocabularies.delete(db);
}

/** Every distinct lower-cased word of the questions and answers in a language. */
async function vocabularyFor(db: Db, locale: FaqLocale): Promise<Vocabulary> {
  const cached = vocabularies.get(db)?.get(locale);
  if (cached && Date.now() - cached.at < VOCABULARY_TTL_MS) return cached.vocabulary;
  // ts_stat lists a query's distinct words fast; the locale is one of two fixed values
  const documents = `select to_tsvector('simple', question || ' ' || regexp_replace(answer, '<[^>]+>', ' ', 'g')) from faq_items where locale = '${locale === 'en' ? 'en' : 'sv'}'`;
  const result = await db.execute(sql`SELECT word FROM ts_stat(${documents})`);
  const vocabulary = vocabularyOf(rowsOf<{ word: string }>(result).map((row) => row.word));
  const perLocale = vocabularies.get(db) ?? new Map();
  perLocale.set(locale, { at: Date.now(), vocabulary });
  vocabularies.set(db, perLocale);
  return vocabulary;
}

/**
 * For each query word, the words of the FAQ (in that language) spelled most like it, by
 * pg_trgm's trigram similarity.
 */
export async function alikeWords(
  db: Db,
  locale: FaqLocale,
  words: string[],
): Promise<Map<string, string[]>> {
  if (!words.some((word) => word.length >= 3)) return new Map();
  return alikeIn(await vocabularyFor(db, locale), words);
}

export interface FaqMatchFilter {
  locale: FaqLocale;
  app: AppFilter;
  viewer: FaqViewer;
  /** a `to_tsquery` text built by `buildTsQuery`; null lists every item */
  tsQuery: string | null;
  /** the query as typed, for ranking questions spelled like it */
  text: string;
  only?: number;
}

export interface FaqMatch {
  id: number;
  categoryId: number | null;
}

/** Ids (and categories) of the items the caller sees that match, best first. */
export async function matchFaq(db: Db, filter: FaqMatchFilter): Promise<FaqMatch[]> {
  const base = and(
    eq(faqItems.locale, filter.locale),
    visibleTo(filter.viewer),
    ofApp(filter.app),
    filter.only === undefined ? undefined : eq(faqItems.id, filter.only),
  );
  const columns = { id: faqItems.id, categoryId: faqItems.categoryId };
  const usual = [
    sql`${faqItems.appSlug} IS NOT NULL`,
    asc(faqItems.appSlug),
    asc(faqItems.sortOrder),
    asc(faqItems.id),
  ];
  if (filter.tsQuery === null) {
    return db
      .select(columns)
      .from(faqItems)
      .where(base)
      .orderBy(...usual);
  }
  // each item's document is built once (materialized), then matched and ranked
  const query = sql`to_tsquery(${CONFIG[filter.locale]}, ${filter.tsQuery})`;
  const result = await db.execute(sql`
    WITH docs AS MATERIALIZED (
      SELECT ${faqItems.id} AS id, ${faqItems.categoryId} AS category_id,
        ${faqItems.question} AS question, ${faqItems.appSlug} AS app_slug,
        ${faqItems.sortOrder} AS sort_order, ${document(filter.locale)} AS doc
      FROM ${faqItems} WHERE ${base ?? sql`true`}
    ), q AS MATERIALIZED (SELECT ${query} AS query)
    SELECT docs.id, docs.category_id FROM docs, q
    WHERE docs.doc @@ q.query
    ORDER BY ts_rank(docs.doc, q.query) + word_similarity(${filter.text}, docs.question) DESC,
      docs.app_slug IS NOT NULL, docs.app_slug, docs.sort_order, docs.id`);
  return rowsOf<{ id: number; category_id: number | null }>(result).map((row) => ({
    id: Number(row.id),
    categoryId: row.category_id === null ? null : Number(row.category_id),
  }));
}
