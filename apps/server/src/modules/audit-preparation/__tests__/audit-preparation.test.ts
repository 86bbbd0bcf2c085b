import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditItems } from '../../../db/schema/accountants';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { firmWorld } from '../../tax-preparation/__tests__/firm-fixture';

let t: TestApp;
let w: Awaited<ReturnType<typeof firmWorld>>;

interface Item {
  id: number;
  kind: string;
  title: string;
  status: string;
  automatic: boolean;
  due_date: string | null;
  overdue: boolean;
  assignee: { id: number; name: string } | null;
  completed_by: { id: number } | null;
  company: number;
}
interface Page {
  count: number;
  results: Item[];
  progress: { total: number; done: number; in_progress: number; open: number; overdue: number };
}

const open = (company: number, year: number, key = w.keys.master, lang = 'sv') =>
  call(t.app, {
    url: `/api/audit-preparation/checklist/?company=${company}&year=${year}`,
    key,
    lang,
  });
const list = async (query: string, key = w.keys.master) => {
  const res = await call(t.app, { url: `/api/audit-preparation/items/?${query}`, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const patch = (id: number, payload: object, key = w.keys.master) =>
  call(t.app, {
    method: 'PATCH',
    url: `/api/audit-preparation/items/${id}/`,
    key,
    payload,
    lang: 'en',
  });
const byKind = async (company: number, year: number) =>
  Object.fromEntries(
    (await list(`company=${company}&year=${year}`)).results.map((i) => [i.kind, i]),
  );

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-27T09:00:00Z'));
  w = await firmWorld(t, 'prep');
});
afterAll(() => t.close());

describe('audit checklists', () => {
  it('are made once per client and year, titled in the language of who opened them', async () => {
    const first = await open(w.handel.id, 2025, w.keys.master, 'en');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      company_name: 'prep Handel AB',
      fiscal_year: 2025,
      period_start: '2025-01-01',
      period_end: '2025-12-31',
      progress: { total: 8 },
    });
    expect((await open(w.handel.id, 2025)).json().progress.total).toBe(8);
    const rows = await t.ctx.db.select().from(auditItems);
    expect(rows).toHaveLength(8);
    const items = await byKind(w.handel.id, 2025);
    expect(items.payouts_reconciled).toMatchObject({
      title: 'Every payout of the year reconciled',
      automatic: true,
      due_date: '2026-01-30',
    });
    expect(items.inventory_count).toMatchObject({
      title: 'Inventory count',
      automatic: false,
      status: 'open',
      due_date: '2025-12-31',
      overdue: true,
    });
    const swedish = await open(w.handel.id, 2026);
    expect(swedish.statusCode).toBe(200);
    expect((await byKind(w.handel.id, 2026)).accruals!.title).toBe('Periodiseringar');
  });

  it('follows a broken fiscal year set for the client', async () => {
    const settings = await call(t.app, {
      method: 'PUT',
      url: `/api/tax-preparation/settings/${w.bygg.id}/`,
      key: w.keys.master,
      payload: { vat_frequency: 'quarterly', fiscal_year_end_month: 6 },
    });
    expect(settings.statusCode).toBe(200);
    const res = await open(w.bygg.id, 2026);
    expect(res.json()).toMatchObject({ period_start: '2025-07-01', period_end: '2026-06-30' });
    const clients = await call(t.app, {
      url: '/api/audit-preparation/clients/',
      key: w.keys.master,
    });
    expect(clients.json()).toEqual([
      { id: w.bygg.id, name: 'prep Bygg AB', fiscal_year_end_month: 6, current_fiscal_year: 2027 },
      {
        id: w.handel.id,
        name: 'prep Handel AB',
        fiscal_year_end_month: 12,
        current_fiscal_year: 2026,
      },
    ]);
  });

  it('moves a manual item a step at a time, and never an automatic one by hand', async () => {
    const items = await byKind(w.handel.id, 2025);
    const count = items.inventory_count!;
    const skip = await patch(count.id, { status: 'done' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().errors.status[0]).toMatch(/one step at a time/);

    const started = await patch(count.id, { status: 'in_progress', assignee: w.partner.id });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'in_progress',
      assignee: { id: w.partner.id, name: 'Test Person' },
    });
    const done = await patch(count.id, { status: 'done' });
    expect(done.json()).toMatchObject({
      status: 'done',
      overdue: false,
      completed_by: { id: w.master.id },
    });
    const reopened = await patch(count.id, { status: 'in_progress' });
    expect(reopened.json()).toMatchObject({ status: 'in_progress', completed_by: null });

    const automatic = await patch(items.payouts_reconciled!.id, { status: 'in_progress' });
    expect(automatic.statusCode).toBe(409);
    expect(automatic.json().detail).toMatch(/sets its status itself/);
    // its due date and assignee are a person's to set
    const dated = await patch(items.payouts_reconciled!.id, { due_date: '2026-02-15' });
    expect(dated.json()).toMatchObject({ due_date: '2026-02-15', automatic: true });
    const renamed = await patch(items.accruals!.id, { title: 'Något annat' });
    expect(renamed.statusCode).toBe(409);
  });

  it('adds, changes and deletes custom items; standard ones stay', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/audit-preparation/items/',
      key: w.keys.master,
      payload: {
        company: w.handel.id,
        year: 2025,
        title: 'Stäm av presentkort',
        description: 'Utestående presentkort mot 2420',
        due_date: '2027-01-15',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<Item>();
    expect(item).toMatchObject({ kind: 'custom', automatic: false, status: 'open' });
    const renamed = await patch(item.id, { title: 'Stäm av presentkort och kuponger' });
    expect(renamed.json().title).toBe('Stäm av presentkort och kuponger');

    for (const [payload, field] of [
      [{ company: w.handel.id, year: 2025, title: '   ' }, 'title'],
      [{ company: w.handel.id, year: 1999, title: 'x' }, 'year'],
      [{ company: w.handel.id, year: 2025, title: 'a\u0000b' }, 'title'],
      [{ company: w.handel.id, year: 2025, title: 'x', due_date: '2026-02-30' }, 'due_date'],
      // an accountant of another firm
      [{ company: w.handel.id, year: 2025, title: 'x', assignee: w.otherMaster.id }, 'assignee'],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/audit-preparation/items/',
        key: w.keys.master,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field], field).toBeDefined();
    }

    const standard = (await byKind(w.handel.id, 2025)).fixed_assets!;
    const refused = await call(t.app, {
      method: 'DELETE',
      url: `/api/audit-preparation/items/${standard.id}/`,
      key: w.keys.master,
    });
    expect(refused.statusCode).toBe(409);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/audit-preparation/items/${item.id}/`,
      key: w.keys.master,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(`company=${w.handel.id}&year=2025`)).count).toBe(8);
  });

  it('filters overdue and in progress, by client and year, with the progress', async () => {
    const overdue = await list('year=2025&state=overdue');
    expect(overdue.results.length).toBeGreaterThan(0);
    expect(overdue.results.every((i) => i.overdue && i.status !== 'done')).toBe(true);
    const inProgress = await list('state=in_progress');
    expect(inProgress.results.map((i) => i.kind)).toEqual(['inventory_count']);
    const all = await list('year=2025');
    expect(all.progress).toMatchObject({ total: 8, in_progress: 1 });
    expect(all.progress.overdue).toBe(overdue.count);
    const page = await list('limit=5&ordering=-due_date');
    expect(page.results).toHaveLength(5);
    expect(page.count).toBe(24);
    const search = await list('search=bygg');
    expect(search.results.every((i) => i.company === w.bygg.id)).toBe(true);
  });

  it('answers 404 for other firms and for clients outside the person’s scope', async () => {
    const item = (await byKind(w.handel.id, 2025)).accruals!;
    for (const key of [w.keys.other, w.keys.partner]) {
      const reads = [
        await open(w.handel.id, 2025, key),
        await call(t.app, { url: `/api/audit-preparation/items/?company=${w.handel.id}`, key }),
        await patch(item.id, { status: 'in_progress' }, key),
        await call(t.app, {
          method: 'DELETE',
          url: `/api/audit-preparation/items/${item.id}/`,
          key,
        }),
        await call(t.app, {
          method: 'POST',
          url: '/api/audit-preparation/items/',
          key,
          payload: { company: w.handel.id, year: 2025, title: 'Intrång' },
        }),
        await call(t.app, {
          method: 'POST',
          url: '/api/audit-preparation/checklist/check/',
          key,
          payload: { company: w.handel.id, year: 2025 },
        }),
      ];
      expect(reads.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      const mine = await list('', key);
      expect(mine.results.some((i) => i.company === w.handel.id)).toBe(false);
    }
    expect((await byKind(w.handel.id, 2025)).accruals!.status).toBe('open');
    // the partner works on the client assigned to them
    expect((await open(w.bygg.id, 2026, w.keys.partner)).statusCode).toBe(200);
    const owner = await call(t.app, { url: '/api/audit-preparation/items/', key: w.keys.owner });
    expect(owner.statusCode).toBe(403);
  });
});
