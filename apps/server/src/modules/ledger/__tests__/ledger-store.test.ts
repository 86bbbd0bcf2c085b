import { readFileSync } from 'node:fs';
import { readSieLedgerBytes } from '@portal/connectors/sie/ledger';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { TestDatabase } from '../../../test/test-database';
import { insertCompany } from '../../companies/companies.repository';
import { rowsOf, writeLedgerYear } from '../ledger-store.repository';

const FILES = ['SIE4_Exempelfil_med_underdim.SE', 'SIE_exempelfil.se'];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

async function importFile(name: string, number: string) {
  const company = await insertCompany(t.database.db, { name, organizationNumber: number });
  const years = readSieLedgerBytes(readFileSync(sharedFixture('sie', name)));
  for (const year of years) await writeLedgerYear(t.database.db, company.id, year);
  return { companyId: company.id, years };
}

describe('the ledger store', () => {
  it.each(FILES)(
    'keeps %s so that its months add up to the #UB and #RES of every year',
    async (name) => {
      const { companyId, years } = await importFile(name, `S-${name.length}`);
      for (const year of years) {
        const moved = rowsOf<{ account: number; m: string }>(
          await t.database.db.execute(sql`select account, sum(debit - credit) as m
          from ledger_month_totals where company_id = ${companyId}
            and month between ${year.year.start}::date and ${year.year.end}::date group by account`),
        );
        const movement = new Map(moved.map((r) => [r.account, Number(r.m)]));
        for (const b of year.balances) {
          if (b.account < 3000 && b.closing !== undefined) {
            expect(b.opening + (movement.get(b.account) ?? 0)).toBe(b.closing);
          }
          if (b.account >= 3000 && b.result !== undefined) {
            expect(movement.get(b.account) ?? 0).toBe(b.result);
          }
        }
      }
    },
  );

  it('keeps voucher ids across a second import of the same file', async () => {
    const db = t.database.db;
    const { companyId, years } = await importFile(FILES[1]!, 'S-again');
    const before = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from ledger_vouchers where company_id = ${companyId} order by id`,
      ),
    );
    for (const year of years) await writeLedgerYear(db, companyId, year);
    const after = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from ledger_vouchers where company_id = ${companyId} order by id`,
      ),
    );
    expect(after.map((r) => Number(r.id))).toEqual(before.map((r) => Number(r.id)));
    expect(after.length).toBe(26);
  });
});
