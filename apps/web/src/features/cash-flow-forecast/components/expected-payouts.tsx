import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { CashFlowForecast } from '@portal/contracts/schemas/cash-flow-forecast';
import { useTranslation } from 'react-i18next';
import type { ForecastFormat } from '../utils/format';

/** The payment providers' payouts expected in the next four weeks, and their cadence. */
export function ExpectedPayouts({ data, f }: { data: CashFlowForecast; f: ForecastFormat }) {
  const { t } = useTranslation();
  const { payouts } = data;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="payouts-title"
      data-testid="expected-payouts"
    >
      <Title order={2} size="h4" id="payouts-title" mb="xs">
        {t('planning.forecast.payouts_title')}
      </Title>
      {payouts.providers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('planning.forecast.payouts_none')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" maw={900}>
            {t('planning.forecast.payouts_intro', { until: f.day(payouts.until) })}{' '}
            {t('planning.forecast.payouts_adjustment', { typical: f.kr(payouts.typical_monthly) })}
          </Text>
          {payouts.expected.length === 0 ? (
            <Text size="sm">{t('planning.forecast.payouts_nothing_expected')}</Text>
          ) : (
            <Table striped verticalSpacing="xs" data-testid="payouts-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('planning.forecast.date')}</Table.Th>
                  <Table.Th>{t('planning.forecast.provider')}</Table.Th>
                  <Table.Th ta="right">{t('planning.forecast.amount')}</Table.Th>
                  <Table.Th>{t('planning.forecast.basis')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payouts.expected.map((e) => (
                  <Table.Tr key={`${e.provider}-${e.currency}-${e.date}`}>
                    <Table.Td>{f.day(e.date)}</Table.Td>
                    <Table.Td>{e.provider}</Table.Td>
                    <Table.Td ta="right">{f.money(e.amount, e.currency)}</Table.Td>
                    <Table.Td>
                      {t(`planning.forecast.bases.${e.basis}`)}
                      {!e.counted && (
                        <Badge ml="xs" size="xs" variant="light" color="gray">
                          {t('planning.forecast.not_counted')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text size="xs" c="dimmed">
            {payouts.providers
              .map(
                (p) =>
                  `${p.provider} (${p.currency}): ${
                    p.inactive
                      ? t('planning.forecast.inactive')
                      : p.interval_days === null
                        ? f.money(p.median_amount, p.currency)
                        : `${t('planning.forecast.every_days', { days: Math.round(p.interval_days) })}, ${f.money(p.median_amount, p.currency)}`
                  }`,
              )
              .join(' · ')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
