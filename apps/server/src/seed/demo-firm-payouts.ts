import type { Db } from '../db/client';
import { firmPayouts } from '../db/schema/operations';

const day = (date: Date) => date.toISOString().slice(0, 10);
const monthsBack = (now: Date, months: number, dayOfMonth: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, dayOfMonth));

/** The demo firm's kickback payouts (/payouts): two months ago paid, last month still to pay. */
export async function seedDemoFirmPayouts(db: Db, firmId: number, staffId: number, now: Date) {
  const by = { createdBy: staffId, updatedBy: staffId, createdAt: now, updatedAt: now };
  const period = (date: Date) => day(date).slice(0, 7);
  await db.insert(firmPayouts).values([
    {
      ...by,
      firmId,
      status: 'paid',
      invoiceNumber: `KB-${period(monthsBack(now, 2, 1))}`,
      amount: 184_500,
      date: day(monthsBack(now, 1, 5)),
      paidDate: day(monthsBack(now, 1, 12)),
      note: 'Kickback för tre anslutna bolag',
    },
    {
      ...by,
      firmId,
      status: 'pending',
      invoiceNumber: `KB-${period(monthsBack(now, 1, 1))}`,
      amount: 212_750,
      date: day(monthsBack(now, 0, 5) > now ? now : monthsBack(now, 0, 5)),
      note: 'Kickback för fyra anslutna bolag',
    },
  ]);
}
