import type { AuditProof } from '@portal/contracts/schemas/audit-preparation';
import type { TFunction } from 'i18next';
import type { Formatters } from './format';

/** One line on what the product found: done and why, or what is missing. */
export function proofSummary(t: TFunction, proof: AuditProof | null, f: Formatters): string {
  const s = (key: string, params: Record<string, unknown> = {}) =>
    t(`preparation.audit.summary.${key}`, params);
  if (!proof) return s('not_checked');
  switch (proof.check) {
    case 'payouts_reconciled': {
      if (!proof.passed)
        return s('payouts_missing', {
          count: proof.payouts - proof.matched - proof.decided,
          total: proof.payouts,
        });
      if (proof.payouts === 0) return s('payouts_none');
      const ok = s('payouts_ok', { count: proof.payouts });
      return proof.decided ? `${ok} (${s('payouts_decided', { count: proof.decided })})` : ok;
    }
    case 'clearing_zero':
      if (proof.passed) return s('clearing_ok');
      return proof.year_ended
        ? s('clearing_missing', { open: f.kr(proof.open) })
        : s('clearing_running', { open: f.kr(proof.closing) });
    case 'no_sync_issues':
      return proof.passed ? s('issues_ok') : s('issues_missing', { count: proof.count });
    case 'subscriptions_synced': {
      const date = f.day(proof.year_end);
      if (proof.passed) return s('subscriptions_ok', { date });
      const late = proof.subscriptions.filter((x) => !x.synced).length;
      const running = new Date().toISOString().slice(0, 10) <= proof.year_end;
      return running || late === 0
        ? s('subscriptions_running', { date })
        : s('subscriptions_missing', { count: late, total: proof.subscriptions.length, date });
    }
  }
}
