/**
 * The forgiving FAQ search, the part that needs no database: the query's words, and the
 * PostgreSQL text-search query built from them and from the FAQ's own words that are spelled
 * most alike (trigram similarity). The locale's configuration (`swedish`, `english`) then stems
 * every alternative, so a word form, a typo and a prefix all find the item.
 */
export const MAX_QUERY_WORDS = 8;
/** trigram similarity from which a word of the FAQ counts as the one meant */
export const SIMILARITY_MIN = 0.3;
/** below it, only the closest word, when none is that close (a swapped pair of letters) */
export const SIMILARITY_FLOOR = 0.2;
/** how many spellings of the FAQ's vocabulary a query word may stand for */
export const EXPANSIONS_PER_WORD = 3;

const WORD = /^[\p{L}\p{N}]+$/u;

/** Lower-cased distinct words of the query: letters and digits, other characters separate. */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 60);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Only words can reach `to_tsquery`: its operators are never in them. */
export const isPlainWord = (word: string) => WORD.test(word);

/**
 * `(word:* | alike | alike) & (…)`, each word or any of its spellings (`and`), or any word at
 * all (`or`, the fallback when no item holds every word). A word of three letters or more is
 * also a prefix, for a word still being typed.
 */
export function buildTsQuery(
  words: string[],
  alike: Map<string, string[]>,
  join: 'and' | 'or',
): string | null {
  const groups = words.filter(isPlainWord).map((word) => {
    const spellings = (alike.get(word) ?? []).filter((w) => w !== word && isPlainWord(w));
    const own = word.length >= 3 ? `${word}:*` : word;
    return `(${[own, ...spellings.slice(0, EXPANSIONS_PER_WORD)].join(' | ')})`;
  });
  return groups.length ? groups.join(join === 'and' ? ' & ' : ' | ') : null;
}

/** The spellings a word stands for: all that are alike enough, or else the single closest. */
export function pickAlike(candidates: { word: string; similarity: number }[]): string[] {
  const close = candidates.filter((c) => c.similarity >= SIMILARITY_MIN);
  if (close.length) return close.map((c) => c.word);
  const best = candidates.find((c) => c.similarity >= SIMILARITY_FLOOR);
  return best ? [best.word] : [];
}

/** pg_trgm's trigrams of a word: lower-cased, two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const chars = [...padded];
  const set = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) set.add(chars.slice(i, i + 3).join(''));
  return set;
}

/** pg_trgm's `similarity`: shared trigrams over all trigrams of both words. */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface Vocabulary {
  words: string[];
  grams: Set<string>[];
}

export function vocabularyOf(words: string[]): Vocabulary {
  const plain = words.filter(isPlainWord);
  return { words: plain, grams: plain.map(trigrams) };
}

/** For each query word, the vocabulary's words spelled most like it (best first). */
export function alikeIn(vocabulary: Vocabulary, words: string[]): Map<string, string[]> {
  const alike = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < 3) continue;
    const own = trigrams(word);
    const candidates = vocabulary.words
      .map((w, i) => ({ word: w, similarity: similarity(own, vocabulary.grams[i]!) }))
      .filter((c) => c.similarity >= SIMILARITY_FLOOR)
      .sort((x, y) => y.similarity - x.similarity || x.word.localeCompare(y.word))
      .slice(0, EXPANSIONS_PER_WORD + 2);
    alike.set(word, pickAlike(candidates));
  }
  return alike;
}
