import { ActionIcon, Anchor, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { PORTFOLIO_BANDS, type PortfolioClient } from '@portal/contracts/schemas/client-portfolio';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getClientPortfolio,
  useClientPortfolio,
  usePortfolioAccountants,
  type PortfolioFilters,
} from '../api/get-client-portfolio';
import { usePortfolioFormat } from '../hooks/use-portfolio-format';
import { ClientDetailsDrawer } from './client-details-drawer';
import { HealthCell } from './health-cell';
import { portfolioExport } from './portfolio-export';
import { ProblemsCell } from './problems-cell';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { useListQuery } from '@/components/data-table/use-list-query';

export interface PortfolioListProps {
  /** switches into the client as its owner (the switching feature's, passed in by the screen) */
  onSwitch?: (client: PortfolioClient) => void;
  /** the client being switched into, while it happens */
  switchingId?: number | null;
  /** the notes panel of a client, shown in its details (features/notes) */
  notesPanel?: (client: PortfolioClient) => ReactNode;
}

/** /client-portfolio: every client of the firm the person sees, filtered and sorted by the server. */
export function PortfolioList({ onSwitch, switchingId = null, notesPanel }: PortfolioListProps) {
  const { t } = useTranslation();
  const f = usePortfolioFormat();
  const list = useListQuery<PortfolioFilters>({
    filters: { band: null, accountant: null, problems: null },
    ordering: 'name',
  });
  const query = useClientPortfolio(list.params);
  const accountants = usePortfolioAccountants();
  const [open, setOpen] = useState<PortfolioClient | null>(null);
  const year = { year: query.data?.year ?? new Date().getFullYear() };
  const col = (key: string) => t(`firm.portfolio.columns.${key}`, year);

  const columns: DataTableColumn<PortfolioClient>[] = [
    {
      key: 'name',
      header: col('client'),
      sortKey: 'name',
      minWidth: 180,
      cell: (c) => (
        <Stack gap={0}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            aria-label={t('firm.portfolio.details_for', { name: c.name })}
            onClick={() => setOpen(c)}
          >
            {c.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {c.organization_number}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'health',
      header: col('health'),
      sortKey: 'health',
      minWidth: 120,
      cell: (c) => <HealthCell health={c.health} />,
    },
    {
      key: 'lag',
      header: col('lag'),
      sortKey: 'lag',
      maxWidth: 150,
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm">{f.lag(c.lag_seconds)}</Text>
          <Text size="xs" c="dimmed">
            {t('firm.portfolio.last_processed', { at: f.at(c.last_processed_date) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'problems',
      header: col('problems'),
      sortKey: 'problems',
      cell: (c) => <ProblemsCell problems={c.problems} />,
    },
    {
      key: 'accountants',
      header: col('accountants'),
      cell: (c) =>
        c.accountants.length
          ? c.accountants.map((a) => a.name).join(', ')
          : t('firm.portfolio.nobody'),
    },
    {
      key: 'hours',
      header: col('hours'),
      sortKey: 'hours',
      align: 'right',
      nowrap: true,
      cell: (c) => f.hours(c.year.minutes),
    },
    {
      key: 'billable_value',
      header: col('billable_value'),
      sortKey: 'billable_value',
      align: 'right',
      nowrap: true,
      cell: (c) => f.kr(c.year.billable_value),
    },
    {
      key: 'fees',
      header: col('fees'),
      sortKey: 'fees',
      align: 'right',
      nowrap: true,
      cell: (c) => f.kr(c.year.fees),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('firm.portfolio.actions')}</VisuallyHidden>,
      cell: (c) =>
        onSwitch && (
          <Tooltip label={t('firm.portfolio.switch_to', { name: c.name })}>
            <ActionIcon
              variant="light"
              size="lg"
              loading={switchingId === c.company_id}
              disabled={switchingId !== null && switchingId !== c.company_id}
              aria-label={t('firm.portfolio.switch_to', { name: c.name })}
              onClick={() => onSwitch(c)}
            >
              <IconArrowsExchange size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];

  const options = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    keys.map((value) => ({ value, label: label(value) }));

  return (
    <Stack gap="md" data-tour="client-portfolio">
      <Text c="dimmed" maw={760}>
        {t('firm.portfolio.intro')}
      </Text>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(c) => String(c.company_id)}
        emptyText={t('firm.portfolio.empty')}
        aboveTable={
          <Text size="xs" c="dimmed">
            {t('firm.portfolio.year_note', year)}
          </Text>
        }
        rowProps={(c) => ({ 'data-testid': 'portfolio-row', 'aria-label': c.name })}
        toolbar={{
          search: {
            label: t('firm.portfolio.search'),
            placeholder: t('firm.portfolio.search_hint'),
            width: 260,
          },
          filters: [
            {
              key: 'band',
              label: t('firm.portfolio.band'),
              options: options(PORTFOLIO_BANDS, (band) => t(`firm.portfolio.bands.${band}`)),
              width: 180,
            },
            {
              key: 'accountant',
              label: t('firm.portfolio.accountant'),
              options: (accountants.data ?? []).map((a) => ({
                value: String(a.id),
                label: a.name,
              })),
              width: 200,
            },
            {
              key: 'problems',
              label: t('firm.portfolio.problems'),
              options: options(['true', 'false'] as const, (v) =>
                t(`firm.portfolio.problem_filter.${v}`),
              ),
              width: 200,
            },
          ],
        }}
        toolbarEnd={
          <ExportButton<PortfolioClient>
            fetchPage={(offset, limit) => getClientPortfolio(list.params, offset, limit)}
            {...portfolioExport(t, year)}
          />
        }
        minWidth={1040}
      />
      <ClientDetailsDrawer
        client={open}
        onClose={() => setOpen(null)}
        onSwitch={onSwitch}
        notesPanel={notesPanel}
      />
    </Stack>
  );
}
