import { Badge, Button, Stack, Title, VisuallyHidden } from '@mantine/core';
import { KICKBACK_MONTH_STATUSES, type KickbackMonth } from '@portal/contracts/schemas/kickbacks';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getKickbackMonths, useKickbackMonths, type MonthFilters } from '../api/get-kickbacks';
import { useKickbackFormat } from '../hooks/use-kickback-format';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';

/** A month's status: its payout's, or none (discount lines are not paid out). */
export function PayoutBadge({ month }: { month: KickbackMonth }) {
  const { t } = useTranslation();
  const status = month.payout?.status ?? 'none';
  const color = status === 'paid' ? 'teal' : status === 'pending' ? 'orange' : 'gray';
  return (
    <Badge color={color} variant="light" c="bright" data-testid="payout-status">
      {t(`firm.kickbacks.statuses.${status}`)}
    </Badge>
  );
}

/** The year's months: the lines summed, and the payout they make with its status and paid date. */
export function KickbackMonths({
  year,
  onShowLines,
}: {
  year: number;
  onShowLines: (period: string) => void;
}) {
  const { t } = useTranslation();
  const f = useKickbackFormat();
  const list = useListQuery<MonthFilters>({ filters: { status: null }, ordering: '-period' });
  const query = useKickbackMonths(year, list.params);
  const col = (key: string) => t(`firm.kickbacks.columns.${key}`);

  const columns: DataTableColumn<KickbackMonth>[] = [
    {
      key: 'period',
      header: col('period'),
      sortKey: 'period',
      nowrap: true,
      cell: (m) => f.month(m.period),
    },
    {
      key: 'type',
      header: col('type'),
      cell: (m) => t(`firm.kickbacks.types.${m.affiliate_type}`),
    },
    { key: 'invoices', header: col('invoices'), align: 'right', cell: (m) => m.invoices },
    {
      key: 'net',
      header: col('invoice_net'),
      align: 'right',
      nowrap: true,
      cell: (m) => f.kr(m.invoice_net),
    },
    {
      key: 'amount',
      header: col('amount'),
      sortKey: 'amount',
      align: 'right',
      nowrap: true,
      cell: (m) => f.kr(m.amount),
    },
    { key: 'payout', header: col('payout'), cell: (m) => <PayoutBadge month={m} /> },
    {
      key: 'paid_date',
      header: col('paid_date'),
      nowrap: true,
      cell: (m) => f.day(m.payout?.paid_date ?? null),
    },
    {
      key: 'outstanding',
      header: col('outstanding'),
      align: 'right',
      nowrap: true,
      cell: (m) => (Number(m.outstanding) > 0 ? f.kr(m.outstanding) : '–'),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('firm.portfolio.actions')}</VisuallyHidden>,
      cell: (m) => (
        <RowActions>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconList size={14} aria-hidden />}
            aria-label={t('firm.kickbacks.show_lines', { month: f.month(m.period) })}
            onClick={() => onShowLines(m.period)}
          >
            {t('firm.kickbacks.lines_title')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="xs" component="section" aria-labelledby="kickback-months">
      <Title order={2} size="h4" id="kickback-months">
        {t('firm.kickbacks.months_title')}
      </Title>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(m) => `${m.period}-${m.affiliate_type}`}
        emptyText={t('firm.kickbacks.months_empty')}
        rowProps={(m) => ({ 'data-testid': 'kickback-month', 'aria-label': f.month(m.period) })}
        toolbar={{
          filters: [
            {
              key: 'status',
              label: t('firm.kickbacks.payout_status'),
              options: KICKBACK_MONTH_STATUSES.map((s) => ({
                value: s,
                label: t(`firm.kickbacks.statuses.${s}`),
              })),
            },
          ],
        }}
        toolbarEnd={
          <ExportButton<KickbackMonth>
            fileName={`${t('routes.kickback-payouts')} ${year}`}
            fetchPage={(offset, limit) => getKickbackMonths(year, list.params, offset, limit)}
            headers={() => [
              col('period'),
              col('type'),
              col('invoices'),
              col('invoice_net'),
              col('amount'),
              col('payout'),
              col('paid_date'),
              col('outstanding'),
            ]}
            toCells={(m) => [
              m.period,
              t(`firm.kickbacks.types.${m.affiliate_type}`),
              m.invoices,
              Number(m.invoice_net),
              Number(m.amount),
              t(`firm.kickbacks.statuses.${m.payout?.status ?? 'none'}`),
              m.payout?.paid_date ?? '',
              Number(m.outstanding),
            ]}
          />
        }
        minWidth={980}
      />
    </Stack>
  );
}
