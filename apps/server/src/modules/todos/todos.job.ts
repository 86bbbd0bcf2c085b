import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { dispatchEmails } from '../mail/mail.service';
import { sendNotice } from '../notifications/send-notice';
import { markTold, overdueUntold } from './todos.repository';

export const TODO_OVERDUE_JOB = 'todos.overdue';
/** Daily at 07:00 Swedish time, before the working day starts. */
export const TODO_OVERDUE_CRON = '0 7 * * *';

/**
 * Tells each assignee once per due date that their to-do is overdue (`overdue_notified_at`,
 * cleared when the due date changes). Marking and telling share a transaction, so a to-do is
 * never told twice, even when two sweeps overlap.
 */
export async function notifyOverdueTodos(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let told = 0;
  for (const todo of await overdueUntold(ctx.db, now)) {
    const mail = await ctx.db.transaction(async (tx) => {
      if (!(await markTold(tx, todo.id, now))) return null;
      return sendNotice(ctx, tx, todo.assigneeId!, {
        kind: 'todos',
        type: 'warning',
        title: 'todos.notices.overdue_title',
        text: 'todos.notices.overdue_text',
        params: { task: todo.task, due: todo.dueDate ?? '' },
        link: `/todos?id=${todo.id}`,
      });
    });
    if (mail === null) continue;
    told++;
    await dispatchEmails(ctx, mail);
  }
  return told;
}

/** Registers the daily sweep, its queue and its schedule. */
export async function startTodosWorker(boss: PgBoss, ctx: AppContext, pollingIntervalSeconds = 2) {
  await boss.createQueue(TODO_OVERDUE_JOB, {
    name: TODO_OVERDUE_JOB,
    policy: 'short',
    retryLimit: 2,
    retryDelay: 60,
  });
  await boss.work(TODO_OVERDUE_JOB, { pollingIntervalSeconds, batchSize: 1 }, async () => {
    const told = await notifyOverdueTodos(ctx);
    if (told) ctx.log.info({ told }, 'overdue to-dos told to their assignees');
  });
  await boss.schedule(TODO_OVERDUE_JOB, TODO_OVERDUE_CRON, {}, { tz: 'Europe/Stockholm' });
}
