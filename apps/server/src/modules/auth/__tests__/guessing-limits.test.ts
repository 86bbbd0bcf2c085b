import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../config';
import { createUser, lastCodeTo, PASSWORD } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { Response, TestApp } from '../../../test/test-app';

// The default budgets (10 per account, 30 per address, 15 minutes), as in production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => t.close());

const signin = (identifier: string, password: string, ip = '10.1.0.1', cookie?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/auth/signin/',
    payload: { identifier, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The `name=value` of the device cookie a sign-in set. */
function deviceCookie(res: Response): string {
  const cookie = res.cookies.find((c) => c.name === 'portal_device');
  if (!cookie) throw new Error('no device cookie');
  return `${cookie.name}=${cookie.value}`;
}

const codes = (responses: Response[]) => responses.map((r) => r.json<{ code?: string }>().code);
const tally = (responses: Response[]) => {
  const counts: Record<string, number> = {};
  for (const code of codes(responses)) counts[code ?? 'ok'] = (counts[code ?? 'ok'] ?? 0) + 1;
  return counts;
};

describe('guesses sent at once', () => {
  it('checks at most 10 of 200 simultaneous wrong passwords on one account', async () => {
    await createUser(t.ctx.db, { email: 'burst@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signin('burst@example.com', `Wrong${i}x1`, `10.2.${i >> 8}.${i & 255}`),
      ),
    );
    // every address is new, so only the account's budget holds them back
    expect(tally(answers)).toEqual({ signin_error: 10, throttled: 190 });
  });

  it('checks at most 30 of 200 simultaneous guesses from one address on many accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signin(`spray${i}@example.com`, 'Wrong1x', '10.3.0.1')),
    );
    expect(tally(answers)).toEqual({ signin_error: 30, throttled: 170 });
  });

  it('tries at most 5 of 200 simultaneous wrong codes against one activation code', async () => {
    const roomy = await createTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, codeAccount: { max: 1000, windowSeconds: 900 } },
    });
    try {
      await createUser(roomy.ctx.db, { email: 'code@example.com', active: false });
      await call(roomy.app, {
        method: 'POST',
        url: '/api/auth/resend/',
        payload: { email: 'code@example.com' },
      });
      const real = await lastCodeTo(roomy.ctx.db, 'code@example.com');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(roomy.app, {
            method: 'POST',
            url: '/api/auth/activate/',
            payload: { email: 'code@example.com', code: real === '000000' ? '000001' : '000000' },
            remoteAddress: `10.4.${i >> 8}.${i & 255}`,
          }),
        ),
      );
      expect(tally(answers)).toEqual({ invalid_code: 5, code_expired: 195 });
    } finally {
      await roomy.close();
    }
  });

  it('checks at most 10 of 200 simultaneous wrong codes on one account', async () => {
    await createUser(t.ctx.db, { email: 'codes@example.com', active: false });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(t.app, {
          method: 'POST',
          url: '/api/auth/reset/checkcode/',
          payload: { email: 'codes@example.com', code: String(100000 + i) },
          remoteAddress: `10.5.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    const { throttled, ...checked } = tally(answers);
    expect(throttled).toBe(190);
    expect(Object.values(checked).reduce((a, b) => a + b, 0)).toBe(10);
  });
});

describe('successes are not guesses', () => {
  it('lets 100 people behind one address sign in, and still stops the 31st wrong guess', async () => {
    for (let i = 0; i < 100; i++) await createUser(t.ctx.db, { email: `office${i}@example.com` });
    for (let i = 0; i < 100; i++) {
      const res = await signin(`office${i}@example.com`, PASSWORD, '10.20.0.1');
      expect(res.statusCode, `sign-in ${i}`).toBe(200);
    }
    const guesses = [];
    for (let i = 0; i < 40; i++)
      guesses.push(await signin(`office${i}@example.com`, 'Wrong1x', '10.20.0.1'));
    expect(tally(guesses)).toEqual({ signin_error: 30, throttled: 10 });
  });
});

describe('nobody can lock another person out (ADR 014)', () => {
  it('lets the owner in from the browser they signed in with, whatever others guess', async () => {
    await createUser(t.ctx.db, { email: 'victim@example.com' });
    const first = await signin('victim@example.com', PASSWORD, '10.6.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(first.cookies.find((c) => c.name === 'portal_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/',
    });

    // 50 wrong guesses, from elsewhere and from the owner's own address
    for (let i = 0; i < 50; i++) {
      await signin('victim@example.com', `Guess${i}x1`, i % 2 ? '10.6.0.1' : '10.7.0.1');
    }
    const stranger = await signin('victim@example.com', PASSWORD, '10.8.0.1');
    expect(stranger.statusCode).toBe(429);

    const owner = await signin('victim@example.com', PASSWORD, '10.6.0.1', cookie);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<{ key?: string }>().key).toBeTruthy();
  });

  it('gives a trusted browser its own 10 guesses, not more', async () => {
    await createUser(t.ctx.db, { email: 'device@example.com' });
    const cookie = deviceCookie(await signin('device@example.com', PASSWORD));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signin('device@example.com', `Wrong${i}x1`, '10.9.0.1', cookie),
      ),
    );
    expect(tally(answers)).toEqual({ signin_error: 10, throttled: 40 });
  });

  it('trusts a device only for the account that gave it its cookie', async () => {
    await createUser(t.ctx.db, { email: 'mine@example.com' });
    await createUser(t.ctx.db, { email: 'theirs@example.com' });
    const cookie = deviceCookie(await signin('mine@example.com', PASSWORD));
    for (let i = 0; i < 10; i++) await signin('theirs@example.com', `Wrong${i}x1`, `10.10.0.${i}`);
    const res = await signin('theirs@example.com', PASSWORD, '10.10.1.1', cookie);
    expect(res.statusCode).toBe(429);
  });

  it('forgets the devices of an account whose password is reset', async () => {
    await createUser(t.ctx.db, { email: 'reset@example.com' });
    const cookie = deviceCookie(await signin('reset@example.com', PASSWORD));
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/reset/init/',
      payload: { email: 'reset@example.com' },
    });
    const code = await lastCodeTo(t.ctx.db, 'reset@example.com');
    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/auth/reset/',
      payload: {
        email: 'reset@example.com',
        code,
        password: 'Newpass12',
        password_confirm: 'Newpass12',
      },
    });
    expect(reset.statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await signin('reset@example.com', `Wrong${i}x1`, `10.11.0.${i}`);
    expect((await signin('reset@example.com', 'Newpass12', '10.11.1.1', cookie)).statusCode).toBe(
      429,
    );
  });
});
