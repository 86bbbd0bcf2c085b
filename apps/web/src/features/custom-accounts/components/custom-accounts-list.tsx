import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  CUSTOM_ACCOUNT_TYPES,
  MAPPING_EVENT_TYPES,
  MAPPING_ROWS,
  type CustomAccountMapping,
} from '@portal/contracts/schemas/custom-accounts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getCustomAccounts,
  useCustomAccounts,
  type CustomAccountFilters,
} from '../api/get-custom-accounts';
import { CustomAccountFormModal } from './custom-account-form-modal';
import { DeleteCustomAccountModal } from './delete-custom-account-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';

/** In-house: every company's custom account mappings, searchable, filterable and sortable. */
export function CustomAccountsList() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<CustomAccountFilters>({
    filters: { account_type: null, event_type: null },
    ordering: '-updated_at',
  });
  const query = useCustomAccounts(list.params);
  const [editing, setEditing] = useState<{ mapping: CustomAccountMapping | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomAccountMapping | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const rowsOf = (m: CustomAccountMapping) =>
    MAPPING_ROWS.filter((row) => m[row])
      .map((row) => t(`custom_accounts.row_kinds.${row}`))
      .join(', ');
  const matchOf = (m: CustomAccountMapping) =>
    m.match_type === 'any'
      ? t('custom_accounts.match_types.any')
      : `${t(`custom_accounts.match_types.${m.match_type}`)}: ${m.match_code}`;
  const byAt = (person: CustomAccountMapping['created_by'], at: string) =>
    t('custom_accounts.by_at', {
      name: person?.name ?? t('custom_accounts.nobody'),
      at: when.format(new Date(at)),
    });

  const columns: DataTableColumn<CustomAccountMapping>[] = [
    {
      key: 'company',
      header: t('fields.company'),
      sortKey: 'company',
      cell: (m) => (
        <Stack gap={0}>
          <Text size="sm">{m.company_name}</Text>
          <Text size="xs" c="dimmed">
            {m.subscription_label ?? t('custom_accounts.all_subscriptions')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'account_number',
      header: t('fields.account_number'),
      sortKey: 'account_number',
      nowrap: true,
      cell: (m) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {m.account_number}
          </Text>
          <Badge size="xs" variant="light">
            {t(`custom_accounts.account_types.${m.account_type}`).split(' (')[0]}
          </Badge>
        </Group>
      ),
    },
    { key: 'match', header: t('custom_accounts.match'), sortKey: 'match_type', cell: matchOf },
    {
      key: 'vat_event',
      header: `${t('fields.vat_rate')} / ${t('fields.event_type')}`,
      cell: (m) =>
        `${m.vat_rate === null ? t('custom_accounts.any') : `${m.vat_rate} %`} / ${
          m.event_type ? t(`custom_accounts.event_types.${m.event_type}`) : t('custom_accounts.any')
        }`,
    },
    { key: 'rows', header: t('custom_accounts.rows'), cell: rowsOf },
    {
      key: 'updated',
      header: t('custom_accounts.changes'),
      sortKey: 'updated_at',
      cell: (m) => (
        <Stack gap={2}>
          <Text size="xs">
            {t('custom_accounts.created_by')}: {byAt(m.created_by, m.created_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('custom_accounts.updated_by')}: {byAt(m.updated_by, m.updated_at)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (m) => {
        const row = { company: m.company_name, account: m.account_number };
        return (
          <RowActions
            edit={{
              text: t('admin.edit'),
              label: t('custom_accounts.edit_row', row),
              onClick: () => setEditing({ mapping: m }),
            }}
            remove={{
              text: t('custom_accounts.delete'),
              label: t('custom_accounts.delete_row', row),
              onClick: () => setDeleting(m),
            }}
          />
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('custom_accounts.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ mapping: null })}
          style={{ flexShrink: 0 }}
        >
          {t('custom_accounts.add')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(m) => String(m.id)}
        emptyText={t('custom_accounts.empty')}
        rowProps={() => ({ 'data-testid': 'custom-account-row' })}
        toolbar={{
          search: { label: t('custom_accounts.search'), width: 280 },
          filters: [
            {
              key: 'account_type',
              label: t('fields.account_type'),
              options: CUSTOM_ACCOUNT_TYPES.map((v) => ({
                value: v,
                label: t(`custom_accounts.account_types.${v}`),
              })),
            },
            {
              key: 'event_type',
              label: t('fields.event_type'),
              options: MAPPING_EVENT_TYPES.map((v) => ({
                value: v,
                label: t(`custom_accounts.event_types.${v}`),
              })),
            },
          ],
        }}
        toolbarEnd={
          <ExportButton<CustomAccountMapping>
            fetchPage={(offset, limit) => getCustomAccounts(list.params, offset, limit)}
            headers={() => [
              t('fields.company'),
              t('fields.subscription'),
              t('fields.account_number'),
              t('fields.account_type'),
              t('custom_accounts.match'),
              t('fields.vat_rate'),
              t('fields.event_type'),
              t('custom_accounts.rows'),
              t('fields.accounting_number'),
              t('custom_accounts.created_by'),
              t('custom_accounts.updated_by'),
            ]}
            toCells={(m) => [
              m.company_name,
              m.subscription_label ?? t('custom_accounts.all_subscriptions'),
              m.account_number,
              t(`custom_accounts.account_types.${m.account_type}`),
              matchOf(m),
              m.vat_rate === null ? t('custom_accounts.any') : `${m.vat_rate} %`,
              m.event_type
                ? t(`custom_accounts.event_types.${m.event_type}`)
                : t('custom_accounts.any'),
              rowsOf(m),
              m.accounting_number,
              byAt(m.created_by, m.created_at),
              byAt(m.updated_by, m.updated_at),
            ]}
          />
        }
        minWidth={1100}
      />
      <CustomAccountFormModal
        opened={editing !== null}
        mapping={editing?.mapping ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteCustomAccountModal mapping={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
