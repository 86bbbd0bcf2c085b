import { List, Paper, Text, Title } from '@mantine/core';
import type { CashFlowForecast } from '@portal/contracts/schemas/cash-flow-forecast';
import { useTranslation } from 'react-i18next';
import type { ForecastFormat } from '../utils/format';

/** What the chosen model did: its smoothing parameters and weights, and the band's spread. */
export function ForecastMethod({ data, f }: { data: CashFlowForecast; f: ForecastFormat }) {
  const { t } = useTranslation();
  const { method } = data;
  const s = method.smoothing;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="method-title">
      <Title order={2} size="h4" id="method-title" mb="xs">
        {t('planning.forecast.method_title')}
      </Title>
      <Text size="sm" mb="xs">
        {t(`planning.forecast.model_help.${data.options.model}`)}
      </Text>
      {s && (
        <Text size="sm" data-testid="smoothing">
          {s.seasonal
            ? t('planning.forecast.smoothing', {
                alpha: s.alpha,
                beta: s.beta,
                gamma: s.gamma,
                phi: s.phi,
              })
            : t('planning.forecast.smoothing_plain', { alpha: s.alpha, beta: s.beta, phi: s.phi })}
        </Text>
      )}
      {method.weights.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {t('planning.forecast.weights')}
          </Text>
          <List size="sm" data-testid="weights">
            {method.weights.map((w) => (
              <List.Item key={w.component}>
                {t(`planning.forecast.models.${w.component}`)}:{' '}
                {f.percent(String(Number(w.weight) * 100))}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {method.sigma && (
        <Text size="sm" mt="xs">
          {t('planning.forecast.sigma', { sigma: f.kr(method.sigma) })}
        </Text>
      )}
    </Paper>
  );
}
