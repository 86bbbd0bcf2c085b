import type { AppLocale } from '@portal/contracts/i18n/resources';
import { sectionsOf } from '@portal/contracts/schemas/scheduled-reports';
import type {
  DataPeriod,
  ReportFormat,
  ReportTemplate,
  ScheduleFrequency,
} from '@portal/contracts/schemas/scheduled-reports';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { ReportScheduleRow } from '../../db/schema/ledger';
import { dispatchEmails } from '../mail/mail.service';
import { insertOutboxMessage } from '../mail/outbox.repository';
import { buildReport, ReportFailure } from './build-report';
import { nextRunAfter } from './next-run';
import type { Recurrence } from './next-run';
import {
  claimRun,
  dueSchedules,
  finishRun,
  ledgerFactsOf,
  recordScheduleRun,
} from './report-runs.repository';
import { renderReportFile, reportMail } from './report-mail';
import { budgetIdOf, findScheduleView, sectionsOfRow } from './scheduled-reports.repository';
import type { ScheduleView } from './scheduled-reports.repository';

export const recurrenceOf = (
  row: Pick<ReportScheduleRow, 'frequency' | 'time' | 'dayOfWeek' | 'dayOfMonth'>,
): Recurrence => ({
  frequency: row.frequency as ScheduleFrequency,
  time: row.time,
  dayOfWeek: row.dayOfWeek,
  dayOfMonth: row.dayOfMonth,
});

/** The report file and its e-mail, made in a savepoint so a failure leaves the run to record. */
async function makeMessage(tx: Db, view: ScheduleView, dueAt: Date, now: Date) {
  const row = view.row;
  return tx.transaction(async (sp) => {
    const doc = await buildReport(sp, {
      companyId: row.companyId!,
      companyName: view.companyName ?? '',
      name: row.name,
      locale: row.locale as AppLocale,
      sections: sectionsOf(row.template as ReportTemplate, sectionsOfRow(row)),
      budgetId: budgetIdOf(row),
      dataPeriod: row.dataPeriod as DataPeriod,
      due: dueAt,
      ledger: await ledgerFactsOf(sp, row.companyId!),
    });
    const file = await renderReportFile(doc, row.format as ReportFormat);
    const outboxId = await insertOutboxMessage(sp, {
      to: row.to.join(', '),
      cc: row.cc.join(', '),
      bcc: row.bcc.join(', '),
      locale: row.locale as AppLocale,
      ...reportMail(doc, file, view.ownerName),
      createdAt: now,
      attachments: [file],
    });
    return { outboxId, fileName: file.fileName };
  });
}

export type RunMode = 'due' | 'now';

/**
 * The run of one due time of a schedule, made once: the run row is claimed first, in the same
 * transaction as the e-mail it writes, so a retry or a second worker never sends twice and a
 * crash leaves nothing behind. A report that cannot be made is recorded as failed, with its
 * reason, and sends nothing. A due run moves the schedule to its next due time after now
 * (times missed while nothing ran are not made up). Returns the run's id, or null when the
 * due time was already taken.
 */
export async function runSchedule(
  ctx: AppContext,
  scheduleId: number,
  dueAt: Date,
  mode: RunMode,
): Promise<number | null> {
  const run = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const view = await findScheduleView(tx, scheduleId);
    if (!view?.row.companyId) return null;
    const claimed = await claimRun(tx, scheduleId, dueAt, now);
    if (claimed === null) return null;
    let result;
    try {
      const made = await makeMessage(tx, view, dueAt, now);
      result = { status: 'sent' as const, ...made, errorKey: null };
    } catch (error) {
      if (!(error instanceof ReportFailure))
        ctx.log.error({ err: error, scheduleId }, 'scheduled report failed');
      const errorKey =
        error instanceof ReportFailure ? error.key : 'schedules.errors.render_failed';
      result = { status: 'failed' as const, fileName: null, outboxId: null, errorKey };
    }
    await finishRun(tx, claimed, result);
    const from = now > dueAt ? now : dueAt;
    await recordScheduleRun(tx, scheduleId, {
      at: now,
      status: result.status,
      ...(mode === 'due' ? { dueAt, nextRunAt: nextRunAfter(recurrenceOf(view.row), from) } : {}),
    });
    return { id: claimed, outboxId: result.outboxId };
  });
  if (run?.outboxId) await dispatchEmails(ctx, [run.outboxId]);
  return run?.id ?? null;
}

/** Every due schedule, each in its own transaction: one failing does not hold back the rest. */
export async function runDueSchedules(ctx: AppContext, batch = 100): Promise<number> {
  let made = 0;
  for (const due of await dueSchedules(ctx.db, ctx.clock.now(), batch)) {
    try {
      if ((await runSchedule(ctx, due.id, due.dueAt, 'due')) !== null) made++;
    } catch (error) {
      ctx.log.error({ err: error, scheduleId: due.id }, 'scheduled report run failed');
    }
  }
  return made;
}
