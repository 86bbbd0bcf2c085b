import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { countUsers } from '../../modules/users/users.repository';
import { DEMO_PASSWORD, DEMO_SIGNINS, seedDemo } from '../demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.ctx.db)).toBe(true);
});
afterAll(() => t.close());

const signin = (identifier: string, extra: object = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/auth/signin/',
    payload: { identifier, password: DEMO_PASSWORD, ...extra },
  });

describe('demo data', () => {
  it('creates one working sign-in per role', async () => {
    for (const demo of DEMO_SIGNINS.filter((d) => d.email !== 'owner@example.com')) {
      const res = await signin(demo.email);
      expect(res.statusCode, demo.email).toBe(200);
      expect(res.json().user.role).toBe(demo.role);
    }
  });

  it('asks the owner which of two companies, then signs in with the chosen one', async () => {
    const ask = (await signin('owner@example.com')).json();
    expect(ask.companies).toHaveLength(2);
    expect(ask.companies[0]).toMatchObject({
      name: 'Norrsken Handel AB',
      company_id: '556677-8899',
    });
    const res = await signin('owner@example.com', { company_number: '556677-8899' });
    expect(res.json().key).toBeDefined();
  });

  it('gives the master accountant a firm with client companies and unread notifications', async () => {
    const res = (await signin('master@example.com')).json();
    expect(res.user).toMatchObject({
      accounting_firms: [{ name: 'Demo Redovisning AB' }],
      primary_accountant_id: res.user.id,
    });
    const count = await call(t.app, {
      method: 'GET',
      url: '/api/notifications/unread-count/',
      key: res.key,
    });
    expect(count.json().count).toBeGreaterThan(0);
  });

  it('does nothing when users exist', async () => {
    const before = await countUsers(t.ctx.db);
    expect(await seedDemo(t.ctx.db)).toBe(false);
    expect(await countUsers(t.ctx.db)).toBe(before);
  });
});
