import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';
import { insertNotification } from '../notifications.repository';

let t: TestApp;
let key: string;
let otherKey: string;
let readerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx.db, { email: 'reader@example.com' });
  readerId = user.id;
  await createUser(t.ctx.db, { email: 'other@example.com' });
  key = await signIn(t.app, 'reader@example.com');
  otherKey = await signIn(t.app, 'other@example.com');
  const base = t.clock.now().getTime();
  for (let i = 1; i <= 7; i++) {
    await insertNotification(t.ctx.db, {
      userId: user.id,
      title: `Notis ${i}`,
      text: `Text ${i}`,
      type: 'info',
      createdAt: new Date(base + i * 60_000),
      readAt: i <= 2 ? new Date(base) : null,
    });
  }
});
afterAll(() => t.close());

const get = (url: string, k = key) => call(t.app, { method: 'GET', url, key: k });

describe('GET /api/notifications/', () => {
  it('pages newest first with count, next and previous', async () => {
    const first = await get('/api/notifications/?limit=3');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.count).toBe(7);
    expect(page1.results.map((n: { title: string }) => n.title)).toEqual([
      'Notis 7',
      'Notis 6',
      'Notis 5',
    ]);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe('/api/notifications/?limit=3&offset=3');

    const page2 = (await get(page1.next)).json();
    expect(page2.results.map((n: { title: string }) => n.title)).toEqual([
      'Notis 4',
      'Notis 3',
      'Notis 2',
    ]);
    expect(page2.previous).toBe('/api/notifications/?limit=3&offset=0');
    expect(page2.next).toBe('/api/notifications/?limit=3&offset=6');

    const page3 = (await get(page2.next)).json();
    expect(page3.results).toHaveLength(1);
    expect(page3.next).toBeNull();
  });

  it('uses a page size of 50 by default', async () => {
    const res = (await get('/api/notifications/')).json();
    expect(res.results).toHaveLength(7);
    expect(res.next).toBeNull();
    expect(res.results[0]).toEqual({
      id: expect.any(Number),
      kind: 'account',
      link: null,
      title: 'Notis 7',
      text: 'Text 7',
      type: 'info',
      created_at: expect.stringMatching(/Z$/),
      read_at: null,
    });
  });

  it('keeps the unread filter in the page links', async () => {
    const res = (await get('/api/notifications/?unread=true&limit=2')).json();
    expect(res.count).toBe(5);
    expect(res.next).toBe('/api/notifications/?unread=true&limit=2&offset=2');
  });

  it('rejects a bad limit', async () => {
    const res = await get('/api/notifications/?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('shows nobody else’s notifications', async () => {
    const res = (await get('/api/notifications/', otherKey)).json();
    expect(res).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('reading notifications', () => {
  it('counts unread, marks one read, then all', async () => {
    expect((await get('/api/notifications/unread-count/')).json()).toEqual({ count: 5 });
    const newest = (await get('/api/notifications/?limit=1')).json().results[0];

    const other = await call(t.app, {
      method: 'POST',
      url: `/api/notifications/${newest.id}/read/`,
      key: otherKey,
    });
    expect(other.statusCode).toBe(404);

    const read = await call(t.app, {
      method: 'POST',
      url: `/api/notifications/${newest.id}/read/`,
      key,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: newest.id, read_at: expect.any(String) });
    expect((await get('/api/notifications/unread-count/')).json()).toEqual({ count: 4 });

    const all = await call(t.app, {
      method: 'POST',
      url: '/api/notifications/read-all/',
      key,
      lang: 'en',
    });
    expect(all.json()).toEqual({ detail: 'All notifications are marked as read.' });
    expect((await get('/api/notifications/unread-count/')).json()).toEqual({ count: 0 });
    expect((await get('/api/notifications/?unread=true')).json().count).toBe(0);
  });
});

describe('one inbox: kinds, unread again, deleting', () => {
  let mine: { id: number; title: string }[];

  beforeAll(async () => {
    const base = t.clock.now().getTime();
    for (const [i, kind] of (['system', 'messages', 'system'] as const).entries())
      await insertNotification(t.ctx.db, {
        userId: readerId,
        title: `Slag ${i} ${kind}`,
        text: 'Text',
        type: 'info',
        kind,
        link: kind === 'messages' ? '/messages' : null,
        createdAt: new Date(base + (10 + i) * 60_000),
      });
    mine = (await get('/api/notifications/?limit=50')).json().results;
  });

  it('filters by kind, with the filter kept in the page links', async () => {
    const system = (await get('/api/notifications/?kind=system&limit=1')).json();
    expect(system.count).toBe(2);
    expect(system.results.map((n: { title: string }) => n.title)).toEqual(['Slag 2 system']);
    expect(system.next).toBe('/api/notifications/?kind=system&limit=1&offset=1');
    const messages = (await get('/api/notifications/?kind=messages')).json();
    expect(messages.results).toEqual([
      expect.objectContaining({ title: 'Slag 1 messages', kind: 'messages', link: '/messages' }),
    ]);
    const unreadSystem = (await get('/api/notifications/?kind=system&unread=true')).json();
    expect(unreadSystem.count).toBe(2);
    const bad = await get('/api/notifications/?kind=spam');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
  });

  it('marks one unread again, and only the user’s own', async () => {
    const read = mine.find((n) => n.title === 'Notis 1')!;
    const before = (await get('/api/notifications/unread-count/')).json().count as number;
    const other = await call(t.app, {
      method: 'POST',
      url: `/api/notifications/${read.id}/unread/`,
      key: otherKey,
    });
    expect(other.statusCode).toBe(404);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/notifications/${read.id}/unread/`,
      key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: read.id, read_at: null });
    expect((await get('/api/notifications/unread-count/')).json()).toEqual({ count: before + 1 });
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/notifications/999999/unread/',
      key,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes one of the user’s own; another user’s id is not found and stays', async () => {
    const target = mine.find((n) => n.title === 'Slag 0 system')!;
    const other = await call(t.app, {
      method: 'DELETE',
      url: `/api/notifications/${target.id}/`,
      key: otherKey,
    });
    expect(other.statusCode).toBe(404);
    expect((await get('/api/notifications/?kind=system')).json().count).toBe(2);
    const res = await call(t.app, {
      method: 'DELETE',
      url: `/api/notifications/${target.id}/`,
      key,
    });
    expect(res.statusCode).toBe(204);
    const left = (await get('/api/notifications/?kind=system')).json();
    expect(left.results.map((n: { title: string }) => n.title)).toEqual(['Slag 2 system']);
    const again = await call(t.app, {
      method: 'DELETE',
      url: `/api/notifications/${target.id}/`,
      key,
    });
    expect(again.statusCode).toBe(404);
  });
});
