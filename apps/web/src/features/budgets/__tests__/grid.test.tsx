import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typed, useGridState } from '../hooks/use-grid-state';
import { periodLabel, toAmount } from '../utils/format';
import { i18n } from '@/lib/i18n';

beforeAll(() => i18n.changeLanguage('sv'));
afterAll(() => i18n.changeLanguage('sv'));

describe('amounts as typed in the grid', () => {
  it('reads Swedish and English writing, and refuses what is no amount', () => {
    expect(toAmount('12 500,50')).toBe('12500.50');
    expect(toAmount('−75')).toBe('-75');
    expect(toAmount('1234.5')).toBe('1234.5');
    expect(toAmount('')).toBeNull();
    expect(toAmount('12a')).toBeUndefined();
    expect(toAmount('1,234,50')).toBeUndefined();
    expect(typed('12500.00', ',')).toBe('12500');
    expect(typed('-75.50', ',')).toBe('-75,50');
    expect(typed(null, ',')).toBe('');
  });

  it('heads the columns with months from the year’s start, quarters or the year', () => {
    expect(periodLabel(i18n.t, 'sv', 'monthly', 1, '2026-01-01')).toBe('jan.');
    expect(periodLabel(i18n.t, 'sv', 'monthly', 12, '2025-07-01')).toBe('juni 26');
    expect(periodLabel(i18n.t, 'sv', 'quarterly', 2, '2026-01-01')).toBe('K2');
    expect(periodLabel(i18n.t, 'sv', 'annual', 1, '2026-01-01')).toBe('Helår');
  });
});

describe('the grid being edited', () => {
  const saved = {
    periods: 4,
    lines: [{ account: 3010, name: 'Försäljning', amounts: ['300000.00', null, '1250.50', null] }],
  };

  it('starts from the saved figures and sends every row as the API takes it', () => {
    const { result } = renderHook(() => useGridState(saved, ','));
    expect(result.current.rows[0]!.cells).toEqual(['300000', '', '1250,50', '']);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.addRow(5010, 'Lokalhyra'));
    act(() => result.current.setCell(5010, 3, '60 000'));
    act(() => result.current.setCell(3010, 1, '12a'));
    expect(result.current.dirty).toBe(true);
    expect([...result.current.invalid]).toEqual(['3010:1']);
    act(() => result.current.setCell(3010, 1, ''));
    expect(result.current.invalid.size).toBe(0);
    expect(result.current.input()).toEqual({
      lines: [
        { account: 3010, amounts: ['300000', null, '1250.50', null] },
        { account: 5010, amounts: [null, null, null, '60000'] },
      ],
    });
    act(() => result.current.removeRow(3010));
    expect(result.current.rows.map((r) => r.account)).toEqual([5010]);
  });
});
