import { stockholmDay } from '@portal/contracts/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../db/schema/accountants';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { signIn } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { caller } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db, t.clock.now());
});
afterAll(() => t.close());

describe('the demo firm’s workflow templates', () => {
  it('has three real templates and Norrsken Handel AB’s monthly close recurring', async () => {
    const master = caller(t, await signIn(t.app, 'master@example.com', DEMO_PASSWORD));
    const list = await master.get('/api/workflow-templates/?ordering=name');
    const templates = list.json<{ results: { id: number; name: string; task_count: number }[] }>();
    expect(templates.results.map((r) => [r.name, r.task_count])).toEqual([
      ['Momsdeklaration kvartal', 6],
      ['Månadsbokslut', 6],
      ['Årsbokslut och årsredovisning', 8],
    ]);
    const close = templates.results.find((r) => r.name === 'Månadsbokslut')!;
    const recurrences = await master.get(`/api/workflow-templates/${close.id}/recurrences/`);
    const month = stockholmDay(t.clock.now()).slice(0, 7);
    expect(recurrences.json()).toEqual([
      expect.objectContaining({
        client: expect.objectContaining({ name: 'Norrsken Handel AB' }),
        frequency: 'monthly',
        lead_days: 14,
        active: true,
      }),
    ]);
    // this month's project was made as the job would have made it
    const [made] = await t.ctx.db
      .select()
      .from(projects)
      .where(eq(projects.name, `Månadsbokslut ${month} – Norrsken Handel AB`));
    expect(made).toMatchObject({ period: month, startDate: `${month}-01` });

    // the partner accountant is assigned Lindqvist Bygg only: Norrsken's recurrence is not theirs
    const partner = caller(t, await signIn(t.app, 'partner@example.com', DEMO_PASSWORD));
    const theirs = await partner.get(`/api/workflow-templates/${close.id}/recurrences/`);
    expect(theirs.json()).toEqual([]);
  });
});
