import {
  GUIDE_BODY_MAX,
  type Guide,
  type GuideInput,
  type GuidePatch,
  type GuideQuery,
  type GuideSummary,
} from '@portal/contracts/schemas/guides';
import type { AppContext } from '../../context';
import type { UserGuideRow } from '../../db/schema/help';
import { isUniqueViolation } from '../../db/errors';
import { fieldError, HttpError, notFound } from '../../http/http-error';
import { isBlankRichText, sanitizeRichText } from '../../http/rich-text';
import type { Scope } from '../tenancy/scope';
import {
  catalogueHas,
  deleteGuide,
  findGuide,
  findTranslation,
  insertGuide,
  listGuides,
  slugExists,
  slugsLike,
  updateGuide,
} from './guides.repository';
import type { GuideReader, NewGuide } from './guides.repository';
import { slugOf } from './slug';

const conflict = (field: string, key: string) =>
  new HttpError(409, 'conflict', { errors: { [field]: [{ key }] } });

const readerOf = (scope: Scope): GuideReader =>
  scope.role === 'Inhouse' && scope.all
    ? { kind: 'staff' }
    : { kind: 'reader', role: scope.role ?? '' };

function toSummary(row: UserGuideRow): GuideSummary {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale as GuideSummary['locale'],
    title: row.title,
    summary: row.summary,
    app: row.appSlug,
    roles: row.roles as GuideSummary['roles'],
    published: row.isPublished,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Readers get the published guides of their language written for their role; in-house staff
 * every guide, narrowed by language and audience if they ask.
 */
export async function listGuidesFor(
  ctx: AppContext,
  scope: Scope,
  locale: 'sv' | 'en',
  query: GuideQuery,
) {
  const reader = readerOf(scope);
  const staff = reader.kind === 'staff';
  const { count, rows } = await listGuides(ctx.db, reader, {
    limit: query.limit,
    offset: query.offset,
    ...(query.q ? { q: query.q } : {}),
    ...(query.app ? { app: query.app } : {}),
    ...(staff && query.role ? { role: query.role } : {}),
    ...(staff ? (query.locale ? { locale: query.locale } : {}) : { locale }),
  });
  return { count, results: rows.map(toSummary) };
}

export async function getGuide(ctx: AppContext, scope: Scope, id: number): Promise<Guide> {
  const reader = readerOf(scope);
  const row = await findGuide(ctx.db, reader, id);
  if (!row) throw notFound();
  const other = await findTranslation(ctx.db, reader, row);
  return {
    ...toSummary(row),
    body: row.body,
    translation: other ? { ...other, locale: other.locale as Guide['locale'] } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The stored body: sanitized, not blank, within the limit. */
function storableBody(html: string): string {
  const body = sanitizeRichText(html);
  if (isBlankRichText(body))
    throw fieldError('validation_error', 'body', 'guides.errors.body_blank');
  if (body.length > GUIDE_BODY_MAX)
    throw fieldError('validation_error', 'body', 'guides.errors.body_too_long', {
      max: GUIDE_BODY_MAX,
    });
  return body;
}

async function checkApp(ctx: AppContext, app: string | null | undefined) {
  if (app && !(await catalogueHas(ctx.db, app)))
    throw fieldError('validation_error', 'app', 'guides.errors.unknown_app');
}

/** A slug of the title not yet used in the language: `connect-shopify`, `connect-shopify-2` … */
async function freeSlug(ctx: AppContext, title: string, locale: string) {
  const base = slugOf(title);
  const taken = await slugsLike(ctx.db, locale, base);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The slug a new guide takes: its original's when it is the other language's version. */
async function slugFor(ctx: AppContext, input: GuideInput) {
  if (input.translation_of === undefined) return freeSlug(ctx, input.title, input.locale);
  const original = await findGuide(ctx.db, { kind: 'staff' }, input.translation_of);
  if (!original) throw fieldError('validation_error', 'translation_of', 'validation.no_such');
  if (original.locale === input.locale)
    throw fieldError('validation_error', 'locale', 'guides.errors.translation_same_language');
  if (await slugExists(ctx.db, original.slug, input.locale))
    throw conflict('locale', 'guides.errors.translation_exists');
  return original.slug;
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // two writers took the same slug at once
    if (isUniqueViolation(error)) throw conflict('title', 'guides.errors.title_taken');
    throw error;
  }
}

export async function createGuide(ctx: AppContext, scope: Scope, input: GuideInput) {
  const body = storableBody(input.body);
  await checkApp(ctx, input.app);
  const slug = await slugFor(ctx, input);
  const now = ctx.clock.now();
  const row = await saving(() =>
    insertGuide(ctx.db, {
      slug,
      locale: input.locale,
      title: input.title,
      summary: input.summary,
      body,
      appSlug: input.app,
      roles: [...new Set(input.roles)],
      isPublished: input.published,
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getGuide(ctx, scope, row.id);
}

export async function patchGuide(ctx: AppContext, scope: Scope, id: number, patch: GuidePatch) {
  if (!(await findGuide(ctx.db, { kind: 'staff' }, id))) throw notFound();
  await checkApp(ctx, patch.app);
  const values: Partial<NewGuide> = {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
    ...(patch.body !== undefined ? { body: storableBody(patch.body) } : {}),
    ...(patch.app !== undefined ? { appSlug: patch.app } : {}),
    ...(patch.roles !== undefined ? { roles: [...new Set(patch.roles)] } : {}),
    ...(patch.published !== undefined ? { isPublished: patch.published } : {}),
    updatedBy: scope.actorId,
    updatedAt: ctx.clock.now(),
  };
  if (!(await updateGuide(ctx.db, id, values))) throw notFound();
  return getGuide(ctx, scope, id);
}

export async function removeGuide(ctx: AppContext, id: number) {
  if (!(await deleteGuide(ctx.db, id))) throw notFound();
}
