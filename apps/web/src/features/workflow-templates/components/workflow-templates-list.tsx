import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { WorkflowTemplateSummary } from '@portal/contracts/schemas/workflow-templates';
import { IconFolderPlus, IconPlus, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkflowTemplates } from '../api/get-workflow-templates';
import { useDeleteWorkflowTemplate } from '../api/save-workflow-template';
import { CreateProjectModal } from './create-project-modal';
import { RecurrencesSection } from './recurrences-section';
import { TemplateFormModal } from './template-form-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

type Template = WorkflowTemplateSummary;

/** The firm's templates: create, edit, delete, make a project, and where each recurs. */
export function WorkflowTemplatesList() {
  const { t } = useTranslation();
  const list = useListQuery<Record<string, never>>({ filters: {}, ordering: 'name' });
  const query = useWorkflowTemplates(list.params);
  const remove = useDeleteWorkflowTemplate();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [making, setMaking] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [recurring, setRecurring] = useState<Template | null>(null);

  const columns: DataTableColumn<Template>[] = [
    {
      key: 'name',
      header: t('workflows.columns.name'),
      sortKey: 'name',
      minWidth: 200,
      maxWidth: 280,
      cell: (row) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          {row.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'tasks',
      header: t('workflows.columns.tasks'),
      sortKey: 'task_count',
      align: 'right',
      cell: (row) => row.task_count,
    },
    {
      key: 'span',
      header: t('workflows.columns.span'),
      nowrap: true,
      cell: (row) => t('workflows.span_days', { count: row.span_days }),
    },
    {
      key: 'recurrences',
      header: t('workflows.columns.recurrences'),
      nowrap: true,
      cell: (row) => {
        const clients = row.recurrence_count
          ? t('workflows.recurrence_count', { count: row.recurrence_count })
          : t('workflows.recurrence_none');
        return (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconRepeat size={14} aria-hidden />}
            aria-label={t('workflows.recurrences_row', { name: row.name, clients })}
            aria-expanded={recurring?.id === row.id}
            onClick={() => setRecurring(recurring?.id === row.id ? null : row)}
          >
            {clients}
          </Button>
        );
      },
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (row) => (
        <RowActions
          edit={{
            text: t('admin.edit'),
            label: t('workflows.edit_row', { name: row.name }),
            onClick: () => setEditing({ id: row.id }),
          }}
          remove={{
            text: t('workflows.delete'),
            label: t('workflows.delete_row', { name: row.name }),
            onClick: () => setDeleting(row),
          }}
        >
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            aria-label={t('workflows.create_project_row', { name: row.name })}
            onClick={() => setMaking(row)}
          >
            {t('workflows.create_project')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={760}>
          {t('workflows.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ id: null })}
          style={{ flexShrink: 0 }}
        >
          {t('workflows.add')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('workflows.empty')}
        rowProps={() => ({ 'data-testid': 'template-row' })}
        toolbar={{ search: { label: t('workflows.search'), width: 260 } }}
        minWidth={880}
      />
      {recurring && (
        <RecurrencesSection
          key={recurring.id}
          template={recurring}
          onClose={() => setRecurring(null)}
        />
      )}
      <TemplateFormModal
        opened={editing !== null}
        templateId={editing?.id ?? null}
        onClose={() => setEditing(null)}
      />
      <CreateProjectModal template={making} onClose={() => setMaking(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('workflows.delete_title')}
        message={deleting ? t('workflows.delete_text', { name: deleting.name }) : ''}
        confirmLabel={t('workflows.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('workflows.deleted'));
              if (recurring?.id === deleting.id) setRecurring(null);
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
