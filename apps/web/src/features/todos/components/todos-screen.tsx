import { Stack, Text } from '@mantine/core';
import type { Todo, TodoStatus } from '@portal/contracts/schemas/todos';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, useTodo, useTodoCounts, type TodoFilterValues } from '../api/get-todos';
import { useBulkDelete, useBulkStatus, useDeleteTodo } from '../api/save-todo';
import { TodoBulkBar } from './todo-bulk-bar';
import { TodoCounts } from './todo-counts';
import { TodoFormModal } from './todo-form-modal';
import { TodosTable } from './todos-table';
import { ConfirmModal } from '@/components/confirm-modal';
import { useListQuery } from '@/components/data-table/use-list-query';
import { notify, notifySuccess } from '@/lib/toast';
import { currentRole, useSessionStore } from '@/stores/session-store';

type Open =
  | { kind: 'form'; todo: Todo | null }
  | { kind: 'delete'; todo: Todo }
  | { kind: 'bulk-delete' }
  | null;

/** The count a bucket stands for, from the list's filters. */
function bucketOf(filters: TodoFilterValues): TodoStatus | 'overdue' | null {
  if (filters.overdue && filters.status.length === 0) return 'overdue';
  if (!filters.overdue && filters.status.length === 1) return filters.status[0]!;
  return null;
}

/** /todos: the company's to-dos (owners, colleagues), or everyone's for in-house staff. */
export function TodosScreen() {
  const { t } = useTranslation();
  const inhouse = useSessionStore((s) => currentRole(s) === 'Inhouse');
  const list = useListQuery<TodoFilterValues>({ filters: NO_FILTERS });
  const counts = useTodoCounts(list.params.search, list.filters);
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteTodo();
  const bulkStatus = useBulkStatus();
  const bulkDelete = useBulkDelete();
  const close = () => setOpen(null);

  // a notice links to /todos?id=…: open that to-do
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('id')) || null;
  const linkedTodo = useTodo(linked);
  useEffect(() => {
    if (!linked) return;
    if (linkedTodo.data) setOpen({ kind: 'form', todo: linkedTodo.data });
    else if (linkedTodo.isError) notify(t('todos.not_found'), 'warning');
    else return;
    setParams(
      (p) => {
        p.delete('id');
        return p;
      },
      { replace: true },
    );
  }, [linked, linkedTodo.data, linkedTodo.isError, setParams, t]);

  const pickBucket = (bucket: TodoStatus | 'overdue' | null) => {
    list.setFilter('overdue', bucket === 'overdue');
    list.setFilter('status', bucket && bucket !== 'overdue' ? [bucket] : []);
  };
  const ids = selected.map(Number);
  const chosen = open?.kind === 'delete' ? open.todo : null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {inhouse ? t('todos.intro_inhouse') : t('todos.intro')}
      </Text>
      <TodosTable
        list={list}
        inhouse={inhouse}
        selected={selected}
        onSelect={setSelected}
        handlers={{
          onAdd: () => setOpen({ kind: 'form', todo: null }),
          onEdit: (todo) => setOpen({ kind: 'form', todo }),
          onDelete: (todo) => setOpen({ kind: 'delete', todo }),
        }}
        aboveTable={
          <Stack gap="sm">
            <TodoCounts counts={counts.data} active={bucketOf(list.filters)} onPick={pickBucket} />
            <TodoBulkBar
              count={selected.length}
              busy={bulkStatus.isPending || bulkDelete.isPending}
              onClear={() => setSelected([])}
              onDelete={() => setOpen({ kind: 'bulk-delete' })}
              onStatus={(status) =>
                bulkStatus.mutate(
                  { ids, status },
                  {
                    onSuccess: ({ count }) => {
                      setSelected([]);
                      notifySuccess(t('todos.bulk.updated', { count }));
                    },
                  },
                )
              }
            />
          </Stack>
        }
      />
      <TodoFormModal
        opened={open?.kind === 'form'}
        todo={open?.kind === 'form' ? open.todo : null}
        inhouse={inhouse}
        onClose={close}
      />
      <ConfirmModal
        opened={open?.kind === 'delete'}
        title={t('todos.confirm_delete.title')}
        message={t('todos.confirm_delete.text', { task: chosen?.task ?? '' })}
        confirmLabel={t('todos.actions.delete')}
        loading={remove.isPending}
        onClose={close}
        onConfirm={() =>
          chosen &&
          remove.mutate(chosen.id, {
            onSuccess: () => {
              close();
              setSelected((s) => s.filter((id) => id !== String(chosen.id)));
              notifySuccess(t('todos.deleted'));
            },
          })
        }
      />
      <ConfirmModal
        opened={open?.kind === 'bulk-delete'}
        title={t('todos.bulk.confirm_title')}
        message={t('todos.bulk.confirm_text', { count: selected.length })}
        confirmLabel={t('todos.bulk.delete')}
        loading={bulkDelete.isPending}
        onClose={close}
        onConfirm={() =>
          bulkDelete.mutate(ids, {
            onSuccess: ({ count }) => {
              close();
              setSelected([]);
              notifySuccess(t('todos.bulk.deleted', { count }));
            },
          })
        }
      />
    </Stack>
  );
}
