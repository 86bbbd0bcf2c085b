import type { TimerStart } from '@portal/contracts/schemas/time-tracking';
import { stockholmDay } from '@portal/contracts/dates';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notFound, withDetail } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import { findOwnEntryView, findRunning, insertEntry, stopEntry } from './time-entries.repository';
import type { EntryRecord } from './time-entries.repository';
import { timerMinutes } from './time-values';
import { checkWork, rateFor, timeScopeOf, toTimeEntry } from './time-work';

async function ownView(db: Db, userId: number, id: number) {
  const view = await findOwnEntryView(db, userId, id);
  if (!view) throw notFound();
  return toTimeEntry(view, userId);
}

/** The caller's running timer and the server's clock, so the elapsed time counts from it. */
export async function timerState(ctx: AppContext, scope: Scope) {
  await timeScopeOf(ctx, scope); // time is kept in a firm: none active, none to show
  const running = await findRunning(ctx.db, scope.userId);
  return {
    entry: running ? await ownView(ctx.db, scope.userId, running.id) : null,
    now: ctx.clock.now().toISOString(),
  };
}

/**
 * Stops a timer (ADR 032): every started minute counts, at least one, at most a day, on the
 * day it started; the entry takes the client's rate now. Undefined when stopped meanwhile.
 */
async function stop(db: Db, entry: EntryRecord, now: Date) {
  return stopEntry(db, entry.id, {
    minutes: timerMinutes(entry.runningSince!, now),
    hourlyRate: await rateFor(db, entry.firmId, entry.companyId),
    updatedAt: now,
  });
}

/** Starts the caller's timer; one already running is stopped first (ADR 032). */
export async function startTimer(ctx: AppContext, scope: Scope, input: TimerStart) {
  const ts = await timeScopeOf(ctx, scope);
  const client = input.client ?? null;
  const work = {
    client,
    project: input.project ?? null,
    task: input.task ?? null,
    billable: input.billable ?? client !== null,
  };
  await checkWork(ctx, ts, work);
  const now = ctx.clock.now();
  try {
    const { entry, stopped } = await ctx.db.transaction(async (tx) => {
      const running = await findRunning(tx, scope.userId);
      const stoppedRow = running ? await stop(tx, running, now) : undefined;
      const row = await insertEntry(tx, {
        firmId: ts.firmId,
        userId: scope.userId,
        companyId: work.client,
        projectId: work.project,
        taskId: work.task,
        date: stockholmDay(now),
        minutes: 0,
        runningSince: now,
        billable: work.billable,
        description: input.description?.trim() ?? '',
        createdAt: now,
        updatedAt: now,
      });
      return { entry: row, stopped: stoppedRow };
    });
    return {
      entry: await ownView(ctx.db, scope.userId, entry.id),
      stopped: stopped ? await ownView(ctx.db, scope.userId, stopped.id) : null,
    };
  } catch (error) {
    // another start of the same person won the race: the partial unique index holds one timer
    if (isUniqueViolation(error)) throw withDetail(409, 'conflict', 'time.errors.timer_race');
    throw error;
  }
}

export async function stopTimer(ctx: AppContext, scope: Scope) {
  await timeScopeOf(ctx, scope);
  const running = await findRunning(ctx.db, scope.userId);
  const stopped = running ? await stop(ctx.db, running, ctx.clock.now()) : undefined;
  if (!stopped) throw withDetail(409, 'conflict', 'time.errors.no_timer');
  return ownView(ctx.db, scope.userId, stopped.id);
}
