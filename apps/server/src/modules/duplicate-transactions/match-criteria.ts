import {
  FUZZY_MAX_DAYS,
  FUZZY_MIN_SIMILARITY,
  type MatchCriteria,
} from '@portal/contracts/schemas/duplicate-transactions';
import {
  bySignature,
  daysApart,
  settledByMerges,
  type Candidate,
  type FoundPair,
} from './duplicate-candidates';
import { differentReferences, recurringPeriods, reversalsIn } from './smart-rules';
import { normaliseText, textSimilarity } from './text-similarity';

type Rule = (kept: Candidate, duplicate: Candidate, group: readonly Candidate[]) => boolean;

/**
 * Pairs within each group of vouchers with the same rows: each voucher is compared with the
 * earlier ones not yet taken for duplicates themselves, and paired with the earliest that
 * `matches` (so three copies give two pairs, both keeping the first).
 */
function pairsBy(
  vouchers: readonly Candidate[],
  matches: (kept: Candidate, duplicate: Candidate, group: readonly Candidate[]) => number | null,
): FoundPair[] {
  const out: FoundPair[] = [];
  for (const group of bySignature(vouchers).values()) {
    if (group.length < 2) continue;
    const originals: Candidate[] = [];
    let recent = 0; // originals before this one are too old for every later voucher too
    for (const voucher of group) {
      while (
        recent < originals.length &&
        daysApart(originals[recent]!.date, voucher.date) > FUZZY_MAX_DAYS
      )
        recent += 1;
      let found: FoundPair | null = null;
      for (const kept of originals.slice(recent)) {
        const score = matches(kept, voucher, group);
        if (score !== null) {
          found = { keptId: kept.id, duplicateId: voucher.id, score };
          break;
        }
      }
      if (found) out.push(found);
      else originals.push(voucher);
    }
  }
  return out;
}

/** strict: same date, same rows, same text (once normalised). */
function strict(vouchers: readonly Candidate[]): FoundPair[] {
  return pairsBy(vouchers, (a, b) =>
    a.date === b.date && normaliseText(a.text) === normaliseText(b.text) ? 100 : null,
  );
}

/** fuzzy: same rows, at most three days apart, texts at least 0.8 alike; `rules` may object. */
function fuzzy(vouchers: readonly Candidate[], rule: Rule = () => true): FoundPair[] {
  return pairsBy(vouchers, (a, b, group) => {
    const similarity = textSimilarity(a.text, b.text);
    if (similarity < FUZZY_MIN_SIMILARITY || !rule(a, b, group)) return null;
    const closeness = 1 - daysApart(a.date, b.date) / (FUZZY_MAX_DAYS + 1);
    return Math.round(100 * (0.75 * similarity + 0.25 * closeness));
  });
}

/**
 * smart: fuzzy, but not a voucher that was reversed or is a reversal, not two card sales with
 * different order numbers (or any two texts with different references), not a recurring item's
 * two periods (ADR 039).
 */
function smart(vouchers: readonly Candidate[]): FoundPair[] {
  const undone = reversalsIn(vouchers);
  const open = vouchers.filter((v) => !undone.has(v.id));
  return fuzzy(
    open,
    (a, b, group) => !differentReferences(a, b) && !recurringPeriods([a, b], group),
  );
}

/** The pairs a criteria finds among a ledger's vouchers; our own merges are never offered again. */
export function findDuplicates(
  vouchers: readonly Candidate[],
  criteria: MatchCriteria,
): FoundPair[] {
  const settled = settledByMerges(vouchers);
  const open = vouchers.filter((v) => !settled.has(v.id));
  switch (criteria) {
    case 'strict':
      return strict(open);
    case 'fuzzy':
      return fuzzy(open);
    case 'smart':
      return smart(open);
  }
}
