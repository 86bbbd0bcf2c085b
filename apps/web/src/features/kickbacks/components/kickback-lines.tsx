import { Badge, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { KickbackLine } from '@portal/contracts/schemas/kickbacks';
import { useTranslation } from 'react-i18next';
import { getKickbackLines, useKickbackLines, type LineFilters } from '../api/get-kickbacks';
import { useKickbackFormat } from '../hooks/use-kickback-format';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import type { ListQuery } from '@/components/data-table/use-list-query';

/** The paid invoices behind the months, one line each: what each earned or saved. */
export function KickbackLines({
  year,
  list,
  months,
  partner,
}: {
  year: number;
  list: ListQuery<LineFilters>;
  /** the year's months, for the month filter (YYYY-MM) */
  months: string[];
  /** a partner sees their own clients' lines only: said above the list */
  partner: boolean;
}) {
  const { t } = useTranslation();
  const f = useKickbackFormat();
  const query = useKickbackLines(year, list.params);
  const col = (key: string) => t(`firm.kickbacks.columns.${key}`);

  const columns: DataTableColumn<KickbackLine>[] = [
    {
      key: 'period',
      header: col('period'),
      sortKey: 'period',
      nowrap: true,
      cell: (l) => f.month(l.period),
    },
    { key: 'client', header: col('client'), sortKey: 'company', cell: (l) => l.company },
    { key: 'invoice', header: col('invoice'), cell: (l) => l.invoice_number },
    { key: 'pay_date', header: col('pay_date'), nowrap: true, cell: (l) => f.day(l.pay_date) },
    {
      key: 'net',
      header: col('invoice_net'),
      sortKey: 'invoice_net',
      align: 'right',
      nowrap: true,
      cell: (l) => f.kr(l.invoice_net),
    },
    {
      key: 'rate',
      header: col('rate'),
      align: 'right',
      nowrap: true,
      cell: (l) => f.rate(l.rate_percent),
    },
    {
      key: 'amount',
      header: col('amount'),
      sortKey: 'amount',
      align: 'right',
      nowrap: true,
      cell: (l) => (
        <>
          {f.kr(l.amount)}{' '}
          {l.late && (
            <Tooltip label={t('firm.kickbacks.late_hint')}>
              <Badge color="orange" variant="light" c="bright" tabIndex={0} data-testid="late-line">
                {t('firm.kickbacks.late')}
              </Badge>
            </Tooltip>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="kickback-lines"
      id="kickback-lines-section"
    >
      <Title order={2} size="h4" id="kickback-lines" tabIndex={-1}>
        {t('firm.kickbacks.lines_title')}
      </Title>
      {partner && (
        <Text size="sm" c="dimmed">
          {t('firm.kickbacks.lines_scope_partner')}
        </Text>
      )}
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(l) => String(l.id)}
        emptyText={t('firm.kickbacks.lines_empty')}
        rowProps={() => ({ 'data-testid': 'kickback-line' })}
        toolbar={{
          search: { label: t('firm.kickbacks.search'), width: 260 },
          filters: [
            {
              key: 'period',
              label: t('firm.kickbacks.month'),
              placeholder: t('firm.kickbacks.all_months'),
              options: months.map((m) => ({ value: m, label: f.month(m) })),
            },
          ],
        }}
        toolbarEnd={
          <ExportButton<KickbackLine>
            fileName={`${t('firm.kickbacks.lines_title')} ${year}`}
            fetchPage={(offset, limit) => getKickbackLines(year, list.params, offset, limit)}
            headers={() => [
              col('period'),
              col('client'),
              col('invoice'),
              col('pay_date'),
              col('invoice_net'),
              col('type'),
              col('rate'),
              col('amount'),
              t('firm.kickbacks.late'),
            ]}
            toCells={(l) => [
              l.period,
              l.company,
              l.invoice_number,
              l.pay_date ?? '',
              Number(l.invoice_net),
              t(`firm.kickbacks.types.${l.affiliate_type}`),
              Number(l.rate_percent),
              Number(l.amount),
              l.late ? t('firm.kickbacks.late') : '',
            ]}
          />
        }
        minWidth={980}
      />
    </Stack>
  );
}
