import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/contracts/roles';
import { resources } from '@portal/contracts/resources/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericRecords } from '../../../db/schema/operations';
import { insertFirm } from '../../companies/companies.repository';
import { seedDemoGenericResources } from '../../../seed/demo-generic-resources';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let inhouse = '';
let inhouseId = 0;
let firmId = 0;
const others = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const [i, role] of ROLES.entries()) {
    const email = `${role.toLowerCase()}@resources.test`;
    const user = await createUser(t.ctx.db, {
      email,
      role,
      ...(role === 'Owner' ? { companies: [`55990011${String(i).padStart(2, '0')}`] } : {}),
    });
    if (role === 'Inhouse') inhouseId = user.id;
    const key = await signIn(t.app, email);
    if (role === 'Inhouse') inhouse = key;
    else others.set(role, key);
  }
  firmId = (await insertFirm(t.ctx.db, { name: 'Profilbyrån AB' })).id;
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'sv',
) => call(t.app, { method, url, key: inhouse, lang, ...(payload ? { payload } : {}) });

describe('a generic resource, end to end', () => {
  it('creates, reads, lists, changes and deletes a cost centre, recording who and when', async () => {
    const created = await api('POST', '/api/generic-resources/cost-centers/', {
      code: ' KS1 ',
      name: 'Kundservice',
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({
      data: { code: 'KS1', name: 'Kundservice', note: '', active: true },
      created_by: { id: inhouseId, email: 'inhouse@resources.test' },
      updated_by: { id: inhouseId },
    });
    expect(row.created_at).toBe(row.updated_at);

    const read = await api('GET', `/api/generic-resources/cost-centers/${row.id}/`);
    expect(read.json()).toEqual(row);

    t.clock.advance(60);
    const changed = await api('PATCH', `/api/generic-resources/cost-centers/${row.id}/`, {
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({
      code: 'KS1',
      name: 'Kundservice',
      note: '',
      active: false,
    });
    expect(changed.json().updated_at).not.toBe(row.created_at);

    const list = await api('GET', '/api/generic-resources/cost-centers/?search=kundserv');
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: row.id }] });

    const removed = await api('DELETE', `/api/generic-resources/cost-centers/${row.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await api('GET', `/api/generic-resources/cost-centers/${row.id}/`)).statusCode).toBe(
      404,
    );

    const events = await api(
      'GET',
      `/api/event-log/?entity=generic_resource&entity_id=cost-centers/${row.id}`,
    );
    const entries = events.json().results as {
      action: string;
      old_data: object;
      new_data: object;
    }[];
    expect(entries.map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
    expect(entries[1]).toMatchObject({ old_data: { active: true }, new_data: { active: false } });
    expect(entries[2]!.new_data).toMatchObject({ resource: 'cost-centers', code: 'KS1' });
    expect(entries[0]!.old_data).toMatchObject({ code: 'KS1', active: false });
  });

  it("refuses bad input with the resource's own field names, in Swedish and English", async () => {
    const before = await t.ctx.db.select().from(genericRecords);
    const sv = await api('POST', '/api/generic-resources/cost-centers/', {
      code: 'FÖR-LÅNG',
      name: '',
    });
    expect(sv.statusCode).toBe(400);
    expect(sv.json()).toEqual({
      code: 'validation_error',
      errors: {
        code: ['kod får inte vara längre än 6 tecken'],
        name: ['Fältet namn är obligatoriskt'],
      },
    });
    const en = await api(
      'POST',
      '/api/generic-resources/eu-vat-rates/',
      {
        country_code: 'US',
        standard_rate: 101,
        valid_from: '2026-02-30',
      },
      'en',
    );
    expect(en.json()).toEqual({
      code: 'validation_error',
      errors: {
        country_code: ['The country field is not valid'],
        standard_rate: ['The standard rate (%) may not be greater than 100'],
        valid_from: ['The valid from must be a date that exists (YYYY-MM-DD)'],
      },
    });
    const empty = await api('PATCH', '/api/generic-resources/cost-centers/1/', {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(genericRecords)).toEqual(before);
  });

  it('refuses a second row with the same unique values, whatever their case', async () => {
    const first = await api('POST', '/api/generic-resources/enums/', {
      group: 'channel',
      key: 'web',
      label_sv: 'Webb',
      label_en: 'Web',
    });
    expect(first.statusCode).toBe(201);
    const again = await api(
      'POST',
      '/api/generic-resources/enums/',
      {
        group: 'channel',
        key: 'web',
        label_sv: 'Webben',
        label_en: 'The web',
      },
      'en',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      group: ['A row with the same group + key already exists.'],
    });
    const other = await api('POST', '/api/generic-resources/enums/', {
      group: 'channel',
      key: 'store',
      label_sv: 'Butik',
      label_en: 'Store',
    });
    const clash = await api('PATCH', `/api/generic-resources/enums/${other.json().id}/`, {
      key: 'web',
    });
    expect(clash.json().errors.group).toEqual(['Det finns redan en rad med samma grupp + nyckel.']);
    // a row may keep its own values
    const same = await api('PATCH', `/api/generic-resources/enums/${first.json().id}/`, {
      key: 'web',
    });
    expect(same.statusCode).toBe(200);
  });

  it('checks that a reference names a row, and names it in the list', async () => {
    const missing = await api(
      'POST',
      '/api/generic-resources/firm-profiles/',
      { firm_id: 999999 },
      'en',
    );
    expect(missing.json()).toEqual({
      code: 'validation_error',
      errors: { firm_id: ['The chosen accounting firm does not exist'] },
    });
    const made = await api('POST', '/api/generic-resources/firm-profiles/', {
      firm_id: firmId,
      website: 'https://profil.example.com',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().references).toEqual({ firm_id: 'Profilbyrån AB' });
    const list = await api('GET', `/api/generic-resources/firm-profiles/?firm_id=${firmId}`);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ references: { firm_id: 'Profilbyrån AB' } }],
    });
    const bad = await api(
      'POST',
      '/api/generic-resources/firm-profiles/',
      { firm_id: firmId, website: 'ftp://x' },
      'en',
    );
    expect(bad.json().errors.website).toEqual([
      'The website must be a web address starting with http:// or https://',
    ]);
  });

  it('answers an unknown resource with a localized 404', async () => {
    for (const [lang, detail] of [
      ['sv', 'Det finns ingen lista som heter så.'],
      ['en', 'There is no list with that name.'],
    ] as const) {
      for (const [method, url] of [
        ['GET', '/api/generic-resources/companies/'],
        ['POST', '/api/generic-resources/companies/'],
        ['PATCH', '/api/generic-resources/nope/1/'],
        ['DELETE', '/api/generic-resources/nope/1/'],
      ] as const) {
        const res = await api(
          method,
          url,
          method === 'POST' || method === 'PATCH' ? { a: 1 } : undefined,
          lang,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', detail });
      }
    }
  });

  it('answers 403 to every role but in-house staff on every endpoint', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/generic-resources'));
    expect(routes.length).toBeGreaterThan(resources().length * 5);
    expect(others.size).toBe(ROLES.length - 1);
    for (const [role, key] of others) {
      for (const route of routes) {
        const url = route.url.replace(':resource', 'cost-centers').replace(':id', '1');
        const res = await call(t.app, {
          method: route.method as 'GET',
          url,
          key,
          lang: 'en',
          ...(route.method === 'POST' || route.method === 'PATCH'
            ? { payload: { code: 'X' } }
            : {}),
        });
        expect(res.statusCode, `${role} ${route.method} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          code: 'permission_denied',
          detail: 'You do not have permission to do this.',
        });
      }
    }
  });
});

