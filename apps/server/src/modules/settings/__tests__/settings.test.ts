import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@example.com', role: 'Inhouse' });
  await createUser(t.ctx.db, { email: 'owner@example.com', role: 'Owner' });
});
afterAll(() => t.close());

const maintenance = {
  enabled: true,
  message_sv: 'Underhåll i kväll',
  message_en: 'Maintenance tonight',
};

describe('maintenance banner', () => {
  it('is off by default and readable without signing in', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/settings/public/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance: { enabled: false, message_sv: '', message_en: '' } });
  });

  it('can be switched on by in-house staff only', async () => {
    const ownerKey = await signIn(t.app, 'owner@example.com');
    const denied = await call(t.app, {
      method: 'PUT',
      url: '/api/settings/maintenance/',
      key: ownerKey,
      payload: maintenance,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      code: 'permission_denied',
      detail: 'Du har inte behörighet att göra detta.',
    });

    const staffKey = await signIn(t.app, 'staff@example.com');
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/settings/maintenance/',
      key: staffKey,
      payload: maintenance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maintenance });
    const visible = await call(t.app, { method: 'GET', url: '/api/settings/public/' });
    expect(visible.json()).toEqual({ maintenance });

    // the event log keeps who changed it, from what to what
    const log = await call(t.app, { url: '/api/event-log/?entity=setting', key: staffKey });
    expect(log.json()).toMatchObject({
      count: 1,
      results: [
        {
          entity_id: 'maintenance',
          done_by: { email: 'staff@example.com' },
          old_data: { enabled: false },
          new_data: { enabled: true },
        },
      ],
    });
  });
});
