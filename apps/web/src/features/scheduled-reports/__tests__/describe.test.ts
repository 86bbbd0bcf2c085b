import { afterAll, describe, expect, it } from 'vitest';
import { reportText, stockholmTime, whenText } from '../utils/describe';
import { i18n } from '@/lib/i18n';

const when = (
  frequency: string,
  day_of_week: number | null,
  day_of_month: number | 'last' | null,
) => whenText(i18n.t, { frequency, time: '07:00', day_of_week, day_of_month } as never);

afterAll(() => i18n.changeLanguage('sv'));

describe('a schedule in words', () => {
  it('says when it runs, in Swedish and English', async () => {
    expect(when('daily', null, null)).toBe('Dagligen kl. 07:00');
    expect(when('weekly', 1, null)).toBe('Måndag kl. 07:00');
    expect(when('monthly', null, 'last')).toBe('Den sista varje månad kl. 07:00');
    expect(when('quarterly', null, 15)).toBe('Den 15 jan, apr, jul, okt kl. 07:00');
    await i18n.changeLanguage('en');
    expect(when('weekly', 7, null)).toBe('Sunday at 07:00');
    expect(when('yearly', null, 2)).toBe('Day 2 of January at 07:00');
  });

  it('names the report, or the sections of a custom one', async () => {
    await i18n.changeLanguage('en');
    expect(reportText(i18n.t, { template: 'profit_and_loss', sections: [] })).toBe(
      'Profit and loss',
    );
    expect(
      reportText(i18n.t, { template: 'custom', sections: ['balance_sheet', 'cash_flow_direct'] }),
    ).toBe('Balance sheet, Cash flow statement (direct method)');
  });

  it('shows times on Stockholm’s clock', () => {
    expect(stockholmTime('2026-03-29T01:30:00Z', 'sv')).toBe('29 mars 2026 03:30');
  });
});
