import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { companies } from '../../../db/schema/companies';
import { bookedDocuments } from '../../../db/schema/engine';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';

let t: TestApp;
let staffKey: string;
let ownerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@rules.test', role: 'Inhouse' });
  await createUser(t.ctx.db, {
    email: 'owner@rules.test',
    role: 'Owner',
    companies: ['5566778899'],
  });
  staffKey = await signIn(t.app, 'staff@rules.test');
  ownerKey = await signIn(t.app, 'owner@rules.test');
});
afterAll(() => t.close());

const salesAccount = `function rule(data) {
  data.rows = data.rows.map((row) => (row.account === 3001 ? { ...row, account: 3051 } : row));
  return data;
}`;

const newRule = {
  code: salesAccount,
  entry_point: 'e7',
  app_name: 'shopify',
  accounting_name: null,
  active: true,
};

describe('custom rules API', () => {
  it('lets in-house staff create, read, list, change and delete a rule, logging each change', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/',
      key: staffKey,
      payload: newRule,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json<{ id: number }>();
    expect(rule).toMatchObject({ ...newRule, created_by: expect.any(Number) });

    const read = await call(t.app, { url: `/api/custom-rules/${rule.id}/`, key: staffKey });
    expect(read.json()).toEqual(created.json());

    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/custom-rules/${rule.id}/`,
      key: staffKey,
      payload: { active: false, accounting_name: 'fortnox' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ active: false, accounting_name: 'fortnox' });

    const list = await call(t.app, { url: '/api/custom-rules/?search=3051', key: staffKey });
    expect(list.json()).toMatchObject({ count: 1, next: null, results: [{ id: rule.id }] });
    const none = await call(t.app, { url: '/api/custom-rules/?entry_point=e1', key: staffKey });
    expect(none.json()).toMatchObject({ count: 0, results: [] });

    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/custom-rules/${rule.id}/`,
      key: staffKey,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await call(t.app, { url: `/api/custom-rules/${rule.id}/`, key: staffKey });
    expect(gone.statusCode).toBe(404);

    const log = await call(t.app, {
      url: `/api/event-log/?entity=custom_rule&entity_id=${rule.id}`,
      key: staffKey,
    });
    expect(log.json()).toMatchObject({
      count: 3,
      results: expect.arrayContaining([
        expect.objectContaining({
          action: 'created',
          done_by: { id: expect.any(Number), email: 'staff@rules.test' },
        }),
        expect.objectContaining({
          action: 'updated',
          old_data: { active: true, accounting_name: null, updated_at: expect.any(String) },
          new_data: { active: false, accounting_name: 'fortnox', updated_at: expect.any(String) },
        }),
        expect.objectContaining({ action: 'deleted' }),
      ]),
    });
  });

  it('pages the list', async () => {
    for (let i = 0; i < 3; i++) {
      await call(t.app, {
        method: 'POST',
        url: '/api/custom-rules/',
        key: staffKey,
        payload: newRule,
      });
    }
    const page = await call(t.app, { url: '/api/custom-rules/?limit=2', key: staffKey });
    expect(page.json()).toMatchObject({
      count: 3,
      next: '/api/custom-rules/?limit=2&offset=2',
      previous: null,
    });
    expect(page.json<{ results: unknown[] }>().results).toHaveLength(2);
  });

  it.each([
    ['sv', 'Regeln har ett syntaxfel: SyntaxError'],
    ['en', 'The rule has a syntax error: SyntaxError'],
  ])(
    "refuses to save code with a syntax error, in the caller's language (%s)",
    async (lang, text) => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/custom-rules/',
        key: staffKey,
        lang,
        payload: { ...newRule, code: 'function rule(data) {\n  return data +;\n}' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: string; errors: { code: string[] } }>();
      expect(body.code).toBe('validation_error');
      expect(body.errors.code[0]).toContain(text);
      expect(body.errors.code[0]).toContain('(line 2)');
    },
  );

  it('refuses to save code without function rule(data), also when editing', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/',
      key: staffKey,
      payload: newRule,
    });
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/custom-rules/${created.json<{ id: number }>().id}/`,
      key: staffKey,
      lang: 'en',
      payload: { code: 'const x = 1;' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: { code: ['The rule must define function rule(data).'] },
    });
  });

  it('refuses an unknown entry point', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/',
      key: staffKey,
      payload: { ...newRule, entry_point: 'e9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { entry_point: [expect.any(String)] },
    });
  });

  it('tries a rule on sample data without saving it', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/test/',
      key: staffKey,
      payload: {
        code: `function rule(data) { console.log('rows:', data.rows.length); ${salesAccount.slice(22)}`,
        entry_point: 'e7',
        input: { rows: [{ account: 3001, credit: 100 }] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      output: { rows: [{ account: 3051, credit: 100 }] },
      logs: ['rows: 1'],
      ms: expect.any(Number),
    });
  });

  it.each([
    ['sv', 'Regeln körde längre än 50 ms och stoppades.'],
    ['en', 'The rule ran longer than 50 ms and was stopped.'],
  ])('tells why a tried rule failed (%s)', async (lang, reason) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/test/',
      key: staffKey,
      lang,
      payload: { code: 'function rule(data) { while (true) {} }', entry_point: 'e3', input: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, failure: 'timeout', reason, logs: [] });
  });

  it('keeps answering /api/health while a hostile rule is tried', async () => {
    const hostile = call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/test/',
      key: staffKey,
      lang: 'en',
      payload: {
        code: "function rule() { var s = []; for (;;) { s.push(''.padEnd(3e6, 'x')); } }",
        entry_point: 'e7',
        input: {},
      },
    });
    const waits: number[] = [];
    let done = false;
    void hostile.finally(() => (done = true));
    while (!done) {
      const started = performance.now();
      const health = await call(t.app, { url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const res = await hostile;
    expect(res.json()).toMatchObject({ ok: false });
    expect(waits.length).toBeGreaterThan(3);
    // a blocked thread showed here as 18–99 s; a loaded CI machine may pause a few hundred ms
    expect(Math.max(...waits)).toBeLessThan(500);
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(100);
  });

  it('is for in-house staff only', async () => {
    for (const [method, url] of [
      ['GET', '/api/custom-rules/'],
      ['POST', '/api/custom-rules/'],
      ['POST', '/api/custom-rules/test/'],
      ['GET', '/api/custom-rules/1/'],
      ['PATCH', '/api/custom-rules/1/'],
      ['DELETE', '/api/custom-rules/1/'],
      ['GET', '/api/custom-rules/1/versions/'],
      ['POST', '/api/custom-rules/1/versions/1/restore/'],
      ['GET', '/api/custom-rules/documents/'],
    ] as const) {
      const res = await call(t.app, {
        method,
        url,
        key: ownerKey,
        payload: method === 'PATCH' || url === '/api/custom-rules/' ? newRule : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'permission_denied' });
    }
  });

  it('keeps every saved state of a rule as a version, and puts an earlier one back as a new one', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/',
      key: staffKey,
      payload: newRule,
    });
    const id = created.json<{ id: number }>().id;
    const changed = 'function rule(data) { return data; }';
    await call(t.app, {
      method: 'PATCH',
      url: `/api/custom-rules/${id}/`,
      key: staffKey,
      payload: { code: changed, active: false },
    });
    const versions = await call(t.app, { url: `/api/custom-rules/${id}/versions/`, key: staffKey });
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toMatchObject([
      { version: 2, code: changed, active: false, created_by: { name: 'Test Person' } },
      { version: 1, code: salesAccount, active: true },
    ]);

    const restored = await call(t.app, {
      method: 'POST',
      url: `/api/custom-rules/${id}/versions/1/restore/`,
      key: staffKey,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ code: salesAccount, active: true });
    const after = await call(t.app, { url: `/api/custom-rules/${id}/versions/`, key: staffKey });
    expect(after.json().map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const missing = await call(t.app, {
      method: 'POST',
      url: `/api/custom-rules/${id}/versions/9/restore/`,
      key: staffKey,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('tries a rule on a real booked document, showing it before and after', async () => {
    const owner = await t.ctx.db.select().from(companies).limit(1);
    const [sub] = await t.ctx.db
      .insert(subscriptions)
      .values({
        companyId: owner[0]!.id,
        application: 'shopify',
        accounting: 'sie',
        status: 'Active',
        startDate: '2026-01-01',
      })
      .returning();
    await t.ctx.db.insert(bookedDocuments).values({
      subscriptionId: sub!.id,
      companyId: owner[0]!.id,
      marker: `portal:${sub!.id}:shopify:order:1001`,
      kind: 'order',
      sourceId: '1001',
      reference: 'A 7',
      type: 'voucher',
      date: '2026-11-20',
      description: 'Order #1001',
      currency: 'SEK',
      rows: [
        { account: '1580', debit: 12_500, credit: 0, description: 'Order #1001' },
        { account: '3001', debit: 0, credit: 10_000, description: 'Försäljning 25 % moms' },
        { account: '2611', debit: 0, credit: 2_500, description: 'Utgående moms 25 %' },
      ],
    });
    const documents = await call(t.app, {
      url: '/api/custom-rules/documents/?search=%231001',
      key: staffKey,
    });
    expect(documents.statusCode, documents.body).toBe(200);
    const [document] = documents.json<{ entry_point: string; data: { rows: unknown[] } }[]>();
    expect(document).toMatchObject({ entry_point: 'e7', reference: 'A 7', company: 'Bolag 1 AB' });

    const tried = await call(t.app, {
      method: 'POST',
      url: '/api/custom-rules/test/',
      key: staffKey,
      payload: {
        code: "function rule(data) { data.rows = data.rows.map((r) => (r.account === '3001' ? { ...r, account: '3051' } : r)); return data; }",
        entry_point: 'e7',
        input: document!.data,
      },
    });
    const result = tried.json<{ ok: boolean; output: { rows: { account: number | string }[] } }>();
    expect(result.ok).toBe(true);
    expect(result.output.rows.map((r) => r.account)).toEqual(['1580', '3051', '2611']);
  });
});
