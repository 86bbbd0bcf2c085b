import {
  ANOMALY_MODELS,
  ANOMALY_PERIODS,
  SENSITIVITIES,
  type AnomalyModel,
  type AnomalyPeriod,
  type Sensitivity,
} from '@portal/contracts/schemas/anomaly-detection';
import { useSearchParams } from 'react-router';

export interface AnomalyOptionsChoice {
  period: AnomalyPeriod;
  model: AnomalyModel;
  sensitivity: Sensitivity;
}

const pick = <T extends string | number>(
  values: readonly T[],
  raw: string | null,
  fallback: T,
): T => values.find((v) => String(v) === raw) ?? fallback;

/** Period, model and sensitivity live in the URL beside `?company=`, so a view can be linked. */
export function useAnomalyChoice() {
  const [params, setParams] = useSearchParams();
  const choice: AnomalyOptionsChoice = {
    period: pick(ANOMALY_PERIODS, params.get('period'), 30),
    model: pick(ANOMALY_MODELS, params.get('model'), 'ensemble'),
    sensitivity: pick(SENSITIVITIES, params.get('sensitivity'), 'medium'),
  };
  const update = (changes: Partial<Record<keyof AnomalyOptionsChoice, string>>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
        return next;
      },
      { replace: true },
    );
  return { choice, update };
}
