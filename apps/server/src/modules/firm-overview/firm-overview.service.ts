import { formatMinor } from '@portal/connectors/money';
import { stockholmDay } from '@portal/contracts/dates';
import type { FirmOverview, TimeSummary } from '@portal/contracts/schemas/firm-overview';
import { healthBand } from '@portal/contracts/schemas/subscription-status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { addMonths } from '../billing/billing-cycle';
import { clientHealth, hasProblems } from '../client-portfolio/client-health';
import { firmScopeOf } from '../firm-work/firm-scope';
import { kickbackGlance } from '../kickbacks/kickback-views.service';
import type { Scope } from '../tenancy/scope';
import { firmName, openTasks } from './firm-overview.repository';
import { timeSums } from './time-summary.repository';
import type { TimeFilter } from './time-summary.repository';

/** Today in Sweden, its month (YYYY-MM) and the month's first day and the day after its last. */
export function monthOf(now: Date) {
  const today = stockholmDay(now);
  const from = `${today.slice(0, 7)}-01`;
  return { today, month: today.slice(0, 7), from, to: addMonths(from, 1) };
}

/** The time of the month the filter finds, in the API's words. */
export async function monthTime(db: Db, filter: TimeFilter): Promise<TimeSummary> {
  const sums = await timeSums(db, filter);
  return {
    minutes: sums.minutes,
    billable_minutes: sums.billableMinutes,
    billable_value: formatMinor(sums.billableValue, 'SEK'),
  };
}

/** /overview: the firm at a glance, every figure from the same sources as its own screen. */
export async function firmOverview(ctx: AppContext, scope: Scope): Promise<FirmOverview> {
  const now = ctx.clock.now();
  const firm = await firmScopeOf(ctx.db, scope);
  const named = await firmName(ctx.db, firm.firmId);
  if (!named) throw notFound();
  const { today, month, from, to } = monthOf(now);
  const health = [...(await clientHealth(ctx, scope, firm.clientIds, now)).values()];
  const rows = health.flatMap((client) => client.rows);
  const band = (name: string) => rows.filter((row) => healthBand(row.score) === name).length;
  return {
    firm: named,
    today,
    month,
    clients: { total: firm.clientIds.length, with_problems: health.filter(hasProblems).length },
    subscriptions: {
      total: rows.length,
      good: band('good'),
      fair: band('fair'),
      poor: band('poor'),
      error: rows.filter((row) => row.status === 'Error').length,
    },
    tasks: await openTasks(ctx.db, firm.firmId, today),
    time: await monthTime(ctx.db, { firmId: firm.firmId, from, to }),
    kickbacks: await kickbackGlance(ctx.db, firm.firmId, Number(today.slice(0, 4))),
  };
}
