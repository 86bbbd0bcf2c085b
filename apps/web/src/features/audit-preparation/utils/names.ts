import type { i18n as I18n } from 'i18next';

/** A shop's, provider's or ledger's name as people know it ("fortnox" → "Fortnox"). */
export function systemName(i18n: I18n, value: string): string {
  for (const key of [`rules.apps.${value}`, `rules.accountings.${value}`])
    if (i18n.exists(key)) return i18n.t(key);
  return value;
}

/** An element's kind in words ("payout" → "Utbetalning"). */
export function kindName(i18n: I18n, kind: string): string {
  const key = `reconciliation.kinds.${kind}`;
  return i18n.exists(key) ? i18n.t(key) : kind;
}
