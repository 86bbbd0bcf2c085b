import { Anchor, Group, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import type { ApiLog } from '@portal/contracts/schemas/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONNECTORS,
  connectorName,
  isConnector,
  useApiLogs,
  type ConnectorId,
} from '../api/get-api-logs';
import { ApiAttempt, ApiStatusBadge, ApiUrl } from './api-log-cells';
import { ApiLogDrawer } from './api-log-drawer';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';

/** Every call the sync engine made to a provider, newest first; a row opens the bodies. */
export function ApiLogTable() {
  const { t, i18n } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [connector, setConnector] = useState<ConnectorId | null>(null);
  const [onlyFailed, setOnlyFailed] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [open, setOpen] = useState<ApiLog | null>(null);
  const { data, isPending, isError, refetch } = useApiLogs(
    { page, connector, onlyFailed, search: debounced },
    autoRefresh,
  );
  const logs = data?.results ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const formatTime = (log: ApiLog) => dateFormat.format(new Date(log.created_at));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sync.api_log.intro')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <SearchInput
            label={t('sync.search')}
            placeholder={t('sync.api_log.search_hint')}
            value={search}
            onChange={setSearch}
          />
          <Select
            label={t('sync.api_log.connector')}
            placeholder={t('sync.all')}
            data={Object.entries(CONNECTORS).map(([value, label]) => ({ value, label }))}
            value={connector}
            onChange={(value) => {
              setConnector(isConnector(value) ? value : null);
              setPage(1);
            }}
            clearable
            w={200}
          />
          <Switch
            label={t('sync.api_log.only_failed')}
            checked={onlyFailed}
            onChange={(event) => {
              setOnlyFailed(event.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
        <Switch
          label={t('sync.api_log.auto_refresh')}
          checked={autoRefresh}
          onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <ListState
        failed={isError && !data}
        onRetry={() => void refetch()}
        loading={isPending}
        empty={logs.length === 0}
        emptyText={t('sync.api_log.empty')}
      >
        <Table.ScrollContainer minWidth={1100}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sync.api_log.time')}</Table.Th>
                <Table.Th>{t('sync.api_log.connector')}</Table.Th>
                <Table.Th>{t('sync.api_log.method')}</Table.Th>
                <Table.Th>{t('sync.api_log.url')}</Table.Th>
                <Table.Th>{t('sync.status')}</Table.Th>
                <Table.Th ta="right">{t('sync.api_log.duration')}</Table.Th>
                <Table.Th>{t('sync.api_log.attempt')}</Table.Th>
                <Table.Th>{t('sync.api_log.subscription')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.map((log) => (
                <Table.Tr
                  key={log.id}
                  onClick={() => setOpen(log)}
                  style={{ cursor: 'pointer' }}
                  data-testid="api-log-row"
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {/* the row is clickable; this button is its keyboard way in */}
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
                  </Table.Td>
                  <Table.Td>{connectorName(log.connector_id)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" fw={500}>
                      {log.method}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ApiUrl url={log.url} />
                  </Table.Td>
                  <Table.Td>
                    <ApiStatusBadge status={log.status} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('sync.api_log.duration_value', { ms: log.duration_ms })}
                  </Table.Td>
                  <Table.Td>
                    <ApiAttempt attempt={log.attempt} />
                  </Table.Td>
                  <Table.Td>{log.subscription_id ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
      <ApiLogDrawer log={open} time={open ? formatTime(open) : ''} onClose={() => setOpen(null)} />
    </Stack>
  );
}
