import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { call, createTestApp } from '../../test/test-app';
import type { Response, TestApp } from '../../test/test-app';

/**
 * Every operation of the OpenAPI document, sent what a careless or hostile client sends: NUL
 * bytes, lone surrogates, integers past PostgreSQL's, dates that do not exist, ids of nothing,
 * empty patches, broken multipart and deep nesting — as in-house staff, as an owner and without
 * a token. None may answer 5xx, and no table may change.
 */
let t: TestApp;
const keys: Record<string, string> = {};

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
};
type Parameter = { name: string; in: 'path' | 'query'; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
interface Op {
  method: string;
  path: string;
  params: Parameter[];
  body?: Schema;
  multipart: boolean;
}

async function operations(): Promise<Op[]> {
  const doc = (
    t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
  ).swagger();
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

type Kind = 'nul' | 'surrogate' | 'bigint' | 'baddate' | 'badmonth' | 'missing' | 'plain';

const types = (s: Schema): string[] => {
  const inner = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  return [...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []), ...inner.flatMap(types)];
};
const isDate = (s: Schema) =>
  s.format === 'date' || /\\d\{4\}-/.test(s.pattern ?? '') || /\d\{4\}-/.test(s.pattern ?? '');
const isMonth = (s: Schema) => (s.pattern ?? '').includes('0[1-9]|1[0-2])$');

/** Where a request of one kind put a hostile value; a request with none is not sent. */
let injected = false;
const inject = <T>(value: T): T => {
  injected = true;
  return value;
};

/** A hostile value for a schema of this kind, else a harmless one of its type. */
function hostile(s: Schema, kind: Kind, name: string): unknown {
  const ts = types(s);
  const isId = /(^|_)id$/.test(name);
  if (ts.includes('integer') || ts.includes('number')) {
    if (kind === 'bigint') return inject(2147483648);
    if (kind === 'missing' && isId) return inject(999999);
    return 1;
  }
  if (ts.includes('string')) {
    if (s.enum) return s.enum[0];
    if (kind === 'baddate' && isMonth(s)) return inject('2026-13');
    if (kind === 'baddate' && isDate(s)) return inject('2026-02-30');
    if (kind === 'badmonth' && isMonth(s)) return inject('0000-01');
    if (kind === 'badmonth' && isDate(s)) return inject('0000-01-01');
    if (kind === 'nul') return inject(`a\u0000${name}`);
    if (kind === 'surrogate') return inject(`a\ud800${name}`);
    if (kind === 'bigint' && isId) return inject('2147483648');
    return 'x';
  }
  if (ts.includes('boolean')) return true;
  if (ts.includes('array') && s.items) return [hostile(s.items, kind, name)];
  if (s.properties) return fill(s, kind);
  return kind === 'nul' ? inject('a\u0000') : null;
}

function fill(s: Schema, kind: Kind): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(s.properties ?? {}))
    out[name] = hostile(prop, kind, name);
  return out;
}

function pathWith(op: Op, kind: Kind): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (kind === 'bigint') return inject('2147483648');
    if (kind === 'missing') return inject('999999');
    if (kind === 'nul') return inject('a%00b');
    return name === 'resource' ? 'x' : '1';
  });
}

function queryWith(op: Op, kind: Kind): string {
  const parts = op.params
    .filter((p) => p.in === 'query')
    .map((p) => {
      // a URL carries UTF-8, which has no lone surrogates: %ED%A0%80 arrives as U+FFFD
      const value = hostile(p.schema, kind === 'surrogate' ? 'plain' : kind, p.name);
      const text = Array.isArray(value) ? String(value[0]) : String(value ?? '');
      return `${p.name}=${encodeURIComponent(text)}`;
    });
  return parts.length ? `?${parts.join('&')}` : '';
}

const TABLES_SKIPPED = new Set(['rate_limits', 'api_logs']);

/** Per table, a hash of every row: what a refused request must leave as it was. */
async function digest(): Promise<Record<string, string>> {
  const tables = (await t.ctx.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
  )) as unknown as { rows: { tablename: string }[] };
  const hashes: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    if (TABLES_SKIPPED.has(tablename)) continue;
    const result = (await t.ctx.db.execute(
      sql.raw(`select * from "${tablename}" order by 1`),
    )) as unknown as { rows: unknown[] };
    hashes[tablename] = createHash('sha256').update(JSON.stringify(result.rows)).digest('hex');
  }
  return hashes;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  const signin = async (identifier: string, company_number?: string) =>
    (
      await call(t.app, {
        method: 'POST',
        url: '/api/auth/signin/',
        payload: {
          identifier,
          password: DEMO_PASSWORD,
          ...(company_number ? { company_number } : {}),
        },
      })
    ).json<{ key: string }>().key;
  keys.inhouse = await signin('inhouse@example.com');
  keys.owner = await signin('owner@example.com', '556677-8899');
  keys.master = await signin('master@example.com');
  keys.none = '';
}, 120_000);
afterAll(() => t.close());