describe('lists worked out by the database', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 120; i++) {
      const res = await api('POST', '/api/generic-resources/template-tasks/', {
        template: i % 2 ? 'Udda' : 'Jämn',
        title: `Uppgift ${String(i).padStart(3, '0')}`,
        due_offset_days: i % 30,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('pages by 50 with next and previous links and the whole count', async () => {
    const first = (await api('GET', '/api/generic-resources/template-tasks/')).json();
    expect(first.count).toBe(120);
    expect(first.results).toHaveLength(50);
    expect(first.previous).toBeNull();
    const third = (await api('GET', '/api/generic-resources/template-tasks/?offset=100')).json();
    expect(third.results).toHaveLength(20);
    expect(third.next).toBeNull();
    expect(third.previous).toContain('offset=50');
  });

  it('sorts across pages by the ordering asked for, numbers as numbers', async () => {
    const titles = async (query: string) =>
      (
        (await api('GET', `/api/generic-resources/template-tasks/?${query}`)).json().results as {
          data: { title: string; due_offset_days: number };
        }[]
      ).map((r) => r.data);
    const down = await titles('ordering=-title&limit=3');
    expect(down.map((d) => d.title)).toEqual(['Uppgift 120', 'Uppgift 119', 'Uppgift 118']);
    const second = await titles('ordering=-title&limit=3&offset=3');
    expect(second[0]!.title).toBe('Uppgift 117');
    const days = (await titles('ordering=due_offset_days&limit=120')).map((d) => d.due_offset_days);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days.at(-1)).toBe(29);
  });

  it('searches several fields in part and case-insensitively, and refuses unknown parameters', async () => {
    const found = (await api('GET', '/api/generic-resources/template-tasks/?search=UDDA')).json();
    expect(found.count).toBe(60);
    const one = (
      await api('GET', '/api/generic-resources/template-tasks/?search=gift%20007')
    ).json();
    expect(one.results.map((r: { data: { title: string } }) => r.data.title)).toEqual([
      'Uppgift 007',
    ]);
    const wild = (await api('GET', '/api/generic-resources/template-tasks/?search=%25')).json();
    expect(wild.count).toBe(0);
    const bad = await api(
      'GET',
      '/api/generic-resources/template-tasks/?ordering=colour&colour=red',
      undefined,
      'en',
    );
    expect(bad.json()).toEqual({
      code: 'validation_error',
      errors: {
        ordering: ['The list cannot be sorted by ordering'],
        colour: ['The list has no filter called colour'],
      },
    });
  });

  it('filters by a select or a yes/no field', async () => {
    await api('POST', '/api/generic-resources/todo-tags/', { name: 'Röd', colour: 'red' });
    await api('POST', '/api/generic-resources/todo-tags/', { name: 'Blå', colour: 'blue' });
    const red = (await api('GET', '/api/generic-resources/todo-tags/?colour=red')).json();
    expect(red.results.map((r: { data: { name: string } }) => r.data.name)).toEqual(['Röd']);
    await api('POST', '/api/generic-resources/cost-centers/', {
      code: 'OFF',
      name: 'Av',
      active: false,
    });
    await api('POST', '/api/generic-resources/cost-centers/', { code: 'ON', name: 'På' });
    const off = (await api('GET', '/api/generic-resources/cost-centers/?active=false')).json();
    expect(off.results.map((r: { data: { code: string } }) => r.data.code)).toEqual(['OFF']);
  });
});

