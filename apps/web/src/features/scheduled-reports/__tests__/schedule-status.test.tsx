import type { Schedule } from '@portal/contracts/schemas/scheduled-reports';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScheduleStatus } from '../components/schedule-status';
import { renderWithMantine } from '@/testing/render';

afterEach(cleanup);

const schedule = (over: Partial<Schedule>) =>
  ({ active: true, last_status: null, last_error: null, ...over }) as Schedule;

describe('a schedule’s status', () => {
  it('says why the last run failed, in the reader’s language', () => {
    renderWithMantine(
      <ScheduleStatus
        schedule={schedule({ last_status: 'failed', last_error: 'schedules.errors.no_ledger' })}
      />,
    );
    expect(screen.getByTestId('schedule-status').textContent).toBe(
      'AktivMisslyckadesBolagets bokföring har inte lästs in än. Läs in den under Bokföring.',
    );
  });

  it('shows a paused schedule that last went out', () => {
    renderWithMantine(
      <ScheduleStatus schedule={schedule({ active: false, last_status: 'sent' })} />,
    );
    expect(screen.getByTestId('schedule-status').textContent).toBe('PausadSkickad');
    expect(screen.queryByTestId('schedule-error')).toBeNull();
  });
});
