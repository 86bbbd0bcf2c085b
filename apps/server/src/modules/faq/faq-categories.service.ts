import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  FaqCategory,
  FaqCategoryInput,
  FaqCategoryPatch,
} from '@portal/contracts/schemas/faq';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../http/http-error';
import {
  categoryKeyTaken,
  categoryNameTaken,
  deleteFaqCategory,
  findFaqCategory,
  insertFaqCategory,
  listFaqCategories,
  updateFaqCategory,
} from './faq-categories.repository';
import { toFaqCategory } from './faq-dto';

export async function listCategories(ctx: AppContext, locale: AppLocale): Promise<FaqCategory[]> {
  return (await listFaqCategories(ctx.db)).map((row) => toFaqCategory(row, locale));
}

/** A stable slug from the English name (`history-and-import`), numbered when taken. */
async function freeKey(ctx: AppContext, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'category';
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}-${n}`;
    if (!(await categoryKeyTaken(ctx.db, key))) return key;
  }
}

async function checkNames(ctx: AppContext, names: { nameSv: string; nameEn: string }, id?: number) {
  if (await categoryNameTaken(ctx.db, names, id))
    throw fieldError('conflict', 'name_sv', 'faq.errors.category_taken');
}

async function categoryFor(ctx: AppContext, id: number, locale: AppLocale) {
  const row = await findFaqCategory(ctx.db, id);
  if (!row) throw notFound();
  return toFaqCategory(row, locale);
}

export async function createCategory(
  ctx: AppContext,
  locale: AppLocale,
  input: FaqCategoryInput,
): Promise<FaqCategory> {
  const names = { nameSv: input.name_sv, nameEn: input.name_en };
  await checkNames(ctx, names);
  const id = await insertFaqCategory(ctx.db, {
    ...names,
    key: await freeKey(ctx, input.name_en),
    sortOrder: input.sort_order ?? 0,
  });
  return categoryFor(ctx, id, locale);
}

export async function patchCategory(
  ctx: AppContext,
  locale: AppLocale,
  id: number,
  patch: FaqCategoryPatch,
): Promise<FaqCategory> {
  const row = await findFaqCategory(ctx.db, id);
  if (!row) throw notFound();
  const names = { nameSv: patch.name_sv ?? row.nameSv, nameEn: patch.name_en ?? row.nameEn };
  await checkNames(ctx, names, id);
  await updateFaqCategory(
    ctx.db,
    id,
    { ...names, ...(patch.sort_order !== undefined ? { sortOrder: patch.sort_order } : {}) },
    ctx.clock.now(),
  );
  return categoryFor(ctx, id, locale);
}

/** Its items stay, uncategorised. */
export async function removeCategory(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteFaqCategory(ctx.db, id))) throw notFound();
}
