import { Box, Paper, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLedgerMonths } from '../api/get-ledger-years';
import { ledgerFormat } from '../utils/format';

const MonthChart = lazy(() => import('./month-chart'));
const HEIGHT = 200;

/** How many vouchers each month holds: gaps and peaks are seen at a glance. */
export function VoucherMonths({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const f = ledgerFormat(i18n.language);
  const query = useLedgerMonths(companyId);
  const months = query.data?.results ?? [];
  if (months.length === 0) return null;
  const data = months.map((m) => ({ month: f.month(m.month), vouchers: m.vouchers }));
  const total = months.reduce((s, m) => s + m.vouchers, 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ledger-months">
      <Title order={2} size="h4" id="ledger-months" mb="xs">
        {t('ledger.chart.heading')}
      </Title>
      <Box component="figure" m={0} data-testid="ledger-month-chart">
        <Text component="figcaption" size="sm" c="dimmed" mb="xs">
          {t('ledger.chart.summary', {
            vouchers: f.count(total),
            from: data[0]!.month,
            to: data.at(-1)!.month,
          })}
        </Text>
        <Box aria-hidden h={HEIGHT}>
          <Suspense fallback={<Skeleton h={HEIGHT} />}>
            <MonthChart data={data} label={t('ledger.chart.vouchers')} height={HEIGHT} />
          </Suspense>
        </Box>
      </Box>
    </Paper>
  );
}
