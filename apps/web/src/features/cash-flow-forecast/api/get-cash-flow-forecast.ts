import type {
  CashFlowForecast,
  FORECAST_CONFIDENCES,
  FORECAST_MODELS,
  FORECAST_PERIODS,
  FORECAST_TRENDS,
} from '@portal/contracts/schemas/cash-flow-forecast';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ForecastChoice {
  period: (typeof FORECAST_PERIODS)[number];
  confidence: (typeof FORECAST_CONFIDENCES)[number];
  trend: (typeof FORECAST_TRENDS)[number];
  model: (typeof FORECAST_MODELS)[number];
}

/** The company's cash flow forecast with the chosen SPEC §9 options. */
export function useCashFlowForecast(company: number, choice: ForecastChoice) {
  return useQuery({
    queryKey: ['forecasts', 'cash-flow', company, choice],
    queryFn: () =>
      api.get<CashFlowForecast>('forecasts/cash-flow/', { params: { company, ...choice } }),
    placeholderData: keepPreviousData,
  });
}
