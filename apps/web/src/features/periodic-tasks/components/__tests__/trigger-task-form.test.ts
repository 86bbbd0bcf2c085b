import { describe, expect, it } from 'vitest';
import { isRunning } from '../../api/get-periodic-tasks';
import { filled, requiredKeywords, toRequest } from '../trigger-task-form';

describe('the trigger form', () => {
  it('asks for the keywords the chosen task takes', () => {
    expect(requiredKeywords('')).toEqual([]);
    expect(requiredKeywords('sync_subscription')).toEqual(['subscription_id']);
    expect(requiredKeywords('sync_element')).toEqual(['subscription_id', 'kind', 'id']);
  });

  it('refuses an empty or blank value', () => {
    expect(filled('')).toBe('required');
    expect(filled('  ')).toBe('required');
    expect(filled('3')).toBe(true);
  });

  it('sends the task keywords and the added parameters, the task keywords winning', () => {
    const request = toRequest({
      name: 'sync_subscription',
      kwargs: { subscription_id: ' 7 ', kind: 'order' },
      extra: [
        { key: 'note', value: ' e2e ' },
        { key: 'subscription_id', value: '9' },
      ],
    });
    expect(request).toEqual({
      name: 'sync_subscription',
      kwargs: { note: 'e2e', subscription_id: '7' },
    });
  });

  it('sends a task with no parameters added by hand (the form holds no `extra` then)', () => {
    // react-hook-form with shouldUnregister leaves out the field arrays it does not show
    expect(toRequest({ name: 'sync_subscription', kwargs: { subscription_id: '3' } })).toEqual({
      name: 'sync_subscription',
      kwargs: { subscription_id: '3' },
    });
    expect(toRequest({ name: 'sync_subscription' })).toEqual({
      name: 'sync_subscription',
      kwargs: { subscription_id: '' },
    });
  });
});

describe('auto-refresh', () => {
  const task = (status: Parameters<typeof isRunning>[0][number]['status']) =>
    ({ status }) as Parameters<typeof isRunning>[0][number];

  it('polls while a visible task is pending, received, started or retrying', () => {
    expect(isRunning([task('success'), task('started')])).toBe(true);
    expect(isRunning([task('retry')])).toBe(true);
    expect(isRunning([task('success'), task('failure'), task('revoked')])).toBe(false);
    expect(isRunning([])).toBe(false);
  });
});
