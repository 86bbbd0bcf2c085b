import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
const keys = { alice: '', bob: '', staff: '' };
const ids = { alice: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ids.alice = (
    await createUser(t.ctx.db, { email: 'alice@tours.test', companies: ['556100-0001'] })
  ).id;
  await createUser(t.ctx.db, { email: 'bob@tours.test', role: 'MasterAccountant' });
  await createUser(t.ctx.db, { email: 'staff@tours.test', role: 'Inhouse' });
  keys.alice = await signIn(t.app, 'alice@tours.test');
  keys.bob = await signIn(t.app, 'bob@tours.test');
  keys.staff = await signIn(t.app, 'staff@tours.test');
});
afterAll(() => t.close());

const states = (key: string) => call(t.app, { method: 'GET', url: '/api/users/me/tours/', key });
const put = (key: string, tour: string, payload: object, lang = 'sv') =>
  call(t.app, { method: 'PUT', url: `/api/users/me/tours/${tour}/`, key, payload, lang });

describe('guided tour progress', () => {
  it('starts with no tour begun', async () => {
    const res = await states(keys.alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ owner: null, accountant: null });
  });

  it('remembers each step, then the end, per tour and per user', async () => {
    const saved = await put(keys.alice, 'owner', { status: 'active', step: 3 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'active', step: 3 });
    expect((await states(keys.alice)).json()).toMatchObject({
      owner: { status: 'active', step: 3 },
      accountant: null,
    });

    await put(keys.alice, 'accountant', { status: 'dismissed', step: 0 });
    await put(keys.alice, 'owner', { status: 'done', step: 7 });
    const after = (await states(keys.alice)).json();
    expect(after).toMatchObject({
      owner: { status: 'done', step: 7 },
      accountant: { status: 'dismissed', step: 0 },
    });
    expect(Number.isNaN(Date.parse(after.owner.at))).toBe(false);
    // another user's tours are their own
    expect((await states(keys.bob)).json()).toEqual({ owner: null, accountant: null });
  });

  it('restarts a finished tour', async () => {
    await put(keys.bob, 'accountant', { status: 'done', step: 5 });
    await put(keys.bob, 'accountant', { status: 'active', step: 0 });
    expect((await states(keys.bob)).json()).toMatchObject({
      accountant: { status: 'active', step: 0 },
    });
  });

  it('knows only the owner and accountant tours', async () => {
    const res = await put(keys.alice, 'admin', { status: 'active', step: 0 }, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBeDefined();
  });

  it('refuses a step outside 0–50 or an unknown status, in the user’s language', async () => {
    const before = (await states(keys.alice)).json();
    const tooFar = await put(keys.alice, 'owner', { status: 'active', step: 51 }, 'en');
    expect(tooFar.statusCode).toBe(400);
    expect(JSON.stringify(tooFar.json())).toContain('50');
    for (const payload of [
      { status: 'active', step: -1 },
      { status: 'active', step: 1.5 },
      { status: 'paused', step: 1 },
      { status: 'active' },
      {},
    ]) {
      const res = await put(keys.alice, 'owner', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).not.toMatch(/zod|sql|undefined/i);
    }
    expect((await states(keys.alice)).json()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/users/me/tours/' })).statusCode).toBe(
      401,
    );
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/users/me/tours/owner/',
      payload: { status: 'done', step: 0 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps staff acting as a user to their own tours', async () => {
    const switched = await call(t.app, {
      method: 'POST',
      url: '/api/switch/user/',
      key: keys.staff,
      payload: { user_id: ids.alice },
    });
    expect(switched.statusCode).toBe(200);
    const key = switched.json<{ key: string }>().key;
    const aliceBefore = (await states(keys.alice)).json();
    await put(key, 'owner', { status: 'dismissed', step: 2 });
    expect((await states(key)).json()).toMatchObject({ owner: { status: 'dismissed', step: 2 } });
    expect((await states(keys.alice)).json()).toEqual(aliceBefore);
  });
});
