import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectDetail } from '@portal/contracts/schemas/projects';
import { eventLog } from '../../../db/schema/events';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { api, projectFirms } from './projects-fixtures';

let t: TestApp;
let f: Awaited<ReturnType<typeof projectFirms>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T09:00:00Z'));
  f = await projectFirms(t, 'projects');
});
afterAll(() => t.close());

const project = (overrides: object = {}) => ({
  name: 'Bokslut 2026',
  description: 'Årsbokslut och årsredovisning',
  client: f.clientX,
  internal: false,
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  ...overrides,
});

describe('projects', () => {
  it('are created with a first board, listed, changed and deleted by the firm', async () => {
    const master = api(t, f.master.key);
    const created = await master.post('/api/projects/', project());
    expect(created.statusCode, created.body).toBe(201);
    const detail = created.json<ProjectDetail>();
    expect(detail).toMatchObject({
      name: 'Bokslut 2026',
      client: { id: f.clientX, name: 'Kund X AB' },
      status: 'active',
      task_count: 0,
    });
    expect(detail.boards).toHaveLength(1);
    expect(detail.boards[0]!.name).toBe('Tavla');
    expect(detail.boards[0]!.columns.map((c) => [c.title, c.position, c.done])).toEqual([
      ['Att göra', 0, false],
      ['Pågår', 1, false],
      ['Klart', 2, true],
    ]);
    // in the creator's language
    const english = await master.post('/api/projects/', project({ name: 'Audit' }), 'en');
    expect(english.json<ProjectDetail>().boards[0]!.columns[1]!.title).toBe('In progress');

    const patched = await master.patch(`/api/projects/${detail.id}/`, {
      end_date: '2026-02-28',
      client: null,
      internal: true,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ client: null, internal: true, status: 'ended' });

    const removed = await master.del(`/api/projects/${detail.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await master.get(`/api/projects/${detail.id}/`)).statusCode).toBe(404);
    const events = await t.ctx.db
      .select({ action: eventLog.action })
      .from(eventLog)
      .where(and(eq(eventLog.entity, 'project'), eq(eventLog.entityId, String(detail.id))));
    expect(events.map((e) => e.action).sort()).toEqual(['created', 'deleted', 'updated']);
  });

  it('refuses what cannot be, in the caller’s language, and changes nothing', async () => {
    const master = api(t, f.master.key);
    const before = (await master.get('/api/projects/?limit=500')).json<{ count: number }>().count;
    const cases: [object, string, RegExp][] = [
      [project({ name: '  ' }), 'name', /^Fältet Namn är obligatoriskt$/],
      [project({ name: 'x'.repeat(201) }), 'name', /inte vara längre än 200 tecken/],
      [
        project({ end_date: '2025-12-31' }),
        'end_date',
        /^Slutdatum kan inte ligga före startdatum/,
      ],
      [project({ start_date: '2026-02-30' }), 'start_date', /datum som finns/],
      [project({ client: f.clientZ }), 'client', /finns inte/],
      [project({ client: 2_147_483_647 }), 'client', /finns inte/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await master.post('/api/projects/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
    }
    const english = await master.post('/api/projects/', project({ end_date: '2025-01-01' }), 'en');
    expect(english.json().errors.end_date[0]).toBe('The end date cannot be before the start date.');
    const created = (await master.post('/api/projects/', project({ name: 'Moms Q1' }))).json<{
      id: number;
    }>();
    const later = await master.patch(`/api/projects/${created.id}/`, { start_date: '2026-07-01' });
    expect(later.statusCode).toBe(400);
    expect(later.json().errors.end_date[0]).toMatch(/före startdatum/);
    expect((await master.patch(`/api/projects/${created.id}/`, {})).statusCode).toBe(400);
    const after = (await master.get('/api/projects/?limit=500')).json<{ count: number }>().count;
    expect(after).toBe(before + 1);
  });

  it('lists by search, client, internal flag and status, sorted, 50 to a page', async () => {
    const master = api(t, f.master.key);
    for (const [name, extra] of [
      ['Lista Alfa', { client: f.clientY, end_date: '2026-03-01' }],
      ['Lista Beta', { client: null, internal: true, end_date: null }],
      ['Lista Gamma', { client: f.clientX, start_date: '2026-02-01', end_date: '2026-12-31' }],
    ] as const) {
      expect((await master.post('/api/projects/', project({ name, ...extra }))).statusCode).toBe(
        201,
      );
    }
    const names = async (query: string) =>
      (await master.get(`/api/projects/?search=Lista&${query}`))
        .json<{ results: Project[] }>()
        .results.map((p) => p.name);
    expect(await names('ordering=name')).toEqual(['Lista Alfa', 'Lista Beta', 'Lista Gamma']);
    expect(await names('ordering=-name')).toEqual(['Lista Gamma', 'Lista Beta', 'Lista Alfa']);
    expect(await names('status=ended')).toEqual(['Lista Alfa']);
    expect(await names('status=active&ordering=name')).toEqual(['Lista Beta', 'Lista Gamma']);
    expect(await names('internal=true')).toEqual(['Lista Beta']);
    expect(await names(`client=${f.clientY}`)).toEqual(['Lista Alfa']);
    // the same start: the newest first
    expect(await names('ordering=-start_date')).toEqual([
      'Lista Gamma',
      'Lista Beta',
      'Lista Alfa',
    ]);
    const byClient = await master.get('/api/projects/?search=Kund%20Y');
    expect(byClient.json<{ results: Project[] }>().results.map((p) => p.name)).toContain(
      'Lista Alfa',
    );
    const page = await master.get('/api/projects/?limit=2&ordering=name');
    expect(page.json()).toMatchObject({ next: expect.stringContaining('offset=2') });
    expect((await master.get('/api/projects/?ordering=budget')).statusCode).toBe(400);
  });
});

describe('who sees which project (ADR 030)', () => {
  it('shows a partner accountant the firm’s own projects and their clients’, nothing else', async () => {
    const master = api(t, f.master.key);
    const partner = api(t, f.partner.key);
    const ids: Record<string, number> = {};
    for (const [name, extra] of [
      ['Syn X', { client: f.clientX }],
      ['Syn Y', { client: f.clientY }],
      ['Syn internt', { client: null, internal: true }],
      ['Syn utan kund', { client: null }],
    ] as const) {
      ids[name] = (await master.post('/api/projects/', project({ name, ...extra }))).json<{
        id: number;
      }>().id;
    }
    const seen = (await partner.get('/api/projects/?search=Syn&ordering=name'))
      .json<{ results: Project[] }>()
      .results.map((p) => p.name);
    expect(seen).toEqual(['Syn internt', 'Syn utan kund', 'Syn X']);
    expect((await partner.get(`/api/projects/${ids['Syn Y']}/`)).statusCode).toBe(404);
    expect((await partner.patch(`/api/projects/${ids['Syn Y']}/`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await partner.del(`/api/projects/${ids['Syn Y']}/`)).statusCode).toBe(404);
    const foreign = await partner.post('/api/projects/', project({ client: f.clientY }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.client).toBeDefined();
    const options = (await partner.get('/api/projects/options/')).json<{
      clients: { name: string }[];
      accountants: { id: number }[];
    }>();
    expect(options.clients.map((c) => c.name)).toEqual(['Kund X AB']);
    expect(options.accountants.map((a) => a.id).sort()).toEqual([f.master.id, f.partner.id].sort());
  });

  it('answers 404 for another firm’s projects and lists none of them', async () => {
    const master = api(t, f.master.key);
    const other = api(t, f.masterB.key);
    const mine = (await master.post('/api/projects/', project({ name: 'Hemligt' }))).json<{
      id: number;
    }>();
    for (const res of [
      await other.get(`/api/projects/${mine.id}/`),
      await other.patch(`/api/projects/${mine.id}/`, { name: 'Kapat' }),
      await other.post(`/api/projects/${mine.id}/boards/`, { name: 'Kapad' }),
      await other.del(`/api/projects/${mine.id}/`),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect((await other.get('/api/projects/?search=Hemligt')).json().count).toBe(0);
    expect((await master.get(`/api/projects/${mine.id}/`)).json().name).toBe('Hemligt');
  });

  it('refuses roles without the projects permission, and accountants outside any firm', async () => {
    const owner = await createUser(t.ctx.db, {
      email: 'owner@projects.test',
      companies: ['556111-0001'],
    });
    const loner = await createUser(t.ctx.db, {
      email: 'loner@projects.test',
      role: 'MasterAccountant',
    });
    const ownerKey = await signIn(t.app, owner.email);
    const lonerKey = await signIn(t.app, loner.email);
    expect((await call(t.app, { url: '/api/projects/', key: ownerKey })).statusCode).toBe(403);
    const res = await call(t.app, { url: '/api/projects/', key: lonerKey, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'no_active_firm' });
  });
});
