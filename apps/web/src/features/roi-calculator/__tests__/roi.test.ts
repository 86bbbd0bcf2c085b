import { RoiForm } from '@portal/contracts/schemas/kpi';
import { describe, expect, it } from 'vitest';
import { ROI_START } from '../components/roi-calculator';
import { computeRoi } from '../utils/roi';

const input = (changes: Partial<RoiForm> = {}): RoiForm => ({ ...ROI_START, ...changes });

describe('the ROI', () => {
  it('counts the hours of booking and correcting orders by hand, at the hourly cost', () => {
    // 600 orders × 3 min = 30 h; 5 % of them corrected at 20 min = 10 h
    const r = computeRoi(
      input({
        orders_per_month: 600,
        minutes_per_order: 3,
        error_rate: 5,
        minutes_per_correction: 20,
      }),
    );
    expect(r.hoursPerMonth).toBeCloseTo(40, 9);
    expect(r.savedPerMonth).toBeCloseTo(48_000, 6);
    expect(r.netPerMonth).toBeCloseTo(48_000 - 299, 6);
    expect(r.hoursPerYear).toBeCloseTo(480, 9);
    expect(r.savedPerYear).toBeCloseTo(576_000, 6);
  });

  it('gives the return over the months and when the savings have paid for it', () => {
    const r = computeRoi(
      input({
        orders_per_month: 100,
        minutes_per_order: 3,
        error_rate: 0,
        hourly_cost: 1200,
        monthly_price: 1000,
        start_cost: 9000,
        months: 12,
      }),
    );
    // 5 h a month = 6,000 kr; paid 9,000 + 12 × 1,000
    expect(r.totalSaved).toBeCloseTo(72_000, 6);
    expect(r.totalCost).toBe(21_000);
    expect(r.roiPercent).toBeCloseTo(((72_000 - 21_000) / 21_000) * 100, 9);
    // month 2: 6,000 × x ≥ 9,000 + 2 × 1,000 at x = 1.83
    expect(r.paybackMonths).toBeCloseTo(11_000 / 6_000, 9);
    expect(r.series[11]).toEqual({ month: 12, saved: 72_000, cost: 21_000 });
  });

  it('says when it never pays back, and divides by nothing when nothing is paid', () => {
    const never = computeRoi(input({ orders_per_month: 1, monthly_price: 500, months: 24 }));
    expect(never.netPerMonth).toBeLessThan(0);
    expect(never.paybackMonths).toBeNull();
    const free = computeRoi(input({ monthly_price: 0, start_cost: 0 }));
    expect(free.roiPercent).toBeNull();
    expect(free.paybackMonths).toBe(0);
  });

  it('takes no negative figure, an error rate above 100 or no months (SPEC §5)', () => {
    const issue = (changes: Record<string, unknown>) =>
      RoiForm.safeParse({ ...ROI_START, ...changes }).error?.issues[0];
    expect(issue({ minutes_per_order: -1 })).toMatchObject({
      path: ['minutes_per_order'],
      message: 'not_negative',
    });
    expect(issue({ error_rate: 101 })).toMatchObject({
      path: ['error_rate'],
      message: 'number_max',
    });
    expect(issue({ months: 0 })).toMatchObject({ path: ['months'], message: 'number_min' });
    expect(issue({ orders_per_month: 2.5 })).toMatchObject({ message: 'integer' });
    expect(issue({ hourly_cost: null })).toMatchObject({ message: 'required' });
    expect(RoiForm.safeParse(ROI_START).success).toBe(true);
  });
});
