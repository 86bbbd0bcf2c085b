import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { errorText } from '../../db/errors';
import { createUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { createLogger } from '../log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real failed insert: drizzle's error carries the row's values, password hash included. */
async function duplicateUserError(): Promise<unknown> {
  const existing = await createUser(t.ctx.db, { email: 'person.nummer@example.com' });
  try {
    await t.ctx.db.insert(users).values({
      email: existing.email,
      username: '19800101-1234',
      firstName: 'Hemlig',
      lastName: 'Persondata',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      role: 'Owner',
    });
  } catch (error) {
    return error;
  }
  throw new Error('the duplicate was inserted');
}

it('logs a failed query by its name and code, never its parameters', async () => {
  const error = await duplicateUserError();
  // what drizzle would have written: the values
  expect(String((error as Error).message)).toContain('$argon2id$');

  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  log.error({ err: error }, 'request failed');
  const written = lines.join('');
  for (const secret of ['$argon2id$', 'person.nummer@example.com', '19800101-1234', 'Persondata']) {
    expect(written).not.toContain(secret);
  }
  const entry = JSON.parse(lines[0]!) as { err: Record<string, unknown> };
  expect(entry.err).toMatchObject({ type: 'DatabaseError', code: '23505', query: 'insert users' });
  expect(String(entry.err.stack)).toMatch(/^\s+at /);

  expect(errorText(error)).toBe('Database error 23505 (insert users)');
});

it('logs other errors as pino does', () => {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  log.error({ err: new TypeError('plain failure') }, 'failed');
  expect(JSON.parse(lines[0]!).err).toMatchObject({ type: 'TypeError', message: 'plain failure' });
});
