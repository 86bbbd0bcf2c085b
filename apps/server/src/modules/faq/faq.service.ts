import { can } from '@portal/contracts/permissions';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  FaqEntry,
  FaqFacet,
  FaqItemInput,
  FaqItemPatch,
  FaqListQuery,
  FaqQuestionInput,
} from '@portal/contracts/schemas/faq';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../http/http-error';
import { isBlankRichText, sanitizeRichText } from '../../http/rich-text';
import { dispatchEmails } from '../mail/mail.service';
import { sendNotice } from '../notifications/send-notice';
import type { Scope } from '../tenancy/scope';
import { findFaqCategory } from './faq-categories.repository';
import { toFaqEntry } from './faq-dto';
import { alikeWords, forgetVocabulary, matchFaq } from './faq-search.repository';
import type { FaqMatch } from './faq-search.repository';
import { buildTsQuery, queryWords } from './faq-search';
import {
  activeStaffIds,
  deleteFaqItem,
  findFaqItem,
  findFaqItems,
  findUserContact,
  insertFaqItem,
  isCatalogApp,
  listFaqForReasons,
  updateFaqItem,
} from './faq.repository';
import type { AppFilter, FaqItemValues, FaqViewer } from './faq.repository';

/** SPEC §6: items "visible for customer only" are for the company's own people. */
const CUSTOMER_ROLES = new Set(['Owner', 'Colleague']);

export function faqViewerOf(scope: Scope): FaqViewer {
  return {
    staff: can(scope.role, 'update:faq'),
    customer: scope.role !== null && CUSTOMER_ROLES.has(scope.role),
  };
}

const appFilterOf = (app: string | undefined): AppFilter => (app === 'general' ? null : app);

/** Matches for a query: every word (or one of its spellings); failing that, any of them. */
async function search(
  ctx: AppContext,
  filter: Omit<Parameters<typeof matchFaq>[1], 'tsQuery' | 'text'>,
  q: string,
) {
  const words = queryWords(q);
  if (!words.length) return matchFaq(ctx.db, { ...filter, tsQuery: null, text: '' });
  const alike = await alikeWords(ctx.db, filter.locale, words);
  const all = buildTsQuery(words, alike, 'and');
  if (all === null) return [];
  const matches = await matchFaq(ctx.db, { ...filter, tsQuery: all, text: q });
  if (matches.length || words.length === 1) return matches;
  return matchFaq(ctx.db, { ...filter, tsQuery: buildTsQuery(words, alike, 'or'), text: q });
}

function facetsOf(matches: FaqMatch[]): FaqFacet[] {
  const counts = new Map<number | null, number>();
  for (const match of matches)
    counts.set(match.categoryId, (counts.get(match.categoryId) ?? 0) + 1);
  return [...counts].map(([category, count]) => ({ category, count }));
}

/** GET /api/faq/: the caller's FAQ, searched, filtered by app and category, one page of it. */
export async function listFaq(
  ctx: AppContext,
  scope: Scope,
  requestLocale: AppLocale,
  query: FaqListQuery,
) {
  const viewer = faqViewerOf(scope);
  // in-house staff write both languages and choose which they read
  let locale = viewer.staff && query.locale ? query.locale : requestLocale;
  // a notice links staff to a question in whichever language it was asked
  if (viewer.staff && query.question !== undefined) {
    const asked = await findFaqItem(ctx.db, query.question);
    if (asked) locale = asked.locale as AppLocale;
  }
  const filter = { locale, app: appFilterOf(query.app), viewer, only: query.question };
  const matches = await search(ctx, filter, query.q ?? '');
  const inCategory =
    query.category === undefined
      ? matches
      : matches.filter((m) => m.categoryId === (query.category === 'none' ? null : query.category));
  const page = inCategory.slice(query.offset, query.offset + query.limit);
  const rows = await findFaqItems(
    ctx.db,
    page.map((m) => m.id),
  );
  return {
    count: inCategory.length,
    results: rows.map((row) => toFaqEntry(row, viewer, requestLocale)),
    facets: facetsOf(matches),
  };
}

/** GET /api/faq/for-reasons/: the shown answers to these engine reasons, in the caller's language. */
export async function faqForReasons(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  filter: { codes: string[]; app?: string },
): Promise<FaqEntry[]> {
  if (!filter.codes.length) return [];
  const viewer = faqViewerOf(scope);
  const rows = await listFaqForReasons(ctx.db, {
    locale,
    codes: filter.codes,
    app: appFilterOf(filter.app),
    viewer,
  });
  return rows
    .filter((row) => !isBlankRichText(row.answer))
    .map((row) => toFaqEntry(row, viewer, locale));
}

