import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PayoutMismatch, ThreeWayReport as Report } from '@portal/contracts/schemas/reports';
import { useTranslation } from 'react-i18next';
import { useThreeWay } from '../api/get-three-way';
import { useReportMonth } from '../hooks/use-report-month';
import { monthLabel } from '../utils/month';
import { isZero, moneyFormatter } from '../utils/money';
import { AmountCell, AmountHeader } from './amount-cell';
import { MonthPicker } from './month-picker';
import { SummaryCard } from './summary-card';
import { ThreeWayRow } from './three-way-row';
import { ListState } from '@/components/list-state';

/** Shop, ledger and payment provider side by side for the month in the URL. */
export function ThreeWayReport() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useReportMonth();
  const query = useThreeWay(month);
  const report = query.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h3">
            {t('reports.three_way.title')} · {monthLabel(month, i18n.language)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.three_way.intro')}
          </Text>
        </Stack>
        <MonthPicker value={month} onChange={setMonth} />
      </Group>
      <ListState
        failed={query.isError && !report}
        onRetry={() => void query.refetch()}
        loading={query.isPending}
        empty={!report || report.rows.length === 0}
        emptyText={t('reports.three_way.empty')}
      >
        {report && <ThreeWayBody report={report} />}
      </ListState>
      {report && <PayoutMismatches payouts={report.payouts} />}
    </Stack>
  );
}

function ThreeWayBody({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="lg">
      {report.totals.map((total) => {
        const money = moneyFormatter(i18n.language, total.currency);
        return (
          <Stack gap="xs" key={total.currency}>
            <Title order={3} size="h5">
              {t('reports.three_way.totals', { currency: total.currency })}
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <SummaryCard label={t('reports.three_way.shop')}>
                <Text fw={700} size="lg" data-testid="three-way-total-shop">
                  {money(total.shop)}
                </Text>
              </SummaryCard>
              <SummaryCard label={t('reports.three_way.booked')}>
                <Text fw={700} size="lg" data-testid="three-way-total-booked">
                  {money(total.booked)}
                </Text>
              </SummaryCard>
              <SummaryCard label={t('reports.three_way.settled')}>
                <Text fw={700} size="lg" data-testid="three-way-total-settled">
                  {money(total.settled)}
                </Text>
              </SummaryCard>
              <SummaryCard label={t('reports.three_way.fees')}>
                <Text fw={700} size="lg" data-testid="three-way-total-fees">
                  {money(total.fees)}
                </Text>
              </SummaryCard>
            </SimpleGrid>
          </Stack>
        );
      })}
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing="xs" horizontalSpacing="xs" fz="sm" data-testid="three-way-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{t('reports.three_way.date')}</Table.Th>
              <Table.Th>{t('reports.three_way.method')}</Table.Th>
              <AmountHeader>{t('reports.three_way.elements')}</AmountHeader>
              <AmountHeader>{t('reports.three_way.shop')}</AmountHeader>
              <AmountHeader>{t('reports.three_way.booked')}</AmountHeader>
              <AmountHeader>{t('reports.three_way.settled')}</AmountHeader>
              <AmountHeader>{t('reports.three_way.fees')}</AmountHeader>
              <AmountHeader>{t('reports.three_way.shop_vs_booked')}</AmountHeader>
              <AmountHeader>{t('reports.three_way.shop_vs_settled')}</AmountHeader>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <ThreeWayRow key={`${row.date}|${row.payment_method}|${row.currency}`} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function PayoutMismatches({ payouts }: { payouts: readonly PayoutMismatch[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="three-way-payouts">
      <Title order={2} size="h4" id="three-way-payouts">
        {t('reports.three_way.payouts_title')}
      </Title>
      {payouts.length === 0 ? (
        <Text c="dimmed">{t('reports.three_way.payouts_none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table verticalSpacing="xs" data-testid="payout-mismatches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.three_way.date')}</Table.Th>
                <Table.Th>{t('reports.three_way.payout')}</Table.Th>
                <AmountHeader>{t('reports.three_way.amount')}</AmountHeader>
                <AmountHeader>{t('reports.three_way.transactions_net')}</AmountHeader>
                <AmountHeader>{t('reports.three_way.difference')}</AmountHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.map((p) => {
                const money = moneyFormatter(i18n.language, p.currency);
                return (
                  <Table.Tr key={`${p.subscription_id}:${p.payout_id}`}>
                    <Table.Td>{p.date}</Table.Td>
                    <Table.Td>
                      {p.source} {p.payout_id}
                    </Table.Td>
                    <AmountCell>{money(p.amount)}</AmountCell>
                    <AmountCell>{money(p.transactions_net)}</AmountCell>
                    <AmountCell>
                      <Badge color={isZero(p.difference) ? 'green' : 'red'} variant="light">
                        {money(p.difference)}
                      </Badge>
                    </AmountCell>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
