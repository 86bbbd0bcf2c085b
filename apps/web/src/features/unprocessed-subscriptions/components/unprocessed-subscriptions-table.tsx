import { Stack, Text } from '@mantine/core';
import {
  UNHEALTHY_REASONS,
  type UNPROCESSED_SORTS,
  type UnprocessedSubscription,
} from '@portal/contracts/schemas/sync-health';
import { useTranslation } from 'react-i18next';
import {
  useUnprocessedSubscriptions,
  type UnprocessedFilters,
} from '../api/get-unprocessed-subscriptions';
import { useMomentText } from '../hooks/use-reason-lines';
import { OwnerContact } from './owner-contact';
import { ReasonCell } from './reason-cell';
import { RowActions, type RowActionsProps } from './row-actions';
import { Thresholds } from './thresholds';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** a column's sort key, checked against the ones the server takes */
const sort = (key: (typeof UNPROCESSED_SORTS)[number]) => key;

/**
 * In-house: the subscriptions whose sync is stuck, failing, never run or behind, each with why
 * (in figures) and the actions that fit; longest-standing first.
 */
export function UnprocessedSubscriptionsTable({
  onOpenSettings,
}: {
  onOpenSettings: RowActionsProps['onOpenSettings'];
}) {
  const { t } = useTranslation();
  const list = useListQuery<UnprocessedFilters>({ filters: { reason: null } });
  const query = useUnprocessedSubscriptions(list.params);
  const { moment, duration } = useMomentText();
  const counts = query.data?.counts;

  const columns: DataTableColumn<UnprocessedSubscription>[] = [
    {
      key: 'company',
      header: t('sync_health.columns.company'),
      sortKey: sort('company'),
      minWidth: 200,
      cell: (row) => (
        <Stack gap={4}>
          <div>
            <Text size="sm" fw={500}>
              {row.company}
            </Text>
            <Text size="xs" c="dimmed">
              {row.application_name} → {row.accounting_name} ·{' '}
              {t(`subscriptions.statuses.${row.status}`)}
            </Text>
          </div>
          <OwnerContact owner={row.owner} />
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('sync_health.columns.reason'),
      sortKey: sort('reason'),
      minWidth: 300,
      cell: (row) => <ReasonCell row={row} />,
    },
    {
      key: 'since',
      header: t('sync_health.columns.since'),
      sortKey: sort('since'),
      nowrap: true,
      cell: (row) => moment(row.since),
    },
    {
      key: 'lag',
      header: t('sync_health.columns.lag'),
      sortKey: sort('lag'),
      nowrap: true,
      cell: (row) => (row.lag_seconds === null ? '–' : duration(row.lag_seconds)),
    },
    {
      key: 'actions',
      header: t('sync_health.columns.actions'),
      width: 270,
      cell: (row) => <RowActions row={row} onOpenSettings={onOpenSettings} />,
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('sync_health.intro')}
      </Text>
      <Thresholds />
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        rowProps={(row) => ({ 'data-testid': 'unprocessed-row', 'data-reason': row.reason })}
        emptyText={t('sync_health.empty')}
        minWidth={1080}
        toolbar={{
          search: {
            label: t('sync_health.search'),
            placeholder: t('sync_health.search_hint'),
            width: 260,
          },
          filters: [
            {
              key: 'reason',
              label: t('sync_health.reason_filter'),
              options: UNHEALTHY_REASONS.map((reason) => ({
                value: reason,
                label: counts
                  ? t('sync_health.count', {
                      reason: t(`sync_health.reasons.${reason}`),
                      count: counts[reason],
                    })
                  : t(`sync_health.reasons.${reason}`),
              })),
              width: 220,
            },
          ],
        }}
      />
    </Stack>
  );
}
