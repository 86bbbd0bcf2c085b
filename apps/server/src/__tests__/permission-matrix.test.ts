import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@portal/contracts/permissions';
import { ROLES } from '@portal/contracts/roles';
import type { Role } from '@portal/contracts/roles';
import { assertRouteDeclared } from '../app';
import type { RegisteredRoute } from '../app';
import { call, createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { createUser, signIn } from '../test/fixtures';

let t: TestApp;
const keys = new Map<Role, string>();
const ids = new Map<Role, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const [i, role] of ROLES.entries()) {
    const email = `${role.toLowerCase()}@matrix.test`;
    const user = await createUser(t.ctx.db, {
      email,
      role,
      ...(role === 'Owner' ? { companies: [`55667788${String(i).padStart(2, '0')}`] } : {}),
    });
    ids.set(role, user.id);
    keys.set(role, await signIn(t.app, email));
  }
});
afterAll(() => t.close());

/** Every route that needs a token; sign-out last, as it ends the session it is called with. */
function guardedRoutes(): RegisteredRoute[] {
  const guarded = t.app.apiRoutes.filter((r) => !r.public);
  const last = (r: RegisteredRoute) => (r.url === '/api/auth/signout/' ? 1 : 0);
  return [...guarded].sort((a, b) => last(a) - last(b));
}

describe('every endpoint declares the permission it needs', () => {
  it('declares public, signedIn or a permission on every /api route', () => {
    for (const route of t.app.apiRoutes) {
      const declared = route.public || route.signedIn || route.permission !== undefined;
      const exempt = /^\/api\/(?:health|ready|media)\b/.test(route.url);
      expect(declared || exempt, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('refuses to build with an undeclared or doubly declared route', () => {
    expect(() => assertRouteDeclared('GET', '/api/things/', {})).toThrow(/must declare/);
    expect(() => assertRouteDeclared('GET', '/api/things/', undefined)).toThrow(/must declare/);
    expect(() =>
      assertRouteDeclared('GET', '/api/things/', { public: true, permission: 'read:outbox' }),
    ).toThrow(/must declare/);
    expect(() => assertRouteDeclared('GET', '/api/things/', { signedIn: true })).not.toThrow();
    expect(() => assertRouteDeclared('GET', '/api/health', {})).not.toThrow();
  });

  it("words the refusal in the caller's language", async () => {
    for (const [lang, detail] of [
      ['sv', 'Du har inte behörighet att göra detta.'],
      ['en', 'You do not have permission to do this.'],
    ] as const) {
      const res = await call(t.app, { url: '/api/outbox/', key: keys.get('Owner')!, lang });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'permission_denied', detail });
    }
  });

  it('answers 403 exactly when the role lacks the route permission (roles × endpoints)', async () => {
    const routes = guardedRoutes();
    let checked = 0;
    let denied = 0;
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const key = keys.get(role)!;
      const ownId = String(ids.get(role));
      for (const route of routes) {
        const url = route.url.replace(/:[^/]+/g, ownId);
        const write = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await call(t.app, {
          method: route.method as 'GET',
          url,
          key,
          lang: 'en',
          ...(write && route.url !== '/api/auth/signout/' ? { payload: {} } : {}),
        });
        const expectDenied = route.permission !== undefined && !can(role, route.permission);
        checked++;
        if (expectDenied) {
          denied++;
          if (res.statusCode !== 403 || res.json<{ code: string }>().code !== 'permission_denied') {
            mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode}, wanted 403`);
          } else {
            expect(res.json<{ detail: string }>().detail).toBeTruthy();
          }
        } else if (
          res.statusCode === 401 ||
          (res.statusCode === 403 && res.json<{ code: string }>().code === 'permission_denied')
        ) {
          mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode}, wanted access`);
        }
      }
    }
    console.info(
      `permission matrix: ${ROLES.length} roles × ${routes.length} endpoints = ${checked} calls, ${denied} denied`,
    );
    expect(mismatches).toEqual([]);
    expect(checked).toBe(ROLES.length * routes.length);
    expect(denied).toBeGreaterThan(0);
    // every role calls every endpoint: ~2,700 requests
  }, 120_000);
});
