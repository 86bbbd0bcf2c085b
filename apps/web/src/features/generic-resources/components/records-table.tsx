import { Button, Text, VisuallyHidden } from '@mantine/core';
import type { GenericRecord, ResourceDef } from '@portal/contracts/resources/define';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecords, type RecordFilters } from '../api/get-records';
import { useReferenceOptions } from '../api/get-reference-options';
import type { ResourceText } from '../hooks/use-resource-text';
import type { DisplayContext } from '../utils/display-value';
import { DeleteRecordModal } from './delete-record-modal';
import { RecordCell } from './record-cell';
import { RecordFormModal } from './record-form-modal';
import { RecordsExportButton } from './records-export-button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import type { SelectFilter } from '@/components/data-table/list-toolbar';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';

/**
 * The one table of every resource: its columns, search, filters and sorts from the registry,
 * pages of 50 from the server, the last change, and edit and delete per row.
 */
export function RecordsTable({ def, text }: { def: ResourceDef; text: ResourceText }) {
  const { t, i18n } = useTranslation();
  const list = useListQuery<RecordFilters>({
    filters: Object.fromEntries(def.filters.map((name) => [name, null])),
    ordering: null,
  });
  const query = useRecords(def.key, list.params);
  // null: closed; `record` null: a new row
  const [editing, setEditing] = useState<{ record: GenericRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<GenericRecord | null>(null);
  const firmOptions = useReferenceOptions(
    def.filters.some((name) => def.fields[name]?.kind === 'reference')
      ? 'accounting-firms'
      : undefined,
  );
  const ctx: DisplayContext = {
    def,
    text,
    language: i18n.language,
    yes: t('generic_resources.yes'),
    no: t('generic_resources.no'),
  };
  const changedAt = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const filters: SelectFilter<RecordFilters>[] = def.filters.map((name) => {
    const field = def.fields[name]!;
    const options =
      field.kind === 'boolean'
        ? [
            { value: 'true', label: ctx.yes },
            { value: 'false', label: ctx.no },
          ]
        : field.kind === 'reference'
          ? (firmOptions.data ?? [])
          : (field.options ?? []).map((value) => ({ value, label: text.option(name, value) }));
    return { key: name, label: text.label(name), placeholder: t('generic_resources.all'), options };
  });

  const columns: DataTableColumn<GenericRecord>[] = [
    ...def.columns.map((name) => ({
      key: name,
      header: text.label(name),
      sortKey: def.sort.includes(name) ? name : undefined,
      maxWidth: def.fields[name]?.kind === 'textarea' ? 360 : undefined,
      cell: (record: GenericRecord) => <RecordCell ctx={ctx} record={record} name={name} />,
    })),
    {
      key: 'updated',
      header: t('generic_resources.updated'),
      nowrap: true,
      cell: (record) =>
        record.updated_at && (
          <>
            {changedAt.format(new Date(record.updated_at))}
            {record.updated_by && (
              <Text size="xs" c="dimmed">
                {record.updated_by.email}
              </Text>
            )}
          </>
        ),
    },
  ];
  if (!def.readOnly)
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>{t('generic_resources.actions')}</VisuallyHidden>,
      cell: (record) => (
        <RowActions
          edit={{
            text: t('generic_resources.edit'),
            label: t('generic_resources.edit_named', { id: record.id }),
            onClick: () => setEditing({ record }),
          }}
          remove={{
            text: t('generic_resources.delete'),
            label: t('generic_resources.delete_named', { id: record.id }),
            onClick: () => setDeleting(record),
          }}
        />
      ),
    });

  return (
    <>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(record) => String(record.id)}
        emptyText={t('generic_resources.empty')}
        toolbar={{
          search: def.search.length ? { label: t('generic_resources.search') } : undefined,
          filters,
        }}
        toolbarEnd={
          <>
            <RecordsExportButton ctx={ctx} params={list.params} />
            {!def.readOnly && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ record: null })}
              >
                {t('generic_resources.new')}
              </Button>
            )}
          </>
        }
        minWidth={Math.max(640, def.columns.length * 120 + 260)}
        rowProps={(record) => ({ 'data-testid': `record-${record.id}` })}
      />
      {!def.readOnly && (
        <>
          <RecordFormModal
            def={def}
            text={text}
            opened={editing !== null}
            record={editing?.record ?? null}
            onClose={() => setEditing(null)}
          />
          <DeleteRecordModal
            def={def}
            text={text}
            record={deleting}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </>
  );
}
