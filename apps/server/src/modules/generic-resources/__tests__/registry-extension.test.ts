import { defineResource } from '@portal/contracts/resources/define';
import { boolean, date, number, select, text } from '@portal/contracts/resources/fields';
import { registerResource } from '@portal/contracts/resources/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { genericRecordStore } from '../generic-records.repository';

/**
 * ADR 027: a resource added to the registry has its API, validation and permission with no
 * other code. These two exist only in this test file (each file has its own module graph).
 */
const parcels = defineResource({
  key: 'test-parcels',
  fields: {
    reference: text({ required: true, max: 12 }),
    weight_grams: number({ required: true, min: 1, max: 30_000 }),
    carrier: select(['postnord', 'dhl'] as const, { required: true }),
    fragile: boolean(),
  },
  search: ['reference'],
  sort: ['reference', 'weight_grams'],
  filters: ['carrier'],
  defaultSort: ['-weight_grams'],
  unique: [['reference']],
});
const holidays = defineResource({
  key: 'test-holidays',
  fields: { day: date({ required: true }), name: text({ required: true }) },
  defaultSort: ['day'],
  readOnly: true,
});

let t: TestApp;
let staff = '';
let owner = '';

beforeAll(async () => {
  registerResource(parcels);
  registerResource(holidays);
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@registry.test', role: 'Inhouse' });
  await createUser(t.ctx.db, { email: 'owner@registry.test', companies: ['5566001122'] });
  staff = await signIn(t.app, 'staff@registry.test');
  owner = await signIn(t.app, 'owner@registry.test');
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  key = staff,
) => call(t.app, { method, url, key, lang: 'en', ...(payload ? { payload } : {}) });

describe('a resource added to the registry', () => {
  it('is served, validated, listed and guarded without code of its own', async () => {
    const heavy = await api('POST', '/api/generic-resources/test-parcels/', {
      reference: 'KOLLI-1',
      weight_grams: 2500,
      carrier: 'dhl',
    });
    expect(heavy.statusCode, heavy.body).toBe(201);
    await api('POST', '/api/generic-resources/test-parcels/', {
      reference: 'KOLLI-2',
      weight_grams: 300,
      carrier: 'postnord',
      fragile: true,
    });
    const bad = await api('POST', '/api/generic-resources/test-parcels/', {
      reference: 'KOLLI-3',
      weight_grams: 40_000,
      carrier: 'ups',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      weight_grams: ['The weight_grams may not be greater than 30000'],
      carrier: ['The carrier field is not valid'],
    });

    const list = (await api('GET', '/api/generic-resources/test-parcels/')).json();
    expect(list.results.map((r: { data: { reference: string } }) => r.data.reference)).toEqual([
      'KOLLI-1',
      'KOLLI-2',
    ]);
    const dhl = (await api('GET', '/api/generic-resources/test-parcels/?carrier=dhl')).json();
    expect(dhl.count).toBe(1);

    const id = heavy.json().id;
    const patched = await api('PATCH', `/api/generic-resources/test-parcels/${id}/`, {
      fragile: true,
    });
    expect(patched.json().data).toEqual({
      reference: 'KOLLI-1',
      weight_grams: 2500,
      carrier: 'dhl',
      fragile: true,
    });
    const denied = await api('GET', '/api/generic-resources/test-parcels/', undefined, owner);
    expect(denied.statusCode).toBe(403);

    const index = (await api('GET', '/api/generic-resources/')).json();
    expect(index).toEqual(
      expect.arrayContaining([
        { key: 'test-parcels', count: 2, read_only: false },
        { key: 'test-holidays', count: 0, read_only: true },
      ]),
    );
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, object> } }).swagger();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/generic-resources/test-parcels/',
        '/api/generic-resources/test-parcels/{id}/',
      ]),
    );
  });

  it('serves a read-only resource to read, and refuses every write', async () => {
    const def = holidays;
    const at = new Date();
    const id = await genericRecordStore.insert(
      t.ctx.db,
      def,
      { day: '2026-06-19', name: 'Midsommarafton' },
      { by: 1, at },
    );
    const list = (await api('GET', '/api/generic-resources/test-holidays/')).json();
    expect(list.results.map((r: { data: object }) => r.data)).toEqual([
      { day: '2026-06-19', name: 'Midsommarafton' },
    ]);
    for (const [method, url] of [
      ['POST', '/api/generic-resources/test-holidays/'],
      ['PATCH', `/api/generic-resources/test-holidays/${id}/`],
      ['DELETE', `/api/generic-resources/test-holidays/${id}/`],
    ] as const) {
      const res = await api(method, url, method === 'DELETE' ? undefined : { name: 'Midsommar' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'permission_denied', detail: 'This list is read-only.' });
    }
    expect((await api('GET', `/api/generic-resources/test-holidays/${id}/`)).json().data.name).toBe(
      'Midsommarafton',
    );
  });
});