const SKIP = new Set(['POST /api/auth/signout/', 'POST /api/switch/unswitch/']);

describe('hostile input', () => {
  it('never answers 5xx and changes nothing', async () => {
    const before = await digest();
    const failures: string[] = [];
    const ops = (await operations()).filter((op) => !SKIP.has(`${op.method} ${op.path}`));
    const record = (label: string, res: Response) => {
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
    };
    for (const op of ops) {
      for (const who of ['inhouse', 'owner', 'none']) {
        const key = keys[who]!;
        for (const kind of [
          'nul',
          'surrogate',
          'bigint',
          'baddate',
          'badmonth',
          'missing',
        ] as Kind[]) {
          injected = false;
          const url = pathWith(op, kind) + queryWith(op, kind);
          const payload =
            op.body && op.method !== 'GET' ? JSON.stringify(fill(op.body, kind)) : undefined;
          if (!injected) continue;
          const res = await call(t.app, {
            method: op.method as 'GET',
            url,
            key,
            ...(payload !== undefined
              ? { payload, headers: { 'content-type': 'application/json' } }
              : {}),
          });
          const label = `${who} ${kind} ${op.method} ${url} ${payload ?? ''}`;
          record(label, res);
          // ids of nothing may find nothing (200 with an empty list); anything else is refused
          const lenient = op.method === 'GET' && kind === 'missing';
          if (res.statusCode < 400 && !lenient)
            failures.push(`${res.statusCode} ${label}: accepted`);
          if (res.statusCode >= 400 && !res.json<{ code?: string }>().code)
            failures.push(`${label}: no error code`);
        }
        // Bodies that cannot be what the operation takes: refused, whoever sends them.
        const url = pathWith(op, 'plain');
        const refuse = async (label: string, payload: string, contentType: string) => {
          const res = await call(t.app, {
            method: op.method as 'POST',
            url,
            key,
            payload,
            headers: { 'content-type': contentType },
          });
          record(`${who} ${label} ${op.method} ${url}`, res);
          if (res.statusCode < 400)
            failures.push(`${res.statusCode} ${who} ${label} ${op.method} ${url}: accepted`);
        };
        if (op.body && op.method === 'PATCH') await refuse('empty', '{}', 'application/json');
        if (op.body) {
          await refuse(
            'deep',
            `{"input":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
            'application/json',
          );
          await refuse(
            'nested',
            `{"name":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`,
            'application/json',
          );
        }
        if (op.multipart) {
          const cut =
            '--x\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nabc';
          await refuse('multipart-cut', cut, 'multipart/form-data; boundary=x');
          await refuse('multipart-no-boundary', 'abc', 'multipart/form-data');
          const field = `--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\na\u0000b\r\n--x--\r\n`;
          await refuse('multipart-nul', field, 'multipart/form-data; boundary=x');
        }
      }
    }
    // Well-formed bodies whose ids name nothing, and a rule test whose input nests 100,000 deep.
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const named: [string, string, object | string][] = [
      [
        'POST',
        '/api/companies',
        { name: 'X AB', company_id: '559999-0001', accounting_firm_id: 999999 },
      ],
      ['PATCH', '/api/companies/1/', { accounting_firm_id: 999999 }],
      ['PATCH', '/api/accounting-firms/1/', { primary_accountant_id: 999999 }],
      ['POST', '/api/companies/1/accountants/', { user_id: 999999 }],
      [
        'POST',
        '/api/users',
        {
          email: 'n@example.com',
          first_name: 'N',
          last_name: 'N',
          role: 'Colleague',
          company_id: 999999,
        },
      ],
      [
        'POST',
        '/api/users',
        {
          email: 'm@example.com',
          first_name: 'M',
          last_name: 'M',
          role: 'PartnerAccountant',
          firm_id: 999999,
        },
      ],
      ['POST', '/api/switch/company/', { company_id: 999999 }],
      ['POST', '/api/switch/firm/', { firm_id: 999999 }],
      ['POST', '/api/switch/user/', { user_id: 999999 }],
      [
        'POST',
        '/api/custom-rules/test/',
        `{"code":"function rule(d) { return d; }","entry_point":"e6","input":${deep}}`,
      ],
      [
        'POST',
        '/api/custom-rules/test/',
        { code: 'function rule(d) { return d; }', entry_point: 'e6', input: { a: 'x\u0000' } },
      ],
    ];
    for (const [method, url, payload] of named) {
      for (const who of ['inhouse', 'owner', 'master']) {
        const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
        const res = await call(t.app, {
          method: method as 'POST',
          url,
          key: keys[who]!,
          payload: body,
          headers: { 'content-type': 'application/json' },
        });
        record(`${who} ${method} ${url} ${body.slice(0, 120)}`, res);
        if (res.statusCode < 400)
          failures.push(`${res.statusCode} ${who} ${method} ${url} accepted`);
      }
    }
    expect(failures).toEqual([]);
    expect(await digest()).toEqual(before);
  }, 600_000);
});
