import type { PGlite } from '@electric-sql/pglite';

/**
 * pg-boss's `db` option on top of PGlite. pg-boss installs its schema with multi-statement SQL
 * and no parameters, which only the simple protocol (`exec`) accepts; everything else is one
 * parameterised statement (`query`).
 */
export function pgliteBossAdapter(pglite: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    },
  };
}
