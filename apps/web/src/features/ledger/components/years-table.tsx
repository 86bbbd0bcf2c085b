import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LedgerYearSummary } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { useLedgerYears } from '../api/get-ledger-years';
import { ledgerFormat, yearLabel } from '../utils/format';
import { ExportButton } from '@/components/data-table/export-button';
import { ListState } from '@/components/list-state';

/** The financial years the ledger holds: whole with vouchers, or only their balances. */
export function YearsTable({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const f = ledgerFormat(i18n.language);
  const query = useLedgerYears(companyId);
  const years = query.data?.results ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('ledger.years.heading')}
          </Title>
          <ExportButton<LedgerYearSummary>
            fileName={t('ledger.years.heading')}
            fetchPage={async () => ({ count: years.length, results: years })}
            headers={() => [
              t('ledger.years.period'),
              t('ledger.years.detail'),
              t('ledger.years.vouchers'),
              t('ledger.years.transactions'),
            ]}
            toCells={(y) => [
              `${y.start} – ${y.end}`,
              t(`ledger.years.details.${y.detail}`),
              y.voucher_count,
              y.transaction_count,
            ]}
          />
        </Group>
        <ListState
          loading={query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          empty={years.length === 0}
          emptyText={t('ledger.source.none')}
        >
          {/* scrolls sideways on a narrow screen: a stop for the keyboard, named */}
          <Table.ScrollContainer
            minWidth={320}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={t('ledger.years.heading')}
          >
            <Table
              striped
              verticalSpacing="xs"
              horizontalSpacing="xs"
              fz="sm"
              data-testid="ledger-years"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ledger.years.year')}</Table.Th>
                  <Table.Th ta="right">{t('ledger.years.vouchers')}</Table.Th>
                  <Table.Th ta="right">{t('ledger.years.transactions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {years.map((y) => (
                  <Table.Tr key={y.start}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {yearLabel(y)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {yearLabel(y).includes('/')
                          ? `${f.day(y.start)} – ${f.day(y.end)}`
                          : `${f.dayMonth(y.start)} – ${f.dayMonth(y.end)}`}
                      </Text>
                      {y.detail === 'totals' && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('ledger.years.details.totals')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{f.count(y.voucher_count)}</Table.Td>
                    <Table.Td ta="right">{f.count(y.transaction_count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
      </Stack>
    </Paper>
  );
}
