import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  ANOMALY_MODELS,
  ANOMALY_PERIODS,
  SENSITIVITIES,
} from '@portal/contracts/schemas/anomaly-detection';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnomalyOptionsChoice } from '../hooks/use-anomaly-choice';

/** SPEC §9: the period (7, 30, 90 days, a year), the model and the sensitivity. */
export function AnomalyOptions({
  choice,
  onChange,
}: {
  choice: AnomalyOptionsChoice;
  onChange: (changes: Partial<Record<keyof AnomalyOptionsChoice, string>>) => void;
}) {
  const { t } = useTranslation();
  const periodLabel = useId();
  const sensitivityLabel = useId();
  return (
    <Group align="flex-start" gap="lg" role="group" aria-label={t('detection.anomalies.options')}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={periodLabel}>
          {t('detection.anomalies.period')}
        </Text>
        <SegmentedControl
          aria-labelledby={periodLabel}
          value={String(choice.period)}
          onChange={(period) => onChange({ period })}
          data={ANOMALY_PERIODS.map((p) => ({
            value: String(p),
            label: t(`detection.anomalies.periods.${p}`),
          }))}
          data-testid="anomaly-period"
        />
      </Stack>
      <Select
        label={t('detection.anomalies.model')}
        description={t(`detection.anomalies.model_hints.${choice.model}`)}
        data={ANOMALY_MODELS.map((m) => ({
          value: m,
          label: t(`detection.anomalies.models.${m}`),
        }))}
        value={choice.model}
        onChange={(model) => model && onChange({ model })}
        allowDeselect={false}
        w={{ base: '100%', sm: 320 }}
        data-testid="anomaly-model"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={sensitivityLabel}>
          {t('detection.anomalies.sensitivity')}
        </Text>
        <SegmentedControl
          aria-labelledby={sensitivityLabel}
          value={choice.sensitivity}
          onChange={(sensitivity) => onChange({ sensitivity })}
          data={SENSITIVITIES.map((s) => ({
            value: s,
            label: t(`detection.anomalies.sensitivities.${s}`),
          }))}
          data-testid="anomaly-sensitivity"
        />
      </Stack>
    </Group>
  );
}
