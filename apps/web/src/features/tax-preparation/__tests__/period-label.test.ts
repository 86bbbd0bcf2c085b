import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodLabel } from '../utils/format';
import { i18n } from '@/lib/i18n';

const label = (period_start: string, period_end: string, language = 'sv') =>
  periodLabel(i18n.t, language, { period_start, period_end });

beforeAll(() => i18n.changeLanguage('sv'));
afterAll(() => i18n.changeLanguage('sv'));

describe('a return’s period in words', () => {
  it('names a month, a quarter, a calendar and a broken fiscal year', () => {
    expect(label('2026-11-01', '2026-11-30')).toBe('november 2026');
    expect(label('2025-10-01', '2025-12-31')).toBe('Kvartal 4 2025');
    expect(label('2025-01-01', '2025-12-31')).toBe('Räkenskapsår 2025');
    expect(label('2025-05-01', '2026-04-30')).toBe('Räkenskapsår 2025/26');
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    expect(label('2026-04-01', '2026-06-30', 'en')).toBe('Quarter 2 2026');
    expect(label('2026-02-01', '2026-02-28', 'en')).toBe('February 2026');
  });
});
