import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../components/schedule-field';

describe('the schedule date in local time', () => {
  it('shows an instant as the browser’s local date and time, and reads it back', () => {
    const instant = new Date(2026, 11, 1, 9, 30).toISOString();
    expect(toLocalInput(instant)).toBe('2026-12-01T09:30');
    expect(fromLocalInput('2026-12-01T09:30')).toBe(instant);
  });

  it('leaves an empty or broken value empty, so the form says it is required', () => {
    expect(toLocalInput('')).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
  });
});
