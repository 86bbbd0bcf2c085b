import {
  TimeEntryForm,
  formatDuration,
  parseDuration,
} from '@portal/contracts/schemas/time-tracking';
import { describe, expect, it } from 'vitest';
import { clockText } from '../hooks/use-elapsed';

describe('time as people type it', () => {
  it('takes hours:minutes or minutes, from a minute to a day', () => {
    expect(['1:30', '01:30', '90', '0:01', '24:00', '1440', ' 45 '].map(parseDuration)).toEqual([
      90, 90, 90, 1, 1440, 1440, 45,
    ]);
    expect(
      ['0', '0:00', '24:01', '1441', '1:60', '1,5', 'en timme', '', '-5'].map(parseDuration),
    ).toEqual([null, null, null, null, null, null, null, null, null]);
  });

  it('shows minutes as hours:minutes and a running timer as hours:minutes:seconds', () => {
    expect([0, 1, 59, 60, 90, 1440].map(formatDuration)).toEqual([
      '0:00',
      '0:01',
      '0:59',
      '1:00',
      '1:30',
      '24:00',
    ]);
    expect([0, 9, 61, 3725].map(clockText)).toEqual(['0:00:00', '0:00:09', '0:01:01', '1:02:05']);
  });

  it('words a bad duration as the format of the field, the first rule that fails', () => {
    const base = {
      date: '2026-11-16',
      client: null,
      project: null,
      task: null,
      billable: false,
      description: '',
    };
    const empty = TimeEntryForm.safeParse({ ...base, duration: '' });
    // the form and the server show the first rule that fails
    expect(empty.error?.issues[0]?.message).toBe('required');
    const bad = TimeEntryForm.safeParse({ ...base, duration: '25:00' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['format']);
    expect(TimeEntryForm.safeParse({ ...base, duration: '7:45' }).success).toBe(true);
  });
});
