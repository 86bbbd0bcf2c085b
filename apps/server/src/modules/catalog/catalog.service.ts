import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { CatalogItem, CatalogKind, FaqItem } from '@portal/contracts/schemas/catalog';
import { formatMinor } from '@portal/connectors/money';
import type { AppContext } from '../../context';
import type { CatalogItemRow, FaqItemRow } from '../../db/schema/catalog';
import type { Scope } from '../tenancy/scope';
import { asRichText } from '../faq/faq-dto';
import { listCatalogItems, listFaqItems } from './catalog.repository';
import type { CatalogFilter } from './catalog.repository';

/** A catalogue row for the caller: its description in their language, prices in SEK. */
export function toCatalogItemDto(row: CatalogItemRow, locale: AppLocale): CatalogItem {
  const prices: CatalogItem['prices'] = {};
  for (const [interval, ore] of Object.entries(row.prices)) {
    prices[interval as keyof CatalogItem['prices']] = formatMinor(ore, 'SEK');
  }
  return {
    id: row.id,
    kind: row.kind as CatalogKind,
    slug: row.slug,
    name: row.name,
    logo: row.logo,
    description: locale === 'en' ? row.descriptionEn : row.descriptionSv,
    category: row.category,
    prices,
    entities: row.entities,
    accountings: row.accountings,
    is_payment: row.isPayment,
    standalone: row.standalone,
  };
}

export async function listCatalog(ctx: AppContext, filter: CatalogFilter) {
  const { count, rows } = await listCatalogItems(ctx.db, filter);
  return { count, results: rows.map((row) => toCatalogItemDto(row, filter.locale)) };
}

function toFaqDto(row: FaqItemRow & { categoryKey: string | null }): FaqItem {
  return {
    id: row.id,
    app_slug: row.appSlug,
    category: row.categoryKey ?? '',
    question: row.question,
    answer: asRichText(row.answer),
  };
}

/** SPEC §6: items "visible for customer only" are for the company's own people. */
const CUSTOMER_ROLES = new Set(['Owner', 'Colleague']);

/** An app's FAQ (or the general one) in the caller's language, hidden items left out. */
export async function listFaq(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  appSlug: string | undefined,
) {
  const customer = scope.role !== null && CUSTOMER_ROLES.has(scope.role);
  const rows = await listFaqItems(ctx.db, { appSlug, locale, customer });
  return rows.map(toFaqDto);
}
