import type { RoiForm } from '@portal/contracts/schemas/kpi';

/*
 * What booking orders by hand costs, against the product's price (SPEC: ROI calculator). Hours
 * a month: orders × minutes per order, plus the orders that need a correction × its minutes.
 */

export interface RoiResult {
  hoursPerMonth: number;
  savedPerMonth: number;
  /** saved less the monthly price */
  netPerMonth: number;
  hoursPerYear: number;
  savedPerYear: number;
  netPerYear: number;
  /** over the chosen months */
  totalSaved: number;
  totalCost: number;
  /** (saved − cost) / cost; null when nothing is paid */
  roiPercent: number | null;
  /** months until what was saved covers what was paid; null if it never does in the months */
  paybackMonths: number | null;
  /** cumulative, at the end of each month */
  series: { month: number; saved: number; cost: number }[];
}

/**
 * When the savings (accruing through each month) first cover the start cost and every month's
 * price, paid as each month begins.
 */
function payback(saved: number, price: number, start: number, months: number): number | null {
  if (saved <= 0) return start + price === 0 ? 0 : null;
  for (let k = 1; k <= months; k++) {
    const at = (start + price * k) / saved;
    if (at <= k) return at;
  }
  return null;
}

export function computeRoi(input: RoiForm): RoiResult {
  const corrections = input.orders_per_month * (input.error_rate / 100);
  const minutes =
    input.orders_per_month * input.minutes_per_order + corrections * input.minutes_per_correction;
  const hoursPerMonth = minutes / 60;
  const savedPerMonth = hoursPerMonth * input.hourly_cost;
  const netPerMonth = savedPerMonth - input.monthly_price;
  const totalSaved = savedPerMonth * input.months;
  const totalCost = input.start_cost + input.monthly_price * input.months;
  const series = Array.from({ length: input.months }, (_, i) => ({
    month: i + 1,
    saved: savedPerMonth * (i + 1),
    cost: input.start_cost + input.monthly_price * (i + 1),
  }));
  return {
    hoursPerMonth,
    savedPerMonth,
    netPerMonth,
    hoursPerYear: hoursPerMonth * 12,
    savedPerYear: savedPerMonth * 12,
    netPerYear: netPerMonth * 12,
    totalSaved,
    totalCost,
    roiPercent: totalCost > 0 ? ((totalSaved - totalCost) / totalCost) * 100 : null,
    paybackMonths: payback(savedPerMonth, input.monthly_price, input.start_cost, input.months),
    series,
  };
}
