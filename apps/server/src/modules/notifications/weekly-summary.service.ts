import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { t } from '../../plugins/locale';
import { dispatchEmails } from '../mail/mail.service';
import { insertOutboxMessage } from '../mail/outbox.repository';
import {
  addDays,
  isoOf,
  localDateOf,
  weekdayOf,
  zonedInstant,
} from '../scheduled-reports/zoned-time';
import { userLocale } from '../users/user-dto';
import { countUnread } from './notifications.repository';
import { claimWeek, summaryReaders, syncWeekOf, todosOf } from './weekly-summary.repository';
import type { SummaryReader } from './weekly-summary.repository';

/** The summary goes out on Mondays from 07:00, Swedish time. */
export const SUMMARY_HOUR = 7;

export interface SummaryWeek {
  /** the Monday it is sent on: what `users.weekly_summary_sent_on` records */
  monday: string;
  /** the week it covers, Monday to Sunday, as instants [from, to) and days */
  from: Date;
  to: Date;
  firstDay: string;
  lastDay: string;
  today: string;
}

/** A run missed on Monday is caught up until Tuesday ends; later, last week is old news. */
export const CATCH_UP_DAYS = 2;

/** The summary due at `now`: this Monday's from 07:00 in Sweden through Tuesday, else none. */
export function summaryWeek(now: Date): SummaryWeek | null {
  const today = localDateOf(now);
  const monday = addDays(today, 1 - weekdayOf(today));
  if (now < zonedInstant(monday, SUMMARY_HOUR, 0)) return null;
  if (now >= zonedInstant(addDays(monday, CATCH_UP_DAYS), 0, 0)) return null;
  const previous = addDays(monday, -7);
  return {
    monday: isoOf(monday),
    from: zonedInstant(previous, 0, 0),
    to: zonedInstant(monday, 0, 0),
    firstDay: isoOf(previous),
    lastDay: isoOf(addDays(monday, -1)),
    today: isoOf(today),
  };
}

async function composeFor(
  ctx: AppContext,
  db: Db,
  reader: SummaryReader,
  week: SummaryWeek,
  now: Date,
) {
  const locale: AppLocale = userLocale(reader);
  const key = 'email.weekly_summary';
  const companies = await syncWeekOf(db, reader.id, week.from, week.to);
  const todos = await todosOf(db, reader.id, week.today);
  const unread = await countUnread(db, reader.id);
  const lines = companies.map((c) => t(locale, `${key}.company_line`, { ...c }));
  const params = {
    name: reader.first_name,
    from: week.firstDay,
    to: week.lastDay,
    open: todos.open,
    overdue: todos.overdue,
    unread,
    url: `${ctx.config.publicUrl}/dashboard`,
  };
  const none = t(locale, `${key}.no_companies`);
  const html = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, escapeHtml(String(v))]),
  );
  return insertOutboxMessage(db, {
    to: reader.email,
    locale,
    subject: t(locale, `${key}.subject`, params),
    text: t(locale, `${key}.text`, {
      ...params,
      companies: lines.length ? lines.map((l) => `• ${l}`).join('\n') : none,
    }),
    html: t(locale, `${key}.html`, {
      ...html,
      companies: (lines.length ? lines : [none]).map((l) => `<li>${escapeHtml(l)}</li>`).join(''),
    }),
    createdAt: now,
  });
}

/**
 * The weekly summary job (Mondays 07:00, and the hourly sweep that catches up a missed run): each user who chose the summary
 * and has not had this week's gets it, each in a transaction of its own that marks the week sent
 * with the e-mail — so every user gets one per week, whatever runs twice or at once. Ids mailed.
 */
export async function sendWeeklySummaries(ctx: AppContext): Promise<number[]> {
  const now = ctx.clock.now();
  const week = summaryWeek(now);
  if (!week) return [];
  const sent: number[] = [];
  for (const userId of await summaryReaders(ctx.db, week.monday)) {
    const mail = await ctx.db.transaction(async (tx) => {
      const reader = await claimWeek(tx, userId, week.monday);
      return reader ? composeFor(ctx, tx, reader, week, now) : null;
    });
    if (mail === null) continue;
    await dispatchEmails(ctx, [mail]);
    sent.push(userId);
  }
  if (sent.length) ctx.log.info({ users: sent.length, week: week.monday }, 'weekly summaries');
  return sent;
}
