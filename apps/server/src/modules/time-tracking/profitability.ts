import type { ProfitabilityRow } from '@portal/contracts/schemas/time-tracking';
import type { RawTotals } from './time-entries.repository';
import { oreOfMinuteRates, percentOf, ratePerHour, sek } from './time-values';

type Figures = Omit<ProfitabilityRow, 'client' | 'client_name' | 'hourly_rate'>;

/**
 * ADR 032: the fees are the billable value (billable minutes × rate), the time spent is worth
 * all minutes × rate; what is not invoiced is written off. The effective rate is the fees per
 * hour spent, the realisation the fees' share of the time's worth.
 */
export function profitabilityFigures(raw: RawTotals): Figures {
  const minutes = Number(raw.minutes);
  const fees = oreOfMinuteRates(Number(raw.billableMinuteRates));
  const worth = oreOfMinuteRates(Number(raw.minuteRates));
  return {
    minutes,
    billable_minutes: Number(raw.billableMinutes),
    billable_value: sek(fees),
    time_value: sek(worth),
    write_off: sek(worth - fees),
    effective_rate: ratePerHour(Number(raw.billableMinuteRates), minutes),
    realisation: percentOf(fees, worth),
  };
}
