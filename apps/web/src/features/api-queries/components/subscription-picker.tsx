import { Button, Text } from '@mantine/core';
import type { ApiQuerySubscription } from '@portal/contracts/schemas/api-queries';
import { useTranslation } from 'react-i18next';
import { useConsoleSubscriptions } from '../api/get-console-subscriptions';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** Every tenant's subscriptions, searched by company; choosing one opens the query form. */
export function SubscriptionPicker({
  chosen,
  onChoose,
}: {
  chosen: number | null;
  onChoose: (subscription: ApiQuerySubscription) => void;
}) {
  const { t } = useTranslation();
  const list = useListQuery<Record<string, never>>({ filters: {} });
  const query = useConsoleSubscriptions(list.params);
  const key = (name: string) => `api_queries.columns.${name}`;

  const columns: DataTableColumn<ApiQuerySubscription>[] = [
    {
      key: 'company',
      header: t(key('company')),
      cell: (s) => (
        <>
          <Text size="sm" fw={500}>
            {s.company}
          </Text>
          <Text size="xs" c="dimmed">
            {s.organization_number}
          </Text>
        </>
      ),
    },
    { key: 'app', header: t(key('app')), cell: (s) => s.application_name },
    { key: 'accounting', header: t(key('accounting')), cell: (s) => s.accounting_name },
    {
      key: 'status',
      header: t(key('status')),
      cell: (s) => t(`subscriptions.statuses.${s.status}`, { defaultValue: s.status }),
    },
    {
      key: 'choose',
      header: t(key('choose')),
      align: 'right',
      cell: (s) => (
        <Button
          size="xs"
          variant={s.id === chosen ? 'filled' : 'default'}
          aria-pressed={s.id === chosen}
          aria-label={t(s.id === chosen ? 'api_queries.chosen_label' : 'api_queries.choose_label', {
            company: s.company,
            app: s.application_name,
            accounting: s.accounting_name,
          })}
          onClick={() => onChoose(s)}
        >
          {s.id === chosen ? t('api_queries.chosen') : t('api_queries.choose')}
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(s) => String(s.id)}
      rowProps={() => ({ 'data-testid': 'console-subscription' })}
      emptyText={t('api_queries.empty')}
      minWidth={640}
      toolbar={{
        search: {
          label: t('api_queries.search'),
          placeholder: t('api_queries.search_hint'),
          width: 320,
        },
      }}
    />
  );
}
