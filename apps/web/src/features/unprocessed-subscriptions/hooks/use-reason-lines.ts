import { SYNC_HEALTH, type UnprocessedSubscription } from '@portal/contracts/schemas/sync-health';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lagUnit } from '@/components/health/format-lag';

/** Moments and spans as the reader reads them: "2026-11-20 11:30", "3 h". */
export function useMomentText() {
  const { t, i18n } = useTranslation();
  const moment = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [i18n.language],
  );
  const duration = useCallback(
    (seconds: number) => {
      const { unit, count } = lagUnit(Math.max(0, Math.floor(seconds)));
      return t(`sync_health.duration.${unit}`, { count });
    },
    [t],
  );
  return { moment, duration };
}

/**
 * Why a subscription is listed, with its figures, in the reader's language: the same
 * `sync_health.explain` texts the alerts send, then the latest error the engine left.
 */
export function useReasonLines() {
  const { t } = useTranslation();
  const { moment, duration } = useMomentText();
  return useCallback(
    (row: UnprocessedSubscription, now = Date.now()): string[] => {
      const ago = (iso: string) => duration((now - Date.parse(iso)) / 1000);
      const lines: string[] = [];
      if (row.reason === 'stuck') {
        lines.push(
          t('sync_health.explain.stuck', {
            since: moment(row.since),
            duration: ago(row.since),
            activity: moment(row.run?.last_activity_at ?? row.since),
          }),
        );
      } else if (row.reason === 'failing') {
        if (row.status === 'Error') {
          lines.push(t('sync_health.explain.error_status', { since: moment(row.since) }));
        }
        if (row.failed_runs >= SYNC_HEALTH.failingRunsInARow) {
          lines.push(
            t('sync_health.explain.failing_runs', {
              count: row.failed_runs,
              since: moment(row.since),
            }),
          );
        }
        if (row.failed_elements > 0 && row.status !== 'Error') {
          lines.push(
            t('sync_health.explain.failing_elements', {
              failed: row.failed_elements,
              total: row.failed_elements + row.succeeded_elements,
              hours: SYNC_HEALTH.failingElementsWindowHours,
            }),
          );
        }
      } else if (row.reason === 'never_run') {
        lines.push(
          t('sync_health.explain.never_run', {
            since: moment(row.since),
            duration: ago(row.since),
          }),
        );
      } else {
        lines.push(
          t('sync_health.explain.behind', {
            since: moment(row.since),
            duration: duration(row.lag_seconds ?? 0),
          }),
        );
      }
      if (row.last_error)
        lines.push(t('sync_health.explain.last_error', { message: row.last_error }));
      return lines;
    },
    [t, moment, duration],
  );
}
