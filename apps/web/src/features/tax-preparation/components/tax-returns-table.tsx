import { Drawer, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  TAX_DUE,
  TAX_RETURN_KINDS,
  TAX_RETURN_STATUSES,
  type TaxReturn,
} from '@portal/contracts/schemas/tax-preparation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxReturns, type TaxReturnFilters, type TaxReturnPage } from '../api/get-tax-returns';
import { useTaxClients } from '../api/get-tax-settings';
import { periodLabel } from '../utils/format';
import { FileReturnModal } from './file-return-modal';
import { ReturnActions } from './return-actions';
import { ReturnFigures } from './return-figures';
import { DueCell, ReturnStatus } from './return-status';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** Due soon (SPEC §9: 30 days), overdue and filed among all the person's clients' returns. */
function Counts({ counts }: { counts: TaxReturnPage['counts'] }) {
  const { t } = useTranslation();
  const cards = [
    ['due_soon', 'orange'],
    ['overdue', 'red'],
    ['filed', 'teal'],
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      maw={720}
      role="group"
      aria-label={t('preparation.tax.counts.label')}
    >
      {cards.map(([key, color]) => (
        <Paper key={key} withBorder p="sm" data-testid={`count-${key}`}>
          <Text size="xs" c="dimmed">
            {t(`preparation.tax.counts.${key}`)}
          </Text>
          <Text fw={700} size="lg" c={counts[key] && key !== 'filed' ? `${color}.7` : undefined}>
            {counts[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The clients' VAT and income tax returns by due date, those due within 30 days highlighted. */
export function TaxReturnsTable() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<TaxReturnFilters>({
    filters: { status: null, due: null, company: null, kind: null },
  });
  const query = useTaxReturns(list.params);
  const clients = useTaxClients();
  const [figuresOf, setFiguresOf] = useState<TaxReturn | null>(null);
  const [filing, setFiling] = useState<TaxReturn | null>(null);
  const period = (r: TaxReturn) => periodLabel(t, i18n.language, r);

  const columns: DataTableColumn<TaxReturn>[] = [
    {
      key: 'company',
      header: t('preparation.tax.client'),
      sortKey: 'company',
      cell: (r) => r.company_name,
    },
    {
      key: 'return',
      header: t('preparation.tax.kind'),
      sortKey: 'period_start',
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t(`preparation.tax.kinds.${r.kind}`)}
          </Text>
          <Text size="sm">{period(r)}</Text>
        </Stack>
      ),
    },
    {
      key: 'due',
      header: t('preparation.tax.due_date'),
      sortKey: 'due_date',
      nowrap: true,
      cell: (r) => <DueCell taxReturn={r} />,
    },
    {
      key: 'status',
      header: t('preparation.tax.status'),
      sortKey: 'status',
      nowrap: true,
      cell: (r) => <ReturnStatus taxReturn={r} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (r) => (
        <ReturnActions
          taxReturn={r}
          onFigures={() => setFiguresOf(r)}
          onFile={() => setFiling(r)}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(r) => String(r.id)}
        emptyText={t('preparation.tax.empty')}
        rowProps={(r) => ({
          'data-testid': 'tax-return-row',
          'data-due-soon': r.due_soon || undefined,
          style: r.due_soon
            ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-orange-filled)' }
            : r.overdue
              ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-filled)' }
              : undefined,
        })}
        aboveTable={query.data && <Counts counts={query.data.counts} />}
        toolbar={{
          search: { label: t('preparation.tax.search'), width: 200 },
          filters: [
            {
              key: 'due',
              label: t('preparation.tax.due_filter_label'),
              options: TAX_DUE.map((d) => ({
                value: d,
                label: t(`preparation.tax.due_filter.${d}`),
              })),
            },
            {
              key: 'status',
              label: t('preparation.tax.status'),
              width: 160,
              options: TAX_RETURN_STATUSES.map((s) => ({
                value: s,
                label: t(`preparation.tax.statuses.${s}`),
              })),
            },
            { key: 'company', label: t('preparation.tax.client'), options: clients },
            {
              key: 'kind',
              label: t('preparation.tax.kind'),
              width: 180,
              options: TAX_RETURN_KINDS.map((k) => ({
                value: k,
                label: t(`preparation.tax.kinds.${k}`),
              })),
            },
          ],
        }}
        minWidth={900}
      />
      <Drawer
        opened={figuresOf !== null}
        onClose={() => setFiguresOf(null)}
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={
          figuresOf
            ? t('preparation.tax.figures_title', {
                period: period(figuresOf),
                client: figuresOf.company_name,
              })
            : ''
        }
      >
        {figuresOf && <ReturnFigures id={figuresOf.id} />}
      </Drawer>
      <FileReturnModal taxReturn={filing} onClose={() => setFiling(null)} />
    </>
  );
}
