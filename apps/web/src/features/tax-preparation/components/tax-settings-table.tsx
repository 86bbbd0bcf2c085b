import { Button, Group, VisuallyHidden } from '@mantine/core';
import type { ClientTaxSettings } from '@portal/contracts/schemas/tax-preparation';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxSettings } from '../api/get-tax-settings';
import { monthNames, TaxSettingsModal } from './tax-settings-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useListQuery } from '@/components/data-table/use-list-query';

/** How the firm files for each client: VAT period and fiscal year (quarterly, calendar year by default). */
export function TaxSettingsTable() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<object>({ filters: {} });
  const query = useTaxSettings(list.params);
  const [editing, setEditing] = useState<ClientTaxSettings | null>(null);
  const months = monthNames(i18n.language);
  const changed = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const s = (key: string, params = {}) => t(`preparation.tax.settings.${key}`, params);

  const columns: DataTableColumn<ClientTaxSettings>[] = [
    { key: 'company', header: t('preparation.tax.client'), cell: (c) => c.company_name },
    {
      key: 'vat',
      header: s('vat_frequency'),
      cell: (c) => s(`frequencies.${c.vat_frequency}`),
    },
    {
      key: 'year',
      header: s('fiscal_year_end_month'),
      cell: (c) => months[c.fiscal_year_end_month - 1],
    },
    {
      key: 'updated',
      header: s('updated_at'),
      cell: (c) => (c.updated_at ? changed.format(new Date(c.updated_at)) : s('defaults')),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (c) => (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconSettings size={14} aria-hidden />}
            aria-label={s('edit_row', { client: c.company_name })}
            onClick={() => setEditing(c)}
          >
            {s('edit')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(c) => String(c.company)}
        emptyText={s('empty')}
        rowProps={() => ({ 'data-testid': 'tax-settings-row' })}
        toolbar={{ search: { label: t('preparation.tax.search'), width: 240 } }}
        minWidth={720}
      />
      <TaxSettingsModal settings={editing} onClose={() => setEditing(null)} />
    </>
  );
}
