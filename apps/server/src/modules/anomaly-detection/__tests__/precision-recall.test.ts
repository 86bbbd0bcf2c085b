import { ANOMALY_MODELS, SENSITIVITIES } from '@portal/contracts/schemas/anomaly-detection';
import { describe, expect, it } from 'vitest';
import { detectAnomalies } from '../detect';
import { score, windowOf, type Score } from './scoring';
import { shopLedger } from './shop-ledger';

/*
 * Three generated shops, each with 2024 as history and twelve anomalies planted in 2025 (ten
 * unusual amounts, a fee-share jump, a skipped week of Stripe payouts, a sale at 18 % VAT): how
 * many of the findings over 2025 are right (precision) and how many of the planted ones are
 * found (recall), per model and sensitivity. The lead quotes the printed table.
 */
const SEEDS = [1, 2, 3];
const YEAR = { start: '2025-01-01', end: '2025-12-31' };

function total(scores: Score[]) {
  const findings = scores.reduce((s, x) => s + x.findings, 0);
  const correct = scores.reduce((s, x) => s + x.correct, 0);
  const found = scores.reduce((s, x) => s + x.found, 0);
  const planted = scores.reduce((s, x) => s + x.planted, 0);
  return {
    findings,
    correct,
    found,
    planted,
    precision: findings ? correct / findings : 1,
    recall: found / planted,
    missed: [...new Set(scores.flatMap((x) => x.missed))],
  };
}

const pct = (v: number) => `${(v * 100).toFixed(0)} %`.padStart(6);

describe('anomaly detection on generated shop ledgers', () => {
  const planted = SEEDS.map((seed) => shopLedger({ seed, inject: true }));
  const clean = SEEDS.map((seed) => shopLedger({ seed, inject: false }));
  const run = (
    ledgers: typeof planted,
    model: (typeof ANOMALY_MODELS)[number],
    sensitivity: (typeof SENSITIVITIES)[number],
  ) =>
    ledgers.map((l) =>
      score(detectAnomalies(windowOf(l.vouchers, YEAR), { model, sensitivity }), l),
    );

  it('finds the planted anomalies: precision and recall per model and sensitivity', () => {
    const lines = [
      'model        sensitivity  findings  right  precision  recall   false alarms in a clean year',
    ];
    const table = new Map<string, ReturnType<typeof total>>();
    for (const model of ANOMALY_MODELS) {
      for (const sensitivity of SENSITIVITIES) {
        const t = total(run(planted, model, sensitivity));
        const quiet =
          run(clean, model, sensitivity).reduce((s, x) => s + x.findings, 0) / SEEDS.length;
        table.set(`${model}/${sensitivity}`, t);
        lines.push(
          `${model.padEnd(12)} ${sensitivity.padEnd(12)} ${String(t.findings).padStart(8)} ${String(t.correct).padStart(6)} ${pct(t.precision)}     ${pct(t.recall)}   ${quiet.toFixed(1)}${t.missed.length ? `   missed: ${t.missed.join('; ')}` : ''}`,
        );
      }
    }
    console.log(
      `\n${lines.join('\n')}\n(${SEEDS.length} shops × 12 planted anomalies; false alarms: mean per clean year)\n`,
    );
    const ensemble = table.get('ensemble/medium')!;
    expect(ensemble.recall).toBeGreaterThanOrEqual(0.9);
    expect(ensemble.precision).toBeGreaterThanOrEqual(0.9);
    // the ensemble exists to cut the single models' false alarms without losing what they find
    for (const single of ['statistical/medium', 'adaptive/medium']) {
      expect(ensemble.precision).toBeGreaterThanOrEqual(table.get(single)!.precision);
    }
    // a higher sensitivity finds at least as much
    for (const model of ANOMALY_MODELS) {
      expect(table.get(`${model}/high`)!.found).toBeGreaterThanOrEqual(
        table.get(`${model}/low`)!.found,
      );
    }
  });

  it('finds little in a clean year at medium sensitivity, and the rules nothing at all', () => {
    for (const [i, ledger] of clean.entries()) {
      const findings = detectAnomalies(windowOf(ledger.vouchers, YEAR), {
        model: 'ensemble',
        sensitivity: 'medium',
      });
      expect(
        findings.length,
        `shop ${SEEDS[i]}: ${findings.map((f) => f.key).join(', ')}`,
      ).toBeLessThanOrEqual(3);
      for (const sensitivity of SENSITIVITIES) {
        const rules = detectAnomalies(windowOf(ledger.vouchers, YEAR), {
          model: 'ensemble',
          sensitivity,
        }).filter((f) => ['fee_share', 'missing_payout', 'vat_rate'].includes(f.kind));
        expect(rules.map((f) => f.key)).toEqual([]);
      }
    }
  });
});
