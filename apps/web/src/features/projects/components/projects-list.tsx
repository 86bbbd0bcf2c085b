import { Anchor, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PROJECT_STATUSES, type Project } from '@portal/contracts/schemas/projects';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProjectOptions, useProjects, type ProjectFilters } from '../api/get-projects';
import { useDeleteProject } from '../api/save-project';
import { useDayFormat } from '../hooks/use-day-format';
import { ProjectFormModal } from './project-form-modal';
import { ProjectStatusBadge } from './project-status-badge';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

/** The firm's projects: search, filters, sort, and create, change or delete one. */
export function ProjectsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListQuery<ProjectFilters>({
    filters: { client: null, kind: null, status: null },
  });
  const query = useProjects(list.params);
  const options = useProjectOptions();
  const remove = useDeleteProject();
  const period = useDayFormat();
  const [editing, setEditing] = useState<{ project: Project | null } | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  const columns: DataTableColumn<Project>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortKey: 'name',
      minWidth: 220,
      cell: (p) => (
        <Anchor component={Link} to={`/projects/${p.id}`} fw={600}>
          {p.name}
        </Anchor>
      ),
    },
    {
      key: 'client',
      header: t('projects.client'),
      sortKey: 'client',
      cell: (p) => (
        <Group gap={6} wrap="nowrap">
          {(p.client || !p.internal) && <Text size="sm">{p.client?.name ?? '–'}</Text>}
          {p.internal && (
            <Badge variant="outline" color="gray" size="sm">
              {t('projects.internal')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'start_date',
      header: t('fields.start_date'),
      sortKey: 'start_date',
      nowrap: true,
      cell: (p) => period(p.start_date),
    },
    {
      key: 'end_date',
      header: t('fields.end_date'),
      sortKey: 'end_date',
      nowrap: true,
      cell: (p) => period(p.end_date),
    },
    {
      key: 'tasks',
      header: t('projects.tasks'),
      nowrap: true,
      minWidth: 130,
      cell: (p) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">
            {t('projects.progress', { done: p.done_count, total: p.task_count })}
          </Text>
          {p.overdue_count > 0 && (
            <Badge color="red" variant="light" size="sm" tt="none" style={{ flexShrink: 0 }}>
              {t('projects.overdue_count', { count: p.overdue_count })}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('projects.status'),
      nowrap: true,
      minWidth: 130,
      cell: (p) => <ProjectStatusBadge status={p.status} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>,
      cell: (p) => (
        <RowActions
          edit={{
            text: t('admin.edit'),
            label: t('projects.edit_row', { name: p.name }),
            onClick: () => setEditing({ project: p }),
          }}
          remove={{
            text: t('projects.delete'),
            label: t('projects.delete_row', { name: p.name }),
            onClick: () => setDeleting(p),
          }}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" data-tour="projects">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('projects.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ project: null })}
          style={{ flexShrink: 0 }}
        >
          {t('projects.add')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        query={query}
        list={list}
        getRowId={(p) => String(p.id)}
        emptyText={t('projects.empty')}
        rowProps={() => ({ 'data-testid': 'project-row' })}
        toolbar={{
          search: { label: t('projects.search'), width: 260 },
          filters: [
            {
              key: 'client',
              label: t('projects.client'),
              options: (options.data?.clients ?? []).map((c) => ({
                value: String(c.id),
                label: c.name,
              })),
              width: 240,
            },
            {
              key: 'kind',
              label: t('projects.kind'),
              options: [
                { value: 'client', label: t('projects.kinds.client') },
                { value: 'internal', label: t('projects.kinds.internal') },
              ],
            },
            {
              key: 'status',
              label: t('projects.status'),
              options: PROJECT_STATUSES.map((s) => ({
                value: s,
                label: t(`projects.statuses.${s}`),
              })),
            },
          ],
        }}
        minWidth={960}
      />
      <ProjectFormModal
        opened={editing !== null}
        project={editing?.project ?? null}
        onClose={() => setEditing(null)}
        onCreated={(id) => void navigate(`/projects/${id}`)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('projects.delete_title')}
        message={
          deleting
            ? t('projects.delete_text', { name: deleting.name, count: deleting.task_count })
            : ''
        }
        confirmLabel={t('projects.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('projects.deleted'));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
