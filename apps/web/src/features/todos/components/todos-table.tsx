import { Button, Group, MultiSelect, Switch, Text, VisuallyHidden } from '@mantine/core';
import { TODO_STATUSES, type Todo, type TodoStatus } from '@portal/contracts/schemas/todos';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchTodos,
  useTodoAssignees,
  useTodoTags,
  useTodos,
  type TodoFilterValues,
} from '../api/get-todos';
import { useSetTodoStatus } from '../api/save-todo';
import { useCompanySearch } from './company-picker';
import { DueCell, StatusCell, TagsCell, TaskCell } from './todo-cells';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/data-table/export-button';
import type { SelectFilter } from '@/components/data-table/list-toolbar';
import { RowActions } from '@/components/data-table/row-actions';
import type { ListQuery } from '@/components/data-table/use-list-query';
import { notifySuccess } from '@/lib/toast';

export interface TodoHandlers {
  onAdd: () => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

/** The to-dos of the view: filters, sortable columns, selection, quick status and export. */
export function TodosTable({
  list,
  inhouse,
  selected,
  onSelect,
  handlers,
  aboveTable,
}: {
  list: ListQuery<TodoFilterValues>;
  inhouse: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  handlers: TodoHandlers;
  aboveTable: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const query = useTodos(list.params);
  const tags = useTodoTags();
  const people = useTodoAssignees();
  const companies = useCompanySearch('');
  const setStatus = useSetTodoStatus();
  const statusText = (s: TodoStatus) => t(`todos.statuses.${s}`);

  const changeStatus = (todo: Todo, status: TodoStatus) =>
    setStatus.mutate(
      { id: todo.id, status },
      { onSuccess: () => notifySuccess(t('todos.status_changed', { status: statusText(status) })) },
    );

  const filters: SelectFilter<TodoFilterValues>[] = [
    {
      key: 'tag',
      label: t('todos.filters.tag'),
      placeholder: t('todos.filters.all'),
      options: (tags.data ?? []).map((tag) => ({
        value: tag.name,
        label: `${tag.name} (${tag.count})`,
      })),
      width: 170,
    },
    {
      key: 'assignee',
      label: t('todos.filters.assignee'),
      placeholder: t('todos.filters.all'),
      options: [
        { value: 'me', label: t('todos.me') },
        { value: 'none', label: t('todos.unassigned') },
        ...(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
      ],
      width: 190,
    },
    ...(inhouse
      ? [
          {
            key: 'company' as const,
            label: t('todos.filters.company'),
            placeholder: t('todos.filters.all'),
            options: [
              { value: 'internal', label: t('todos.internal') },
              ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ],
            width: 200,
          },
        ]
      : []),
  ];

  const columns: DataTableColumn<Todo>[] = [
    {
      key: 'task',
      header: t('todos.columns.task'),
      sortKey: 'task',
      minWidth: 220,
      cell: (todo) => <TaskCell todo={todo} />,
    },
    {
      key: 'tags',
      header: t('todos.columns.tags'),
      minWidth: 150,
      cell: (todo) => <TagsCell todo={todo} onTag={(tag) => list.setFilter('tag', tag)} />,
    },
    {
      key: 'assignee',
      header: t('todos.columns.assignee'),
      cell: (todo) =>
        todo.assignee?.name ?? (
          <Text size="sm" c="dimmed">
            {t('todos.unassigned')}
          </Text>
        ),
    },
    {
      key: 'due',
      header: t('todos.columns.due_date'),
      sortKey: 'due_date',
      nowrap: true,
      cell: (todo) => <DueCell todo={todo} locale={i18n.language} />,
    },
    {
      key: 'status',
      header: t('todos.columns.status'),
      sortKey: 'status',
      cell: (todo) => <StatusCell todo={todo} onChange={(status) => changeStatus(todo, status)} />,
    },
    ...(inhouse
      ? [
          {
            key: 'company',
            header: t('todos.columns.company'),
            cell: (todo: Todo) =>
              todo.company?.name ?? (
                <Text size="sm" c="dimmed">
                  {t('todos.internal')}
                </Text>
              ),
          },
        ]
      : []),
    {
      key: 'actions',
      header: <VisuallyHidden>{t('todos.columns.actions')}</VisuallyHidden>,
      cell: (todo) => (
        <RowActions
          edit={{
            text: t('todos.actions.edit'),
            label: t('todos.edit_label', { task: todo.task }),
            onClick: () => handlers.onEdit(todo),
          }}
          remove={{
            text: t('todos.actions.delete'),
            label: t('todos.delete_label', { task: todo.task }),
            onClick: () => handlers.onDelete(todo),
          }}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(todo) => String(todo.id)}
      emptyText={t('todos.empty')}
      selection={{
        selected,
        onChange: onSelect,
        selectAllLabel: t('todos.select_all'),
        rowLabel: (todo) => t('todos.select_row', { task: todo.task }),
      }}
      rowProps={(todo) => ({ 'data-testid': 'todo-row', 'data-task': todo.task })}
      aboveTable={aboveTable}
      toolbar={{
        search: { label: t('todos.search'), width: 220 },
        filters,
        dates: [
          {
            key: 'due_from',
            label: t('todos.filters.due_from'),
            max: list.filters.due_to ?? undefined,
          },
          {
            key: 'due_to',
            label: t('todos.filters.due_to'),
            min: list.filters.due_from ?? undefined,
          },
        ],
        children: (
          <>
            <MultiSelect
              label={t('todos.filters.status')}
              placeholder={list.filters.status.length ? undefined : t('todos.filters.all')}
              data={TODO_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
              value={list.filters.status}
              onChange={(value) => list.setFilter('status', value as TodoStatus[])}
              clearable
              w={220}
            />
            <Switch
              label={t('todos.filters.overdue')}
              checked={list.filters.overdue}
              onChange={(event) => list.setFilter('overdue', event.currentTarget.checked)}
              mb={8}
            />
          </>
        ),
      }}
      toolbarEnd={
        <Group align="flex-start" gap="sm">
          <ExportButton<Todo>
            fetchPage={(offset, limit) => fetchTodos({ ...list.params, offset, limit })}
            headers={() => [
              t('todos.columns.task'),
              t('todos.columns.description'),
              t('todos.columns.tags'),
              t('todos.columns.assignee'),
              t('todos.columns.due_date'),
              t('todos.columns.status'),
              t('todos.overdue'),
              ...(inhouse ? [t('todos.columns.company')] : []),
            ]}
            toCells={(todo) => [
              todo.task,
              todo.description,
              todo.tags.map((tag) => tag.name).join(' '),
              todo.assignee?.name ?? '',
              todo.due_date ?? '',
              statusText(todo.status),
              todo.overdue ? t('todos.overdue') : '',
              ...(inhouse ? [todo.company?.name ?? t('todos.internal')] : []),
            ]}
            fileName={t('routes.todos')}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={handlers.onAdd}>
            {t('todos.add')}
          </Button>
        </Group>
      }
      minWidth={inhouse ? 1200 : 1050}
    />
  );
}
