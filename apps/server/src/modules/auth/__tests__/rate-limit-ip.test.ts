import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, PASSWORD } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      signinAccount: { max: 100, windowSeconds: 900 },
      signinIp: { max: 4, windowSeconds: 900 },
      codeAccount: { max: 100, windowSeconds: 900 },
      codeIp: { max: 3, windowSeconds: 900 },
    },
  });
  await createUser(t.ctx.db, { email: 'real@example.com' });
});
afterAll(() => t.close());

const from = (ip: string, url: string, payload: object) =>
  call(t.app, { method: 'POST', url, payload, remoteAddress: ip });

it('throttles one address spraying many accounts, not other addresses', async () => {
  for (let i = 0; i < 4; i++) {
    await from('10.0.0.1', '/api/auth/signin/', { identifier: `u${i}@example.com`, password: 'x' });
  }
  const blocked = await from('10.0.0.1', '/api/auth/signin/', {
    identifier: 'real@example.com',
    password: PASSWORD,
  });
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBe(900);
  const other = await from('10.0.0.2', '/api/auth/signin/', {
    identifier: 'real@example.com',
    password: PASSWORD,
  });
  expect(other.statusCode).toBe(200);
  t.clock.advance(900);
  const after = await from('10.0.0.1', '/api/auth/signin/', {
    identifier: 'real@example.com',
    password: PASSWORD,
  });
  expect(after.statusCode).toBe(200);
});

it('throttles code guessing per address', async () => {
  for (let i = 0; i < 3; i++) {
    const res = await from('10.0.0.3', '/api/auth/reset/checkcode/', {
      email: `a${i}@example.com`,
      code: '123456',
    });
    expect(res.json().code).toBe('invalid_code');
  }
  const blocked = await from('10.0.0.3', '/api/auth/activate/', {
    email: 'x@example.com',
    code: '123456',
  });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().code).toBe('throttled');
});
