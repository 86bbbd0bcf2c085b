import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { createUser, signIn } from '../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A concrete URL for a route pattern (`:id` → 1). */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

describe('authentication is required everywhere but the public routes', () => {
  it('lists the public routes we expect, and no others', () => {
    const open = t.app.apiRoutes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(
      [
        'GET /api/auth/invitation/',
        'GET /api/health',
        'GET /api/ready',
        'GET /api/media/pictures/:token/',
        'GET /api/media/guide-images/:token/',
        'GET /api/settings/public/',
        'POST /api/auth/activate/',
        'POST /api/auth/resend/',
        'POST /api/auth/reset/',
        'POST /api/auth/reset/checkcode/',
        'POST /api/auth/reset/init/',
        'POST /api/auth/signin/',
        'POST /api/auth/signup/',
        'POST /api/checkouts/webhook/',
        'POST /api/webhooks/:id/',
      ].sort(),
    );
  });

  it('answers 401 not_authenticated on every other /api route without a token', async () => {
    const guarded = t.app.apiRoutes.filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThanOrEqual(12);
    for (const route of guarded) {
      const res = await call(t.app, { method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ code: 'not_authenticated', detail: 'Du måste vara inloggad.' });
    }
  });

  it('answers 401 for a made-up or malformed token', async () => {
    for (const authorization of ['Bearer not-a-real-key', 'Basic abc', 'Bearer']) {
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/users/me/',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
  });
});

describe('error bodies', () => {
  it('answers unknown /api paths with JSON 404 in the asked language', async () => {
    const sv = await call(t.app, { method: 'GET', url: '/api/no-such-thing/' });
    expect(sv.statusCode).toBe(404);
    expect(sv.json()).toEqual({ code: 'not_found', detail: 'Hittades inte.' });
    const en = await call(t.app, { method: 'POST', url: '/api/nope', lang: 'en-GB,en;q=0.9' });
    expect(en.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
  });

  it('words validation errors per field with the field label, Swedish by default', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin/',
      payload: { identifier: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: {
        identifier: ['E-post måste vara en giltig e-postadress'],
        password: ['Fältet Lösenord är obligatoriskt'],
      },
    });
  });

  it('words validation errors in English when asked', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin/',
      payload: { identifier: '', password: 'x' },
      lang: 'en',
    });
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: { identifier: ['The email field is required'] },
    });
  });

  it('answers malformed JSON with a 400 validation_error, not a 500', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin/',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('answers a non-numeric id with 404', async () => {
    await createUser(t.ctx.db, { email: 'ids@example.com' });
    const key = await signIn(t.app, 'ids@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/users/abc/', key });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('hides internals of unexpected failures behind server_error', async () => {
    const broken = await buildApp({ ...t.ctx, queue: t.queue }, { webDist: false });
    broken.get('/api/boom', { config: { public: true } }, async () => {
      throw new Error('secret stack detail');
    });
    const res = await broken.inject({
      method: 'GET',
      url: '/api/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'server_error',
      detail: 'Something went wrong, please try again in a while or contact support.',
    });
    expect(res.body).not.toContain('secret');
    await broken.close();
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ database: 'ok', queue: 'ok' });
  });

  it('is not ready when the queue is unreachable', async () => {
    const down = await buildApp(
      {
        ...t.ctx,
        queue: { send: async () => true, ping: () => Promise.reject(new Error('down')) },
      },
      { webDist: false },
    );
    const res = await down.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ database: 'ok', queue: 'error' });
    await down.close();
  });

  it('echoes a given request id and makes one otherwise', async () => {
    const given = await call(t.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const fresh = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document with the contract schemas', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    expect(doc.paths['/api/auth/signin/']?.post).toBeDefined();
    expect(doc.paths['/api/users/me/']?.get).toBeDefined();
    // public routes say they need no token; the rest inherit the bearer requirement
    expect(doc.paths['/api/auth/signin/']?.post?.security).toEqual([]);
    expect(doc.paths['/api/users/me/']?.get?.security).toBeUndefined();
  });
});

describe('web app', () => {
  it('serves files and falls back to index.html for SPA routes, JSON 404 under /api', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
    const web = await buildApp(t.ctx, { webDist: dist });
    try {
      const file = await web.inject({ method: 'GET', url: '/app.js' });
      expect(file.body).toBe('console.log(1)');
      const login = await web.inject({ method: 'GET', url: '/' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('<title>Portal</title>');
      const spa = await web.inject({ method: 'GET', url: '/projects/42' });
      expect(spa.statusCode).toBe(200);
      expect(spa.body).toContain('<title>Portal</title>');
      const api = await web.inject({ method: 'GET', url: '/api/missing/' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('not_found');
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
