import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../db/schema/billing';
import { companies } from '../../../db/schema/companies';
import { seedDemo } from '../../../seed/demo';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { runInvoiceJob } from '../billing.job';

let t: TestApp;
const NOW = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await seedDemo(t.ctx.db, NOW);
});
afterAll(() => t.close());

describe('the demo billing', () => {
  it('gives Norrsken Handel AB three months of invoices, the newest unpaid', async () => {
    const [norrsken] = await t.ctx.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Norrsken Handel AB'));
    const rows = await t.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, norrsken!.id))
      .orderBy(invoices.periodStart);
    expect(rows.map((r) => [r.number, r.periodStart, r.status])).toEqual([
      [1001, '2026-09-01', 'paid'],
      [1002, '2026-10-01', 'paid'],
      [1003, '2026-11-01', 'unpaid'],
    ]);
    // two monthly subscriptions at the catalogue's price, plus 25 % VAT
    expect(rows[2]!.lines).toHaveLength(2);
    expect(rows[2]!.amountDue).toBe(rows[2]!.total);
    expect(rows[2]!.total).toBe(Math.round(rows[2]!.net * 1.25));
  });

  it('the daily job adds nothing for the month the demo already billed', async () => {
    const created = await runInvoiceJob(t.ctx, {});
    expect(created.map((i) => i.companyId)).not.toContain(
      (await t.ctx.db.select().from(companies).where(eq(companies.name, 'Norrsken Handel AB')))[0]!
        .id,
    );
    expect(await runInvoiceJob(t.ctx, {})).toEqual([]);
  });
});
