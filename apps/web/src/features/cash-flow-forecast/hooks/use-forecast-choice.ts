import {
  FORECAST_CONFIDENCES,
  FORECAST_MODELS,
  FORECAST_PERIODS,
  FORECAST_TRENDS,
} from '@portal/contracts/schemas/cash-flow-forecast';
import { useSearchParams } from 'react-router';
import type { ForecastChoice } from '../api/get-cash-flow-forecast';

const DEFAULTS: ForecastChoice = { period: '6', confidence: '95', trend: '12', model: 'ai' };
const OPTIONS = {
  period: FORECAST_PERIODS,
  confidence: FORECAST_CONFIDENCES,
  trend: FORECAST_TRENDS,
  model: FORECAST_MODELS,
} as const;

/** The options live in the URL, so a forecast can be linked and survives a reload. */
export function useForecastChoice() {
  const [params, setParams] = useSearchParams();
  const pick = <K extends keyof ForecastChoice>(key: K): ForecastChoice[K] => {
    const asked = params.get(key);
    return (
      (OPTIONS[key] as readonly string[]).includes(asked ?? '') ? asked : DEFAULTS[key]
    ) as ForecastChoice[K];
  };
  const choice: ForecastChoice = {
    period: pick('period'),
    confidence: pick('confidence'),
    trend: pick('trend'),
    model: pick('model'),
  };
  const update = (change: Partial<ForecastChoice>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [key, value] of Object.entries(change)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { choice, update };
}
