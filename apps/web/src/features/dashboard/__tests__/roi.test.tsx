import { MantineProvider } from '@mantine/core';
import { RoiCalculatorInput } from '@portal/contracts/schemas/dashboard';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoiCalculator } from '../components/roi-calculator';
import { computeRoi } from '../utils/roi';
import { i18n } from '@/lib/i18n';

afterEach(cleanup);

const spaces = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('the ROI', () => {
  it('is the hours the elements take by hand times the rate, per average month and year', () => {
    // 1,000 elements in 30 days at 3 minutes: 50 hours in 30 days
    const roi = computeRoi({ elements: 1000, minutes_per_element: 3, hourly_rate: 1200 }, 30);
    expect(roi.year.hours).toBeCloseTo((50 / 30) * 365, 6);
    expect(roi.year.value).toBeCloseTo(730_000, 6);
    expect(roi.month.hours).toBeCloseTo(roi.year.hours / 12, 6);
    expect(roi.month.value).toBeCloseTo(730_000 / 12, 6);
  });

  it('is nothing without elements, and never divides by zero days', () => {
    const none = computeRoi({ elements: 0, minutes_per_element: 3, hourly_rate: 1200 }, 30);
    expect(none.year).toEqual({ hours: 0, value: 0 });
    const noDays = computeRoi({ elements: 10, minutes_per_element: 3, hourly_rate: 1200 }, 0);
    expect(noDays.month).toEqual({ hours: 0, value: 0 });
  });

  it('takes no negative input', () => {
    const negative = RoiCalculatorInput.safeParse({
      elements: 10,
      minutes_per_element: -1,
      hourly_rate: 1200,
    });
    expect(negative.error?.issues[0]).toMatchObject({
      path: ['minutes_per_element'],
      message: 'not_negative',
    });
  });
});

describe('the ROI calculator', () => {
  const renderCalculator = () =>
    render(
      <MantineProvider env="test">
        <RoiCalculator inputs={{ elements_synced: 1000, days: 30 }} />
      </MantineProvider>,
    );

  it('starts from the synced elements, 3 minutes and SEK 1,200 an hour, in Swedish', () => {
    renderCalculator();
    expect(screen.getByRole('textbox', { name: 'Synkade element' })).toHaveProperty(
      'value',
      '1000',
    );
    expect(
      screen.getByRole('textbox', { name: 'Minuter manuellt arbete per element' }),
    ).toHaveProperty('value', '3');
    expect(screen.getByText(/Standard: 1\s200\skr i timmen exklusive moms/)).toBeTruthy();
    const year = screen.getByTestId('roi-year');
    expect(spaces(year.textContent)).toContain('730 000 kr');
    expect(spaces(year.textContent)).toContain('608,3 timmar');
    expect(spaces(screen.getByTestId('roi-month').textContent)).toContain('60 833 kr');
  });

  it('recomputes as the rate changes, and asks for a rate that was cleared', async () => {
    renderCalculator();
    const rate = screen.getByRole('textbox', { name: 'Timpris' });
    fireEvent.change(rate, { target: { value: '600' } });
    expect(spaces(screen.getByTestId('roi-year').textContent)).toContain('365 000 kr');

    fireEvent.change(rate, { target: { value: '' } });
    fireEvent.blur(rate);
    expect(await screen.findByText('Fältet Timpris är obligatoriskt')).toBeTruthy();
    expect(within(screen.getByTestId('roi-year')).queryByText(/kr/)).toBeNull();
  });

  it('writes amounts the English way in English', async () => {
    await i18n.changeLanguage('en');
    renderCalculator();
    expect(spaces(screen.getByTestId('roi-year').textContent)).toContain('SEK 730,000');
    expect(screen.getByText(/Default: SEK 1,200 an hour excluding VAT/)).toBeTruthy();
  });
});
