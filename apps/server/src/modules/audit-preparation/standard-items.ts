import type { AuditKind } from '@portal/contracts/schemas/audit-preparation';
import { AUTOMATIC_CHECKS, MANUAL_ITEMS } from '@portal/contracts/schemas/audit-preparation';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import { t } from '../../plugins/locale';
import { addDays } from '../tax-preparation/fiscal-year';
import type { FiscalYearRange } from '../tax-preparation/fiscal-year';

/**
 * When each standard item is due, in days after the fiscal year's last day (ADR 034): the stock
 * is counted on the balance-sheet date, the bank reconciled within two weeks, and the books
 * closed — accruals, fixed assets and the product's own checks — within a month and a half.
 */
const DUE_AFTER_YEAR_END: Record<Exclude<AuditKind, 'custom'>, number> = {
  payouts_reconciled: 30,
  clearing_zero: 30,
  no_sync_issues: 30,
  subscriptions_synced: 30,
  inventory_count: 0,
  bank_reconciliation: 15,
  accruals: 45,
  fixed_assets: 45,
};

/** Custom items come after the standard ones. */
export const CUSTOM_POSITION = 100;

export interface StandardItem {
  kind: Exclude<AuditKind, 'custom'>;
  title: string;
  description: string;
  dueDate: string;
  position: number;
}

/** A checklist's standard items, titled in the language of whoever opens it first. */
export function standardItems(year: FiscalYearRange, locale: AppLocale): StandardItem[] {
  return [...AUTOMATIC_CHECKS, ...MANUAL_ITEMS].map((kind, position) => ({
    kind,
    title: t(locale, `preparation.audit.standard.${kind}.title`),
    description: t(locale, `preparation.audit.standard.${kind}.description`),
    dueDate: addDays(year.last, DUE_AFTER_YEAR_END[kind]),
    position,
  }));
}
