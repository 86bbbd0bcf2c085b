import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ROI_DEFAULTS,
  RoiCalculatorInput,
  type RoiInputs,
} from '@portal/contracts/schemas/dashboard';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@/lib/form';
import { computeRoi, type RoiPeriod } from '../utils/roi';
import { intlLocale } from '../utils/format';
import { NumberField } from './number-field';

/**
 * What the synced elements would have cost by hand (SPEC: ROI calculator): elements × minutes
 * per element × hourly rate, the SPEC §9 consultation rate by default.
 */
export function RoiCalculator({ inputs }: { inputs: RoiInputs }) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(RoiCalculatorInput, {
    elements: inputs.elements_synced,
    minutes_per_element: ROI_DEFAULTS.minutesPerElement,
    hourly_rate: ROI_DEFAULTS.hourlyRate,
  });
  const values = useWatch({ control: form.control });
  const parsed = RoiCalculatorInput.safeParse(values);
  const result = parsed.success ? computeRoi(parsed.data, inputs.days) : null;
  const locale = intlLocale(i18n.language);
  const sek = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 0,
  });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const key = (name: string) => `dashboard.roi.${name}`;

  const period = (label: string, value: RoiPeriod | undefined, testId: string) => (
    <Paper withBorder p="md" component="section" aria-label={label} data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value ? sek.format(value.value) : '–'}
      </Text>
      <Text size="sm">{value ? t(key('hours'), { hours: hours.format(value.hours) }) : ''}</Text>
    </Paper>
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="roi-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="roi-title">
          {t(key('title'))}
        </Title>
        <Text size="sm" c="dimmed">
          {t(key('intro'))}
        </Text>
        <SimpleGrid type="container" cols={{ base: 1, '720px': 3 }}>
          <NumberField
            form={form}
            name="elements"
            min={0}
            allowNegative={false}
            allowDecimal={false}
            description={t(key('elements_hint'), { days: inputs.days })}
          />
          <NumberField
            form={form}
            name="minutes_per_element"
            min={0}
            allowNegative={false}
            description={t(key('minutes_hint'), {
              minutes: hours.format(ROI_DEFAULTS.minutesPerElement),
            })}
          />
          <NumberField
            form={form}
            name="hourly_rate"
            min={0}
            allowNegative={false}
            description={t(key('rate_hint'), { rate: sek.format(ROI_DEFAULTS.hourlyRate) })}
          />
        </SimpleGrid>
        <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }} aria-live="polite">
          {period(t(key('per_month')), result?.month, 'roi-month')}
          {period(t(key('per_year')), result?.year, 'roi-year')}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t(key('basis'), { days: inputs.days })}
        </Text>
      </Stack>
    </Paper>
  );
}
