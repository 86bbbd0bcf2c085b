import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';

let t: TestApp;
let staffKey: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@example.com', role: 'Inhouse' });
  await createUser(t.ctx.db, { email: 'anna@example.com' });
  await createUser(t.ctx.db, { email: 'bertil@example.com', locale: 'en' });
  staffKey = await signIn(t.app, 'staff@example.com');
  for (const email of ['anna@example.com', 'bertil@example.com', 'anna@example.com']) {
    await call(t.app, { method: 'POST', url: '/api/auth/reset/init/', payload: { email } });
    t.clock.advance(1);
  }
});
afterAll(() => t.close());

const list = (query = '', key = staffKey) =>
  call(t.app, { method: 'GET', url: `/api/outbox/${query}`, key });

describe('GET /api/outbox/', () => {
  it('lists every e-mail newest first, in its recipient’s language', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results.map((m: { to: string }) => m.to)).toEqual([
      'anna@example.com',
      'bertil@example.com',
      'anna@example.com',
    ]);
    expect(body.results[1]).toMatchObject({
      locale: 'en',
      status: 'queued',
      subject: expect.stringMatching(/^Code to reset your password: \d{6}$/),
      html: expect.stringContaining('<p>'),
      sent_at: null,
    });
  });

  it('filters by recipient and by text', async () => {
    expect((await list('?to=anna')).json().count).toBe(2);
    expect((await list('?search=reset your password')).json().count).toBe(1);
    expect((await list('?to=nobody')).json().results).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const body = (await list('?limit=2&to=example')).json();
    expect(body.results).toHaveLength(2);
    expect(body.next).toBe('/api/outbox/?limit=2&to=example&offset=2');
  });

  it('is for in-house staff only', async () => {
    const key = await signIn(t.app, 'anna@example.com');
    const res = await list('', key);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
  });
});