describe('the index and the demo rows', () => {
  it('counts every resource, the demo rows all valid', async () => {
    await t.ctx.db.delete(genericRecords).where(eq(genericRecords.resource, 'eu-vat-rates'));
    await seedDemoGenericResources(t.ctx.db, { authorId: inhouseId, firmId }, new Date());
    const index = await api('GET', '/api/generic-resources/');
    expect(index.statusCode).toBe(200);
    const summaries = index.json() as { key: string; count: number; read_only: boolean }[];
    expect(summaries.map((s) => s.key)).toEqual(resources().map((r) => r.key));
    const count = (key: string) => summaries.find((s) => s.key === key)!.count;
    expect(count('eu-vat-rates')).toBe(12);
    expect(count('catalogue')).toBeGreaterThanOrEqual(9);
    for (const summary of summaries) expect(summary.count, summary.key).toBeGreaterThan(0);
    const se = (
      await api('GET', '/api/generic-resources/eu-vat-rates/?country_code=FI&ordering=-valid_from')
    ).json();
    expect(se.results.map((r: { data: object }) => r.data)).toEqual([
      {
        country_code: 'FI',
        standard_rate: 25.5,
        reduced_rates: ['14', '10'],
        valid_from: '2024-09-01',
      },
      {
        country_code: 'FI',
        standard_rate: 24,
        reduced_rates: ['14', '10'],
        valid_from: '2013-01-01',
      },
    ]);
  });
});
