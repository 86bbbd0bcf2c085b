import type { BaselineModel, ForecastModel } from '@portal/contracts/schemas/cash-flow-forecast';
import { BACKTEST_MIN_ORIGINS } from './backtest';
import { naive, seasonalNaive } from './baselines';
import { conservative } from './conservative';
import { ensemble } from './ensemble';
import { linear } from './linear';
import type { Model } from './model';
import { seasonal } from './seasonal';

/** The SPEC §9 models by their option value, and the yardsticks. */
export const MODELS: Record<ForecastModel, Model> = {
  ai: ensemble,
  linear,
  seasonal,
  conservative,
};

export const BASELINES: Record<BaselineModel, Model> = {
  naive,
  seasonal_naive: seasonalNaive,
};

/**
 * Months of history a model needs on this screen: what it forecasts from, plus three back-test
 * origins to measure its error (the band is drawn from that error).
 */
export const historyNeed = (model: Model) => model.need + BACKTEST_MIN_ORIGINS;
