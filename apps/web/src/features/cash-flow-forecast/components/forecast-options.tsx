import { Group, Select, Text } from '@mantine/core';
import {
  FORECAST_CONFIDENCES,
  FORECAST_MODELS,
  FORECAST_PERIODS,
  FORECAST_TRENDS,
} from '@portal/contracts/schemas/cash-flow-forecast';
import { useTranslation } from 'react-i18next';
import type { ForecastChoice } from '../api/get-cash-flow-forecast';

/** SPEC §9's options as selects: period, confidence, trend and model, with what the model is. */
export function ForecastOptions({
  choice,
  update,
}: {
  choice: ForecastChoice;
  update: (change: Partial<ForecastChoice>) => void;
}) {
  const { t } = useTranslation();
  const select = <K extends keyof ForecastChoice>(
    key: K,
    values: readonly ForecastChoice[K][],
    label: string,
    labels: string,
  ) => (
    <Select
      label={label}
      data={values.map((v) => ({ value: v, label: t(`${labels}.${String(v)}`) }))}
      value={choice[key]}
      onChange={(v) => v && update({ [key]: v } as Partial<ForecastChoice>)}
      allowDeselect={false}
      w={key === 'model' ? 220 : 160}
      data-testid={`forecast-${key}`}
    />
  );
  return (
    <section aria-label={t('planning.forecast.options')}>
      <Group align="flex-end">
        {select('model', FORECAST_MODELS, t('planning.forecast.model'), 'planning.forecast.models')}
        {select(
          'period',
          FORECAST_PERIODS,
          t('planning.forecast.period'),
          'planning.forecast.periods',
        )}
        {select(
          'confidence',
          FORECAST_CONFIDENCES,
          t('planning.forecast.confidence'),
          'planning.forecast.confidences',
        )}
        {select('trend', FORECAST_TRENDS, t('planning.forecast.trend'), 'planning.forecast.trends')}
      </Group>
      <Text size="sm" c="dimmed" mt="xs" maw={900} data-testid="model-help">
        {t(`planning.forecast.model_help.${choice.model}`)}
      </Text>
    </section>
  );
}
