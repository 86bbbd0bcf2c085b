import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, projectTasks } from '../../../db/schema/accountants';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertProjectWithBoard } from '../../projects/project-factory';
import { buildWorld } from './collaboration-world';
import type { World } from './collaboration-world';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

type Who = keyof World['keys'];
const as = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, key: w.keys[who], lang: 'en', ...(payload ? { payload } : {}) });

async function write(payload: object, who: Who = 'master') {
  const res = await as(who, 'POST', '/api/notes/', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; visibility: string; mine: boolean }>();
}

const listed = async (who: Who, query = '') =>
  (await as(who, 'GET', `/api/notes/?limit=500${query}`))
    .json<{ results: { id: number }[] }>()
    .results.map((n) => n.id);

const stored = async (id: number) =>
  (await t.ctx.db.select().from(notes).where(eq(notes.id, id)))[0];

describe('note visibility (SPEC §6, ADR 033), enforced by the server', () => {
  /**
   * Who may read, and who may change, a note on client X at each level. The author is the
   * firm's master accountant; the colleague is the firm's partner assigned to X.
   */
  const expected = {
    private: { master: 200, partner: 404, other: 404, owner: 404 },
    firm: { master: 200, partner: 200, other: 404, owner: 404 },
    shared: { master: 200, partner: 200, other: 404, owner: 200 },
  } as const;

  for (const visibility of ['private', 'firm', 'shared'] as const) {
    it(`${visibility}: author, colleague accountant, another firm and the client's owner`, async () => {
      const note = await write({
        title: `Om X (${visibility})`,
        text: 'Bokslutet är klart.',
        type: 'meeting',
        visibility,
        company: w.x.id,
      });
      expect(note).toMatchObject({ visibility, mine: true });
      for (const [who, status] of Object.entries(expected[visibility]) as [Who, number][]) {
        const one = await as(who, 'GET', `/api/notes/${note.id}/`);
        expect(one.statusCode, `${who} GET ${visibility}`).toBe(status);
        expect(await listed(who), `${who} list ${visibility}`).toEqual(
          status === 200
            ? expect.arrayContaining([note.id])
            : expect.not.arrayContaining([note.id]),
        );
      }
      // the owner's colleague reads what the owner reads; a partner on another client nothing
      expect((await as('colleague', 'GET', `/api/notes/${note.id}/`)).statusCode).toBe(
        expected[visibility].owner,
      );
      expect((await as('partnerY', 'GET', `/api/notes/${note.id}/`)).statusCode).toBe(404);
      expect((await as('ownerZ', 'GET', `/api/notes/${note.id}/`)).statusCode).toBe(404);

      // only the author changes or deletes it; whoever cannot see it is told it does not exist
      const change = { title: 'Kapad' };
      const edits: [Who, number][] = [
        ['partner', visibility === 'private' ? 404 : 403],
        ['other', 404],
        ['owner', 403],
      ];
      for (const [who, status] of edits) {
        const patch = await as(who, 'PATCH', `/api/notes/${note.id}/`, change);
        expect(patch.statusCode, `${who} PATCH ${visibility}`).toBe(status);
        const remove = await as(who, 'DELETE', `/api/notes/${note.id}/`);
        expect(remove.statusCode, `${who} DELETE ${visibility}`).toBe(status);
      }
      const refused = await as('partner', 'PATCH', `/api/notes/${note.id}/`, change);
      if (visibility !== 'private')
        expect(refused.json().detail).toMatch(/Only the person who wrote/);
      expect((await stored(note.id))?.title).toBe(`Om X (${visibility})`);

      const own = await as('master', 'PATCH', `/api/notes/${note.id}/`, { text: 'Reviderat.' });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ text: 'Reviderat.', visibility });
      expect((await as('master', 'DELETE', `/api/notes/${note.id}/`)).statusCode).toBe(204);
      expect(await stored(note.id)).toBeUndefined();
    });
  }

  it('never widens by editing another field; only the author sets visibility explicitly', async () => {
    const secret = await write({
      title: 'Privat',
      text: '',
      type: 'note',
      visibility: 'private',
      company: w.x.id,
    });
    // a change that leaves visibility out keeps it, moving to another client too
    for (const patch of [{ title: 'Fortfarande privat' }, { company: w.y.id }, { type: 'call' }]) {
      const res = await as('master', 'PATCH', `/api/notes/${secret.id}/`, patch);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().visibility).toBe('private');
    }
    expect((await stored(secret.id))?.visibility).toBe('private');
    expect((await as('partnerY', 'GET', `/api/notes/${secret.id}/`)).statusCode).toBe(404);

    // a shared note does not follow a move to another client's users unless said again
    const shared = await write({
      title: 'Till X',
      text: 'Hej',
      type: 'email',
      visibility: 'shared',
      company: w.x.id,
    });
    const moved = await as('master', 'PATCH', `/api/notes/${shared.id}/`, { company: w.y.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.visibility[0]).toMatch(/Set its visibility again/);
    expect((await stored(shared.id))?.companyId).toBe(w.x.id);
    const firmOnly = await as('master', 'PATCH', `/api/notes/${shared.id}/`, {
      company: w.y.id,
      visibility: 'firm',
    });
    expect(firmOnly.json()).toMatchObject({ visibility: 'firm', company: { id: w.y.id } });
    expect((await as('owner', 'GET', `/api/notes/${shared.id}/`)).statusCode).toBe(404);

    // a colleague who may read a firm note cannot make it shared
    const widen = await as('partnerY', 'PATCH', `/api/notes/${shared.id}/`, {
      visibility: 'shared',
    });
    expect(widen.statusCode).toBe(403);
    expect((await stored(shared.id))?.visibility).toBe('firm');
  });

  it('follows a project or task note to the project’s client; internal projects stay in the firm', async () => {
    const { project: clientProject } = await insertProjectWithBoard(
      t.ctx.db,
      {
        firmId: w.north.id,
        companyId: w.x.id,
        name: 'Bokslut X',
        createdBy: w.people.master.id,
        tasks: [{ title: 'Stäm av 1580' }],
      },
      'sv',
    );
    const { project: internal } = await insertProjectWithBoard(
      t.ctx.db,
      { firmId: w.north.id, companyId: null, name: 'Internt', createdBy: w.people.master.id },
      'sv',
    );
    const [task] = await t.ctx.db
      .select()
      .from(projectTasks)
      .where(eq(projectTasks.projectId, clientProject.id));
    const base = { text: '', type: 'note', visibility: 'shared' };
    const onProject = await write({ ...base, title: 'Projekt', project: clientProject.id });
    const onTask = await write({ ...base, title: 'Uppgift', task: task!.id });
    const onInternal = await write({ ...base, title: 'Internt', project: internal.id });

    expect(await listed('owner', `&client=${w.x.id}`)).toEqual(
      expect.arrayContaining([onProject.id, onTask.id]),
    );
    expect(await listed('owner')).not.toContain(onInternal.id);
    expect(await listed('partner', `&task=${task!.id}`)).toEqual([onTask.id]);
    // the partner on client Y sees the firm's internal project, not client X's
    expect(await listed('partnerY')).toContain(onInternal.id);
    expect((await as('partnerY', 'GET', `/api/notes/${onProject.id}/`)).statusCode).toBe(404);
    // another firm cannot attach to this firm's project, nor anyone to two things at once
    const foreign = await as('other', 'POST', '/api/notes/', {
      ...base,
      title: 'x',
      project: clientProject.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.project).toBeDefined();
    const both = await as('master', 'POST', '/api/notes/', {
      ...base,
      title: 'x',
      company: w.x.id,
      project: clientProject.id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.non_field_errors[0]).toMatch(/exactly one company, project or task/);
  });

  it('refuses bad input with field errors and lists by attachment, type and visibility', async () => {
    const bad = await as('master', 'POST', '/api/notes/', {
      title: ' ',
      text: '',
      type: 'gossip',
      visibility: 'public',
      company: w.z.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['title', 'type', 'visibility']);
    const foreign = await as('master', 'POST', '/api/notes/', {
      title: 'x',
      text: '',
      type: 'note',
      visibility: 'firm',
      company: w.z.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.company).toBeDefined();
    const empty = await as('master', 'PATCH', '/api/notes/1/', {});
    expect(empty.statusCode).toBe(400);

    for (const type of ['call', 'call', 'reminder'])
      await write({ title: `Typ ${type}`, text: '', type, visibility: 'firm', company: w.y.id });
    const calls = await as(
      'master',
      'GET',
      `/api/notes/?company=${w.y.id}&type=call&visibility=firm`,
    );
    expect(calls.json().count).toBe(2);
    const firm = await as('master', 'GET', `/api/notes/?company=${w.y.id}&visibility=firm&limit=1`);
    expect(firm.json()).toMatchObject({ count: 4, next: expect.stringContaining('offset=1') });
    const searched = await as('master', 'GET', '/api/notes/?search=Typ%20remind');
    expect(searched.json().count).toBe(1);
    const unknown = await as('master', 'GET', '/api/notes/?colour=red');
    expect(unknown.statusCode).toBe(400);
  });
});
