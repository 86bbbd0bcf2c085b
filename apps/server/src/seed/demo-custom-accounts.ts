import type { Db } from '../db/client';
import { customAccountMappings } from '../db/schema/operations';

type NewMapping = typeof customAccountMappings.$inferInsert;

/**
 * Custom account mappings in-house staff keep for demo companies (/custom-account): coffee
 * subscriptions on a revenue account of their own, freight to Norway apart, and Klarna's payouts
 * and fees on accounts of their own.
 */
export async function seedDemoCustomAccounts(
  db: Db,
  companies: { kaffe: number; bygg: number },
  staffId: number,
  now: Date,
) {
  const by = { createdBy: staffId, updatedBy: staffId, createdAt: now, updatedAt: now };
  const rows: NewMapping[] = [
    {
      companyId: companies.kaffe,
      accountType: 'revenue',
      accountNumber: '3011',
      matchType: 'sku',
      matchCode: 'PRENUM-*',
      vatRate: 12,
      eventType: 'order',
      product: true,
    },
    {
      companyId: companies.kaffe,
      accountType: 'revenue',
      accountNumber: '3521',
      matchType: 'country',
      matchCode: 'NO',
      shipping: true,
    },
    {
      companyId: companies.bygg,
      accountType: 'expense',
      accountNumber: '6571',
      matchType: 'payment_method',
      matchCode: 'klarna',
      eventType: 'payout',
      feeLines: true,
    },
    {
      companyId: companies.bygg,
      accountType: 'asset',
      accountNumber: '1940',
      matchType: 'payment_method',
      matchCode: 'klarna',
      eventType: 'payout',
      recurringTransactions: true,
    },
  ];
  await db.insert(customAccountMappings).values(rows.map((row) => ({ ...row, ...by })));
}
