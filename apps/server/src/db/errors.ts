/** True for PostgreSQL's unique_violation, whether the driver error is bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The column of a foreign key that names a row that does not exist (PostgreSQL's
 * foreign_key_violation on insert or update: `Key (firm_id)=(9) is not present in table …`).
 */
export function missingReference(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code !== '23503') continue;
    const match = /^Key \(([a-z_]+)\)=\(.*\) is not present in table/.exec(String(detail ?? ''));
    return match ? match[1]! : null;
  }
  return null;
}

/** What may be told of a failed query: its name and PostgreSQL's code, never its values. */
export interface DatabaseFailure {
  /** e.g. `insert users`, `select sync_entries` */
  query: string;
  /** SQLSTATE, e.g. 23505 */
  code: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** `insert into "users" …` → `insert users`: the statement and its first table. */
function queryName(sqlText: string): string {
  const verb = /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase() ?? 'query';
  const table = /(?:into|from|update|join)\s+"?(\w+)"?/i.exec(sqlText)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * The database failure inside an error (drizzle wraps the driver's error and puts the query's
 * parameters in its message), or null when the error did not come from the database.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  let query: string | undefined;
  let code: string | undefined;
  let constraint: string | undefined;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const fields = e as { query?: unknown; params?: unknown; code?: unknown; constraint?: unknown };
    if (typeof fields.query === 'string' && 'params' in fields) query ??= fields.query;
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) {
      code ??= fields.code;
      if (typeof fields.constraint === 'string') constraint ??= fields.constraint;
    }
  }
  if (query === undefined && code === undefined) return null;
  return {
    query: query === undefined ? 'query' : queryName(query),
    code: code ?? 'unknown',
    ...(constraint ? { constraint } : {}),
  };
}

/** An error in words fit for a log line, a task result or an element's reason. */
export function errorText(error: unknown): string {
  const failure = databaseFailure(error);
  if (failure) return `Database error ${failure.code} (${failure.query})`;
  return error instanceof Error ? error.message : String(error);
}
