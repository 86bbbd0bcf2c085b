import { FUZZY_MIN_SIMILARITY } from '@portal/contracts/schemas/duplicate-transactions';
import {
  bySignature,
  chronological,
  daysApart,
  negatedSignature,
  type Candidate,
} from './duplicate-candidates';
import { normaliseText, referencesOf, textSimilarity } from './text-similarity';

/** Words that say a voucher undoes another (Swedish and English). */
const REVERSAL_WORDS =
  /(återför|aterfor|makuler|korriger|rättelse|rattelse|storno|kredit|annuller|revers|cancel|void)/;

/** A reversal follows what it reverses within a year. */
const REVERSAL_WITHIN_DAYS = 366;

/**
 * Vouchers already undone in the ledger, and the vouchers that undo them: a voucher whose rows
 * are another's with debit and credit swapped, dated on or after it, that says so (a reversal
 * word, the other's number) or repeats its text. Each reversal undoes one voucher: the latest
 * matching one before it.
 */
export function reversalsIn(vouchers: readonly Candidate[]): Set<number> {
  const settled = new Set<number>();
  const groups = bySignature(vouchers);
  for (const reversal of [...vouchers].sort(chronological)) {
    if (settled.has(reversal.id)) continue;
    const targets = groups.get(negatedSignature(reversal.signature)) ?? [];
    const says = (v: Candidate) => {
      const text = normaliseText(reversal.text);
      return (
        REVERSAL_WORDS.test(text) ||
        text.split(' ').includes(normaliseText(v.number)) ||
        textSimilarity(reversal.text, v.text) >= FUZZY_MIN_SIMILARITY
      );
    };
    const target = [...targets]
      .reverse()
      .find(
        (v) =>
          v.id !== reversal.id &&
          !settled.has(v.id) &&
          chronological(v, reversal) < 0 &&
          daysApart(v.date, reversal.date) <= REVERSAL_WITHIN_DAYS &&
          says(v),
      );
    if (target) {
      settled.add(target.id);
      settled.add(reversal.id);
    }
  }
  return settled;
}

/** Both texts carry references (order numbers, dates…) and they are not the same ones. */
export function differentReferences(a: Candidate, b: Candidate): boolean {
  const [x, y] = [referencesOf(a.text), referencesOf(b.text)];
  return x.length > 0 && y.length > 0 && x.join(' ') !== y.join(' ');
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

/**
 * A recurring item (rent, a subscription) paid late one period and on time the next: the same
 * rows and text days apart are two periods' payments, not one paid twice. The item is the
 * vouchers with the pair's rows and a similar text; it recurs when it has at least three, every
 * month (or every so many days). The pair is two periods' when it lies in two periods, or when
 * its period holds no more extra vouchers than its neighbours lack.
 */
export function recurringPeriods(
  pair: [Candidate, Candidate],
  group: readonly Candidate[],
): boolean {
  const [kept] = pair;
  const item = group.filter((v) => textSimilarity(v.text, kept.text) >= FUZZY_MIN_SIMILARITY);
  if (item.length < 3) return false;
  const gaps = item
    .slice(1)
    .map((v, i) => daysApart(item[i]!.date, v.date))
    .sort((a, b) => a - b);
  const cadence = gaps[gaps.length >> 1]!;
  if (cadence < 2) return false;
  const first = item[0]!.date;
  const periodOf =
    cadence >= 25 && cadence <= 35
      ? (date: string) => monthIndex(date) - monthIndex(first)
      : (date: string) => Math.floor(daysApart(first, date) / cadence);
  const [a, b] = [periodOf(pair[0].date), periodOf(pair[1].date)];
  if (a !== b) return true;
  const counts = new Map<number, number>();
  for (const v of item) counts.set(periodOf(v.date), (counts.get(periodOf(v.date)) ?? 0) + 1);
  const last = periodOf(item[item.length - 1]!.date);
  const lacking = [a - 1, a + 1].filter((p) => p >= 0 && p <= last && !counts.has(p)).length;
  return counts.get(a)! - 1 <= lacking;
}
