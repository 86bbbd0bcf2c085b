import ExcelJS from 'exceljs';
import { asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox, outboxAttachments } from '../../../db/schema/outbox';
import { reportRuns } from '../../../db/schema/ledger';
import { call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { scheduleWorld } from './schedule-world';

export interface ScheduleSeen {
  id: number;
  next_run_at: string;
  last_status: string | null;
  last_error: string | null;
}

/** Making schedules through the API and reading what their runs left in the database. */
export function runHelpers(t: TestApp, w: Awaited<ReturnType<typeof scheduleWorld>>) {
  return {
    async schedule(body: object, company = w.handel.id): Promise<ScheduleSeen> {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/report-schedules/?company=${company}`,
        key: w.keys.master,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    sendNow: (id: number, key = w.keys.master) =>
      call(t.app, { method: 'POST', url: `/api/report-schedules/${id}/send/`, key }),
    reread: async (id: number): Promise<ScheduleSeen> =>
      (await call(t.app, { url: `/api/report-schedules/${id}/`, key: w.keys.master })).json(),
    /** the e-mails of a schedule: their subject starts with its name */
    mailsAbout: (name: string) =>
      t.ctx.db
        .select()
        .from(outbox)
        .where(like(outbox.subject, `${name}:%`))
        .orderBy(asc(outbox.id)),
    filesOf: (messageId: number) =>
      t.ctx.db.select().from(outboxAttachments).where(eq(outboxAttachments.messageId, messageId)),
    runsOf: (scheduleId: number) =>
      t.ctx.db.select().from(reportRuns).where(eq(reportRuns.scheduleId, scheduleId)),
    /** the moment just after a schedule's due time */
    justAfter: (s: ScheduleSeen) => t.clock.set(new Date(Date.parse(s.next_run_at) + 30_000)),
  };
}

export async function workbookOf(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  return book;
}
