import type { AuditProof } from '@portal/contracts/schemas/audit-preparation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatters } from '../utils/format';
import { proofSummary } from '../utils/proof-summary';
import { i18n } from '@/lib/i18n';

const f = formatters('sv');
const summary = (proof: AuditProof | null) => proofSummary(i18n.t, proof, f).replace(/\s/g, ' ');
const payouts = (over: Partial<Extract<AuditProof, { check: 'payouts_reconciled' }>>) =>
  ({
    check: 'payouts_reconciled',
    passed: true,
    payouts: 0,
    matched: 0,
    decided: 0,
    months: [],
    unreconciled: [],
    links: [],
    ...over,
  }) as AuditProof;

beforeAll(() => i18n.changeLanguage('sv'));
afterAll(() => i18n.changeLanguage('sv'));

describe('what an automatic item says it found', () => {
  it('counts the payouts, those decided by a person, and those still unreconciled', () => {
    expect(summary(null)).toBe('Inte kontrollerat än');
    expect(summary(payouts({}))).toBe('Inga utbetalningar under året');
    expect(summary(payouts({ payouts: 1, matched: 1 }))).toBe('1 utbetalning, avstämd');
    expect(summary(payouts({ payouts: 5, matched: 4, decided: 1 }))).toBe(
      '5 utbetalningar, alla avstämda (1 efter beslut)',
    );
    expect(summary(payouts({ passed: false, payouts: 5, matched: 3, decided: 1 }))).toBe(
      '1 av 5 utbetalningar är inte avstämda',
    );
  });

  it('tells a running year from a closed one on the clearing accounts', () => {
    const clearing: Extract<AuditProof, { check: 'clearing_zero' }> = {
      check: 'clearing_zero',
      passed: false,
      year_ended: false,
      month: '2026-11',
      accounts: [],
      closing: '1250.50',
      settled_since: '0.00',
      open: '1250.50',
      links: [],
    };
    expect(summary(clearing)).toBe('Året pågår: 1 250,50 kr ligger på avräkningskontona hittills');
    expect(summary({ ...clearing, year_ended: true, open: '12.00' })).toBe(
      '12,00 kr ligger kvar på avräkningskontona vid årets slut',
    );
    expect(summary({ ...clearing, year_ended: true, passed: true })).toBe(
      'Avräkningskontona är nollställda vid årets slut',
    );
  });

  it('says how many entries need a person, and in English when asked', async () => {
    const issues: Extract<AuditProof, { check: 'no_sync_issues' }> = {
      check: 'no_sync_issues',
      passed: false,
      count: 3,
      months: [],
      entries: [],
      links: [],
    };
    expect(summary(issues)).toBe('3 poster behöver åtgärdas');
    await i18n.changeLanguage('en');
    expect(summary(issues)).toBe('3 entries need attention');
    expect(summary({ ...issues, count: 1 })).toBe('1 entry needs attention');
  });
});
