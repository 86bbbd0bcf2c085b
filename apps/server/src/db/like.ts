/** Escapes LIKE wildcards so a search term matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for ILIKE, literal. */
export const containsPattern = (term: string) => `%${escapeLike(term.trim())}%`;