async function checkReferences(db: Db, values: { category?: number | null; app?: string | null }) {
  if (values.category != null && !(await findFaqCategory(db, values.category)))
    throw fieldError('validation_error', 'category', 'faq.errors.no_such_category');
  if (values.app != null && !(await isCatalogApp(db, values.app)))
    throw fieldError('validation_error', 'app', 'faq.errors.no_such_app');
}

/** A shown item must answer: only a hidden one (a draft, a question sent in) may be blank. */
function checkAnswered(answer: string, hidden: boolean) {
  if (!hidden && isBlankRichText(answer))
    throw fieldError('validation_error', 'answer', 'faq.errors.answer_required');
}

async function entryFor(ctx: AppContext, scope: Scope, id: number, locale: AppLocale) {
  const row = await findFaqItem(ctx.db, id);
  if (!row) throw notFound();
  return toFaqEntry(row, faqViewerOf(scope), locale);
}

/** POST /api/faq/: in-house staff write a full item. */
export async function createFaqItem(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  input: FaqItemInput,
): Promise<FaqEntry> {
  const answer = sanitizeRichText(input.answer);
  checkAnswered(answer, input.is_hidden ?? false);
  await checkReferences(ctx.db, input);
  const id = await insertFaqItem(ctx.db, {
    question: input.question,
    answer,
    categoryId: input.category ?? null,
    appSlug: input.app ?? null,
    locale: input.locale,
    reasonCodes: [...new Set(input.reason_codes ?? [])],
    isHidden: input.is_hidden ?? false,
    visibleForCustomerOnly: input.visible_for_customer_only ?? false,
    createdBy: scope.actorId,
    updatedBy: scope.actorId,
  });
  forgetVocabulary(ctx.db);
  return entryFor(ctx, scope, id, locale);
}

/** PATCH /api/faq/:id/: edit, hide or show; answering a question sent in is editing + showing. */
export async function patchFaqItem(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  id: number,
  patch: FaqItemPatch,
): Promise<FaqEntry> {
  const row = await findFaqItem(ctx.db, id);
  if (!row) throw notFound();
  const values: Partial<FaqItemValues> = {};
  if (patch.question !== undefined) values.question = patch.question;
  if (patch.answer !== undefined) values.answer = sanitizeRichText(patch.answer);
  if (patch.category !== undefined) values.categoryId = patch.category;
  if (patch.app !== undefined) values.appSlug = patch.app;
  if (patch.locale !== undefined) values.locale = patch.locale;
  if (patch.reason_codes !== undefined) values.reasonCodes = [...new Set(patch.reason_codes)];
  if (patch.is_hidden !== undefined) values.isHidden = patch.is_hidden;
  if (patch.visible_for_customer_only !== undefined)
    values.visibleForCustomerOnly = patch.visible_for_customer_only;
  checkAnswered(values.answer ?? row.answer, values.isHidden ?? row.isHidden);
  await checkReferences(ctx.db, patch);
  await updateFaqItem(ctx.db, id, {
    ...values,
    updatedBy: scope.actorId,
    updatedAt: ctx.clock.now(),
  });
  forgetVocabulary(ctx.db);
  return entryFor(ctx, scope, id, locale);
}

export async function removeFaqItem(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteFaqItem(ctx.db, id))) throw notFound();
  forgetVocabulary(ctx.db);
}

/**
 * POST /api/faq/questions/: a customer sends a question in. It is stored hidden, with their name
 * and e-mail, and every in-house user is told (in the portal, by e-mail if they want it).
 */
export async function askQuestion(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  input: FaqQuestionInput,
): Promise<FaqEntry> {
  await checkReferences(ctx.db, { app: input.app ?? null });
  const asker = await findUserContact(ctx.db, scope.userId);
  if (!asker) throw notFound();
  const name = `${asker.firstName} ${asker.lastName}`.trim() || asker.email;
  const { id, mails } = await ctx.db.transaction(async (tx) => {
    const id = await insertFaqItem(tx, {
      question: input.question,
      answer: '',
      appSlug: input.app ?? null,
      locale,
      isHidden: true,
      customerName: name,
      customerEmail: asker.email,
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
    });
    const mails: number[] = [];
    for (const staffId of await activeStaffIds(tx)) {
      const notice = {
        kind: 'faq' as const,
        title: 'faq.notice.question_title',
        text: 'faq.notice.question_text',
        params: { name, email: asker.email, question: input.question },
        link: `/faq?question=${id}`,
      };
      mails.push(...(await sendNotice(ctx, tx, staffId, notice)));
    }
    return { id, mails };
  });
  forgetVocabulary(ctx.db);
  await dispatchEmails(ctx, mails);
  return entryFor(ctx, scope, id, locale);
}
