import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { CustomRule } from '@portal/contracts/schemas/rules';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomRules } from '../api/get-custom-rules';
import { CustomRuleFormModal } from './custom-rule-form-modal';
import { DeleteCustomRuleModal } from './delete-custom-rule-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';

/** In-house: the custom rules, their entry point, app and accounting system, searchable by code. */
export function CustomRulesList() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<Record<string, never>>({ filters: {} });
  const query = useCustomRules(list.params);
  const [editing, setEditing] = useState<{ rule: CustomRule | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomRule | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const columns: DataTableColumn<CustomRule>[] = [
    { key: 'id', header: t('rules.id'), cell: (rule) => rule.id },
    {
      key: 'entry_point',
      header: t('rules.entry_point'),
      cell: (rule) => t(`rules.entry_points.${rule.entry_point}`),
    },
    {
      key: 'app',
      header: t('rules.app'),
      cell: (rule) => (rule.app_name ? t(`rules.apps.${rule.app_name}`) : t('rules.all_apps')),
    },
    {
      key: 'accounting',
      header: t('rules.accounting'),
      cell: (rule) =>
        rule.accounting_name
          ? t(`rules.accountings.${rule.accounting_name}`)
          : t('rules.all_accountings'),
    },
    {
      key: 'active',
      header: t('rules.active'),
      cell: (rule) => (rule.active ? t('admin.yes') : t('admin.no')),
    },
    {
      key: 'updated',
      header: t('rules.updated'),
      cell: (rule) => dateFormat.format(new Date(rule.updated_at)),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (rule) => (
        <RowActions
          edit={{
            text: t('admin.edit'),
            label: t('rules.edit_named', { id: rule.id }),
            onClick: () => setEditing({ rule }),
          }}
          remove={{
            text: t('rules.delete'),
            label: t('rules.delete_named', { id: rule.id }),
            onClick: () => setDeleting(rule),
          }}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('rules.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ rule: null })}
          style={{ flexShrink: 0 }}
        >
          {t('rules.create')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(rule) => String(rule.id)}
        emptyText={t('rules.empty')}
        toolbar={{ search: { label: t('rules.search') } }}
        minWidth={820}
      />
      <CustomRuleFormModal
        opened={editing !== null}
        rule={editing?.rule ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteCustomRuleModal rule={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
