/**
 * How alike two voucher texts are: the Sørensen–Dice coefficient of the character trigrams of
 * their normalised forms (lower case, no accents, punctuation as space, spaces collapsed), so
 * "Leverantörsfaktura 4711 Telia AB" and "LEVERANTORSFAKTURA 4711, Telia" come out close to 1.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function trigrams(normalised: string): Map<string, number> {
  const padded = `  ${normalised} `;
  const out = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const gram = padded.slice(i, i + 3);
    out.set(gram, (out.get(gram) ?? 0) + 1);
  }
  return out;
}

/** 0 (nothing in common) to 1 (the same once normalised). */
export function textSimilarity(a: string, b: string): number {
  const [x, y] = [normaliseText(a), normaliseText(b)];
  if (x === y) return 1;
  if (!x || !y) return 0;
  const [ga, gb] = [trigrams(x), trigrams(y)];
  let shared = 0;
  let total = 0;
  for (const [gram, n] of ga) {
    shared += Math.min(n, gb.get(gram) ?? 0);
    total += n;
  }
  for (const n of gb.values()) total += n;
  return (2 * shared) / total;
}

/**
 * The references a text carries: its words with a digit in them (order and invoice numbers,
 * payout ids, dates). Two card sales "order 10231" and "order 10232" differ here however alike
 * the rest is.
 */
export function referencesOf(text: string): string[] {
  return normaliseText(text.replace(/[-_/.#:]/g, ''))
    .split(' ')
    .filter((word) => /\d/.test(word))
    .sort();
}
