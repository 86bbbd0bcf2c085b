import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUser, signIn } from '../test/fixtures';
import { call, createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

let t: TestApp;
let key = '';
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'headers@example.com', companies: ['556900-0001'] });
  key = await signIn(t.app, 'headers@example.com');
});
afterAll(() => t.close());

function expectBrowserProtection(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

it('protects the portal page: own scripts only, no framing by others, no sniffing', async () => {
  const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Portal</title>');
  const app = await buildApp(t.ctx, { webDist: web });
  try {
    for (const url of ['/', '/dashboard']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expectBrowserProtection(page.headers);
    }
  } finally {
    await app.close();
  }
});

it('answers signed-in API calls with no-store and the same protection', async () => {
  const me = await call(t.app, { url: '/api/users/me/', key });
  expect(me.statusCode).toBe(200);
  expect(me.headers['cache-control']).toBe('no-store');
  expectBrowserProtection(me.headers);
  const refused = await call(t.app, { url: '/api/users/me/' });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['cache-control']).toBe('no-store');
  const docs = await call(t.app, { url: '/api/docs/json' });
  expectBrowserProtection(docs.headers);
});
