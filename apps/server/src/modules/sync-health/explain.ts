import type { AppLocale } from '@portal/contracts/i18n/resources';
import { SYNC_HEALTH } from '@portal/contracts/schemas/sync-health';
import { t } from '../../plugins/locale';
import type { UnhealthyRow } from './sync-health.repository';

/** A moment as the recipient reads it: short date and time, Swedish time. */
export function formatMoment(locale: AppLocale, at: string | Date): string {
  return new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(at));
}

/** A span of seconds in its largest whole unit ("3 h"), as the screen words it. */
export function formatDuration(locale: AppLocale, seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const [unit, count] =
    s < 60
      ? ['seconds', s]
      : s < 3600
        ? ['minutes', Math.floor(s / 60)]
        : s < 86_400
          ? ['hours', Math.floor(s / 3600)]
          : ['days', Math.floor(s / 86_400)];
  return t(locale, `sync_health.duration.${unit}`, { count });
}

/**
 * Why a subscription is unhealthy, with its figures, in the recipient's language: the same
 * `sync_health.explain` texts the screen shows.
 */
export function explainReason(locale: AppLocale, row: UnhealthyRow, now: Date): string {
  const moment = (at: string | Date) => formatMoment(locale, at);
  const ago = (at: string | Date) =>
    formatDuration(locale, (now.getTime() - new Date(at).getTime()) / 1000);
  switch (row.reason) {
    case 'stuck':
      return t(locale, 'sync_health.explain.stuck', {
        since: moment(row.since),
        duration: ago(row.since),
        activity: moment(row.last_activity_at ?? row.since),
      });
    case 'failing':
      if (row.status === 'Error') {
        return t(locale, 'sync_health.explain.error_status', { since: moment(row.since) });
      }
      if (row.failed_runs >= SYNC_HEALTH.failingRunsInARow) {
        return t(locale, 'sync_health.explain.failing_runs', {
          count: row.failed_runs,
          since: moment(row.since),
        });
      }
      return t(locale, 'sync_health.explain.failing_elements', {
        failed: row.failed_elements,
        total: row.failed_elements + row.succeeded_elements,
        hours: SYNC_HEALTH.failingElementsWindowHours,
      });
    case 'never_run':
      return t(locale, 'sync_health.explain.never_run', {
        since: moment(row.since),
        duration: ago(row.since),
      });
    case 'behind':
      return t(locale, 'sync_health.explain.behind', {
        since: moment(row.since),
        duration: formatDuration(locale, row.lag_seconds ?? 0),
      });
  }
}
