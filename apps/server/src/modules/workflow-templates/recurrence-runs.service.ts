import { stockholmDay } from '@portal/contracts/dates';
import type { RecurrenceFrequency } from '@portal/contracts/schemas/workflow-templates';
import {
  addDays,
  nextPeriodStart,
  periodLabel,
  projectNameFor,
} from '@portal/contracts/schemas/workflow-templates';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  dueRecurrenceIds,
  lockRecurrence,
  periodMade,
  updateRecurrence,
} from './recurrences.repository';
import { insertTemplateProject } from './template-projects.service';
import {
  findFirmClient,
  findTemplate,
  templateTasks,
  userLocale,
} from './workflow-templates.repository';

/** At most this many periods per recurrence and run (a year of months, with room). */
const MAX_PERIODS_PER_RUN = 24;

/** The day in Sweden the recurrences plan by. */
export const todayOf = (ctx: AppContext) => stockholmDay(ctx.clock.now());

/** Whether the project of the period starting `start` is due: `leadDays` before it, or later. */
export const isDue = (start: string, leadDays: number, today: string) =>
  addDays(start, -leadDays) <= today;

/**
 * Makes the projects a recurrence owes by `today`, each period once, and moves its next period
 * on. The recurrence row stays locked meanwhile, so a concurrent run waits and then finds
 * nothing left to do; the unique (recurrence, period) index guards the rest. Returns how many
 * projects were made.
 */
export async function catchUpRecurrence(db: Db, id: number, today: string, now: Date) {
  return db.transaction(async (tx) => {
    const recurrence = await lockRecurrence(tx, id);
    if (!recurrence?.active) return 0;
    const frequency = recurrence.frequency as RecurrenceFrequency;
    if (!isDue(recurrence.nextPeriodStart, recurrence.leadDays, today)) return 0;
    const template = await findTemplate(tx, recurrence.firmId, recurrence.templateId);
    // A company that left the firm gets no more projects; the recurrence waits untouched.
    const client = await findFirmClient(tx, recurrence.firmId, recurrence.companyId);
    if (!template || !client) return 0;
    const tasks = await templateTasks(tx, template.id);
    const locale = await userLocale(tx, recurrence.createdBy);
    let start = recurrence.nextPeriodStart;
    let made = 0;
    for (let n = 0; n < MAX_PERIODS_PER_RUN && isDue(start, recurrence.leadDays, today); n++) {
      const period = periodLabel(start, frequency);
      if (!(await periodMade(tx, recurrence.id, period))) {
        await insertTemplateProject(
          tx,
          {
            firmId: recurrence.firmId,
            template,
            tasks,
            client,
            name: projectNameFor(template.name, period, client.name),
            startDate: start,
            createdBy: recurrence.createdBy,
            recurrenceId: recurrence.id,
            period,
          },
          locale,
        );
        made++;
      }
      start = nextPeriodStart(start, frequency);
    }
    await updateRecurrence(tx, recurrence.id, {
      nextPeriodStart: start,
      updatedAt: now,
    });
    return made;
  });
}

/**
 * The job: every active recurrence whose next period is within its lead days. One failing
 * recurrence does not hold up the others; the run then fails, so pg-boss tries it again.
 */
export async function runDueRecurrences(ctx: AppContext) {
  const today = todayOf(ctx);
  let made = 0;
  let failed = 0;
  for (const id of await dueRecurrenceIds(ctx.db, today)) {
    try {
      made += await catchUpRecurrence(ctx.db, id, today, ctx.clock.now());
    } catch (error) {
      failed++;
      ctx.log.error({ err: error, recurrenceId: id }, 'recurring project not made');
    }
  }
  if (failed > 0) throw new Error(`${failed} recurrences failed`);
  return made;
}
