import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/*
 * A whole column of values as one parameter: an array literal in text, cast on the server. Both
 * drivers (node-postgres and PGlite) pass a string the same way, and one parameter per column
 * lets one statement insert tens of thousands of rows (`unnest`).
 */

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function numberArray(values: readonly number[], type: 'int' | 'bigint'): SQL {
  return sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;
}

export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map(quote).join(',')}}`}::text[]`;
}

export function dateArray(values: readonly string[]): SQL {
  return sql`${`{${values.join(',')}}`}::date[]`;
}
