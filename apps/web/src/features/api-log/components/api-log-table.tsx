import { Anchor, Stack, Switch, Text } from '@mantine/core';
import type { ApiLog } from '@portal/contracts/schemas/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONNECTORS,
  connectorName,
  isConnector,
  useApiLogs,
  type ApiLogFilters,
} from '../api/get-api-logs';
import { ApiAttempt, ApiStatusBadge, ApiUrl } from './api-log-cells';
import { ApiLogDrawer } from './api-log-drawer';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

const CONNECTOR_OPTIONS = Object.entries(CONNECTORS).flatMap(([value, label]) =>
  isConnector(value) ? [{ value, label }] : [],
);

/** Every call the sync engine made to a provider, newest first; a row opens the bodies. */
export function ApiLogTable() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<ApiLogFilters>({ filters: { connector: null, onlyFailed: false } });
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [open, setOpen] = useState<ApiLog | null>(null);
  const query = useApiLogs(list.params, autoRefresh);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const formatTime = (log: ApiLog) => dateFormat.format(new Date(log.created_at));

  const columns: DataTableColumn<ApiLog>[] = [
    {
      key: 'time',
      header: t('sync.api_log.time'),
      nowrap: true,
      cell: (log) => (
        // the row is clickable; this button is its keyboard way in
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(log);
          }}
        >
          {formatTime(log)}
        </Anchor>
      ),
    },
    {
      key: 'connector',
      header: t('sync.api_log.connector'),
      cell: (log) => connectorName(log.connector_id),
    },
    {
      key: 'method',
      header: t('sync.api_log.method'),
      cell: (log) => (
        <Text size="sm" ff="monospace" fw={500}>
          {log.method}
        </Text>
      ),
    },
    { key: 'url', header: t('sync.api_log.url'), cell: (log) => <ApiUrl url={log.url} /> },
    {
      key: 'status',
      header: t('sync.status'),
      cell: (log) => <ApiStatusBadge status={log.status} />,
    },
    {
      key: 'duration',
      header: t('sync.api_log.duration'),
      align: 'right',
      nowrap: true,
      cell: (log) => t('sync.api_log.duration_value', { ms: log.duration_ms }),
    },
    {
      key: 'attempt',
      header: t('sync.api_log.attempt'),
      cell: (log) => <ApiAttempt attempt={log.attempt} />,
    },
    {
      key: 'subscription',
      header: t('sync.api_log.subscription'),
      cell: (log) => log.subscription_id ?? '',
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sync.api_log.intro')}
      </Text>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(log) => String(log.id)}
        rowProps={(log) => ({
          'data-testid': 'api-log-row',
          onClick: () => setOpen(log),
          style: { cursor: 'pointer' },
        })}
        emptyText={t('sync.api_log.empty')}
        toolbar={{
          search: { label: t('sync.search'), placeholder: t('sync.api_log.search_hint') },
          filters: [
            {
              key: 'connector',
              label: t('sync.api_log.connector'),
              placeholder: t('sync.all'),
              options: CONNECTOR_OPTIONS,
            },
          ],
          children: (
            <Switch
              label={t('sync.api_log.only_failed')}
              checked={list.filters.onlyFailed}
              onChange={(event) => list.setFilter('onlyFailed', event.currentTarget.checked)}
              mb={8}
            />
          ),
        }}
        toolbarEnd={
          <Switch
            label={t('sync.api_log.auto_refresh')}
            checked={autoRefresh}
            onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
            mb={8}
          />
        }
      />
      <ApiLogDrawer log={open} time={open ? formatTime(open) : ''} onClose={() => setOpen(null)} />
    </Stack>
  );
}
