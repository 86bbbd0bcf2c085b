import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { FaqCategory, FaqEntry, FaqLocale } from '@portal/contracts/schemas/faq';
import { isBlankRichText } from '../../http/rich-text';
import { escapeHtml } from '../../lib/html';
import type { FaqCategoryView } from './faq-categories.repository';
import type { FaqItemView, FaqViewer } from './faq.repository';

/**
 * An answer as rich text: answers written before rich text (the first reference answers) are
 * plain text, shown as one escaped paragraph.
 */
export function asRichText(answer: string): string {
  if (answer.trim() === '' || /^\s*</.test(answer)) return answer;
  return `<p>${escapeHtml(answer)}</p>`;
}

export function toFaqEntry(row: FaqItemView, viewer: FaqViewer, locale: AppLocale): FaqEntry {
  const categoryName = locale === 'en' ? row.categoryNameEn : row.categoryNameSv;
  const asked = row.customerEmail !== '';
  return {
    id: row.id,
    question: row.question,
    answer: asRichText(row.answer),
    category: row.categoryId,
    category_name: categoryName ?? '',
    app: row.appSlug,
    locale: row.locale as FaqLocale,
    reason_codes: row.reasonCodes,
    is_hidden: row.isHidden,
    visible_for_customer_only: row.visibleForCustomerOnly,
    // who asked is for the staff who answer, no one else
    customer_name: viewer.staff ? row.customerName : '',
    customer_email: viewer.staff ? row.customerEmail : '',
    unanswered: viewer.staff && asked && isBlankRichText(row.answer),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toFaqCategory(row: FaqCategoryView, locale: AppLocale): FaqCategory {
  return {
    id: row.id,
    key: row.key,
    name_sv: row.nameSv,
    name_en: row.nameEn,
    name: locale === 'en' ? row.nameEn : row.nameSv,
    sort_order: row.sortOrder,
    item_count: row.itemCount,
  };
}
