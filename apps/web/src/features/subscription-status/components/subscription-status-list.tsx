import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import {
  SUBSCRIPTION_STATUS_ORDERINGS,
  type SubscriptionStatusOrdering,
} from '@portal/contracts/schemas/subscription-status';
import { SUBSCRIPTION_STATUSES } from '@portal/contracts/schemas/subscriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscriptionStatus, type SubscriptionStatus } from '../api/get-subscription-status';
import { HealthExplanation } from './health-explanation';
import { StatusDistributionChart } from './status-distribution-chart';
import { SubscriptionStatusRow } from './subscription-status-row';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

const isStatus = (value: string | null): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly (string | null)[]).includes(value);
const isOrdering = (value: string | null): value is SubscriptionStatusOrdering =>
  (SUBSCRIPTION_STATUS_ORDERINGS as readonly (string | null)[]).includes(value);

/** The client subscriptions the viewer may see: status chart, how health is computed, the list. */
export function SubscriptionStatusList() {
  const { t } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [ordering, setOrdering] = useState<SubscriptionStatusOrdering>('health');
  const { data, isPending, isError, refetch } = useSubscriptionStatus({
    page,
    search: debounced,
    status,
    ordering,
  });
  const rows = data?.results ?? [];
  const key = (name: string) => `subscription_status.${name}`;
  const column = (name: string) => t(key(`columns.${name}`));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(key('intro'))}
      </Text>
      {data && <StatusDistributionChart distribution={data.distribution} />}
      <HealthExplanation />
      <Group align="flex-end">
        <SearchInput
          label={t(key('search'))}
          placeholder={t(key('search_hint'))}
          value={search}
          onChange={setSearch}
        />
        <Select
          label={t(key('status_filter'))}
          placeholder={t(key('all'))}
          data={SUBSCRIPTION_STATUSES.map((value) => ({
            value,
            label: t(`subscriptions.statuses.${value}`),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(isStatus(value) ? value : null);
            setPage(1);
          }}
          clearable
          w={200}
        />
        <Select
          label={t(key('ordering'))}
          data={SUBSCRIPTION_STATUS_ORDERINGS.map((value) => ({
            value,
            label: t(key(`orderings.${value}`)),
          }))}
          value={ordering}
          onChange={(value) => {
            if (isOrdering(value)) setOrdering(value);
            setPage(1);
          }}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <ListState
        failed={isError && !data}
        onRetry={() => void refetch()}
        loading={isPending}
        empty={rows.length === 0}
        emptyText={t(key('empty'))}
      >
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            data-testid="subscription-status-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{column('company')}</Table.Th>
                <Table.Th>{column('integration')}</Table.Th>
                <Table.Th>{column('status')}</Table.Th>
                <Table.Th>{column('health')}</Table.Th>
                <Table.Th>{column('last_processed')}</Table.Th>
                <Table.Th>{column('success_rate')}</Table.Th>
                <Table.Th>{column('lag')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <SubscriptionStatusRow key={row.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </Stack>
  );
}
