/** A voucher as the duplicate criteria compare it. */
export interface Candidate {
  id: number;
  date: string;
  series: string;
  number: string;
  text: string;
  /** its rows summed per account, zero accounts left out, in account order: "1930:-12500|5010:10000" */
  signature: string;
  /** booked by this product (a merge's reversal) */
  portal: boolean;
  /** the voucher a portal reversal reverses */
  reverses: number | null;
}

/** A pair the criteria match: the earlier voucher is kept, the later one is the duplicate. */
export interface FoundPair {
  keptId: number;
  duplicateId: number;
  /** 0–100 */
  score: number;
}

/** The same rows with debit and credit swapped: what a reversal of the voucher looks like. */
export function negatedSignature(signature: string): string {
  if (!signature) return '';
  return signature
    .split('|')
    .map((part) => {
      const [account, amount] = part.split(':');
      return `${account}:${-Number(amount)}`;
    })
    .join('|');
}

const DAY = 86_400_000;
export const daysApart = (a: string, b: string) =>
  Math.abs(Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY));

/** Earlier first: by date, then as the ledger numbered them (id). */
export const chronological = (a: Candidate, b: Candidate) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/** Vouchers grouped by their rows: only vouchers with the same rows can be duplicates. */
export function bySignature(vouchers: readonly Candidate[]): Map<string, Candidate[]> {
  const out = new Map<string, Candidate[]>();
  for (const v of vouchers) {
    if (!v.signature) continue;
    const list = out.get(v.signature);
    if (list) list.push(v);
    else out.set(v.signature, [v]);
  }
  for (const list of out.values()) list.sort(chronological);
  return out;
}

/**
 * Our own merges: a portal reversal and the voucher it reverses are settled, and no criteria
 * offers them again.
 */
export function settledByMerges(vouchers: readonly Candidate[]): Set<number> {
  const out = new Set<number>();
  for (const v of vouchers) {
    if (!v.portal) continue;
    out.add(v.id);
    if (v.reverses !== null) out.add(v.reverses);
  }
  return out;
}

/** The signature of rows as the repository builds it in SQL (`string_agg` in account order). */
export function signatureOf(rows: readonly { account: number; amount: number }[]): string {
  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.account, (sums.get(r.account) ?? 0) + r.amount);
  return [...sums]
    .filter(([, amount]) => amount !== 0)
    .sort((a, b) => a[0] - b[0])
    .map(([account, amount]) => `${account}:${amount}`)
    .join('|');
}
